import XCTest

@testable import AlertLintLSP

/// Deterministic generator so every run (and every platform) sees the same inputs.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound; the modulo bias is irrelevant here and, unlike `Int.random(in:using:)`, this is stable forever.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in byte() } }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

private let snippets: [[UInt8]] =
    [
        "import Foundation\n", "    func ", "let ", "var ", " -> ", "guard let ", " else { return nil }\n", "self.",
        "        }\n", "    }\n", "// MARK: - ", "UIAlertController(title: ", "\"保存しますか？\"", "\"🚀✅ done\"",
        "/// Returns the ", "public struct ", "@MainActor\n", "try await ", "\t", "\r\n", "ünïcödé ", "  ",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE, 0x00], [0xC3], [0xED, 0xA0, 0x80], [0x80, 0x80, 0x80, 0x80]]

/// Random mixes of snippets, random bytes, runs and copies of earlier output (including overlapping ones).
private func mixedBuffer(_ rng: inout SplitMix64, maxCount: Int) -> [UInt8] {
    let target = rng.below(10) == 0 ? rng.below(maxCount + 1) : rng.below(min(4096, maxCount) + 1)
    var out: [UInt8] = []
    while out.count < target {
        switch rng.below(5) {
        case 0: out += rng.bytes(1 + rng.below(64))
        case 1: out += rng.pick(snippets)
        case 2: out += [UInt8](repeating: rng.byte(), count: 1 + rng.below(600))
        case 3 where !out.isEmpty:
            let distance = 1 + rng.below(min(out.count, 70_000))
            for _ in 0..<(1 + rng.below(300)) { out.append(out[out.count - distance]) }
        default:
            var snippet = rng.pick(snippets)
            snippet[rng.below(snippet.count)] = rng.byte()
            out += snippet
        }
    }
    return out
}

/// Swift-looking source: declarations, calls, comments and the odd non-ASCII string, with varied names.
private func swiftLikeText(count: Int, rng: inout SplitMix64) -> [UInt8] {
    let nouns = ["Alert", "Document", "Session", "Message", "Index", "Symbol", "Range", "Token", "Buffer", "Request"]
    let verbs = ["make", "update", "present", "resolve", "load", "cancel", "validate", "format", "insert", "remove"]
    let types = ["Int", "String", "Bool", "[String]", "URL?", "Double", "Data", "[Int: String]"]
    var text = "import Foundation\nimport UIKit\n\n"
    while text.utf8.count < count {
        let noun = rng.pick(nouns), type = rng.pick(types), n = rng.below(1000)
        let name = rng.pick(verbs) + rng.pick(nouns) + (rng.below(3) == 0 ? "\(n)" : "")
        switch rng.below(6) {
        case 0:
            text += "/// Call \(rng.pick(verbs)) on the \(noun.lowercased()) when the user taps \(n) times.\n"
            text += "final class \(noun)Controller\(n): UIViewController {\n"
            text += "    private var \(noun.lowercased())Count = \(n)\n"
        case 1:
            text += "    func \(name)(_ value: \(type), at index: Int) -> \(type) {\n"
            text += "        guard index < \(n) else { return value }\n        return value\n    }\n\n"
        case 2:
            text += "        let alert = UIAlertController(title: \"\(noun) \(n)\", message: nil,"
            text += " preferredStyle: .alert)\n"
            text += "        alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in self.\(name)() })\n"
        case 3:
            text += "    var \(noun.lowercased())\(n): \(type) = \(type == "Int" ? "\(n)" : "\(type)()")  // \(name)\n"
        case 4:
            text += "        if \(noun.lowercased()).isEmpty { print(\"\(rng.pick(["保存", "削除", "🚀", "é"])) \(n)\") }\n"
        default:
            text += "    }\n}\n\nextension \(noun)Controller\(n) {\n"
        }
    }
    return Array(text.utf8)
}

final class CompressedBytesTests: XCTestCase {
    @discardableResult
    private func assertRoundTrip(
        _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> CompressedBytes {
        let packed = CompressedBytes(bytes)
        XCTAssertEqual(packed.originalCount, bytes.count, file: file, line: line)
        XCTAssertLessThanOrEqual(packed.storedCount, bytes.count + bytes.count / 255 + 16, file: file, line: line)
        // Check through `decode` first so that a broken coder fails this test instead of trapping in `decompressed()`.
        let decoded = CompressedBytes.decode(CompressedBytes.encode(bytes), originalCount: bytes.count)
        XCTAssert(decoded == bytes, "round trip of \(bytes.count) bytes differs", file: file, line: line)
        if decoded == bytes { XCTAssert(packed.decompressed() == bytes, file: file, line: line) }
        return packed
    }

    func testEmpty() {
        let packed = assertRoundTrip([])
        XCTAssertEqual(packed.storedCount, 0)
        XCTAssertEqual(CompressedBytes.decode([], originalCount: 0), [])
    }

    func testOneAndThreeBytes() {
        for byte: UInt8 in [0, 0x41, 0x80, 0xFF] { assertRoundTrip([byte]) }
        assertRoundTrip([0x61, 0x62, 0x63])
        assertRoundTrip([0xFF, 0xFF, 0xFF])
        XCTAssertEqual(CompressedBytes.encode([0x61, 0x62, 0x63]), [0x30, 0x61, 0x62, 0x63])
    }

    func testAllByteValues() {
        let all = (0...255).map { UInt8($0) }
        assertRoundTrip(all)
        assertRoundTrip(all.reversed())
        // Repeated at offset 256: everything after the first copy is one match.
        XCTAssertLessThan(assertRoundTrip(all + all + all + all).storedCount, 256 + 20)
    }

    func testKnownEncodings() {
        // Pins the format: literals, a match (offset 4, length 8), then a literals-only final block.
        XCTAssertEqual(
            CompressedBytes.encode(Array("abcdabcdabcdX".utf8)), [0x44, 0x61, 0x62, 0x63, 0x64, 4, 0, 0x10, 0x58])
        // A run is one literal and an overlapping match at offset 1 whose length 99 - 4 - 15 = 80 continues.
        XCTAssertEqual(CompressedBytes.encode([UInt8](repeating: 0x61, count: 100)), [0x1F, 0x61, 1, 0, 80])
        var rng = SplitMix64(state: 7)
        let literals = rng.bytes(270)
        XCTAssertEqual(CompressedBytes.encode(literals), [0xF0, 255, 0] + literals)
        let fifteen = Array(literals[..<15]), fourteen = Array(literals[..<14])
        XCTAssertEqual(CompressedBytes.encode(fifteen), [0xF0, 0] + fifteen)
        XCTAssertEqual(CompressedBytes.encode(fourteen), [0xE0] + fourteen)
    }

    func testLongRunsOfOneByte() {
        for count in [4, 5, 18, 19, 20, 273, 274, 275, 529, 65_535, 65_536, 70_000, 1 << 20] {
            for byte: UInt8 in [0, 0x20, 0xFF] {
                let packed = assertRoundTrip([UInt8](repeating: byte, count: count))
                XCTAssertLessThanOrEqual(packed.storedCount, count / 255 + 8, "run of \(count)")
            }
        }
        // Short periods overlap too.
        assertRoundTrip(Array(String(repeating: "ab", count: 5000).utf8))
        assertRoundTrip(Array(String(repeating: "abcdefg", count: 5000).utf8))
        assertRoundTrip(Array(String(repeating: "🚀é", count: 5000).utf8))
    }

    func testMatchesNeverReachBeyondMaximumOffset() {
        var rng = SplitMix64(state: 11)
        for period in [65_534, 65_535, 65_536, 65_537] {
            let block = rng.bytes(period)
            let packed = assertRoundTrip(block + block)
            if period <= CompressedBytes.maxOffset {
                // One block of literals and one match, each with a length byte per 255.
                XCTAssertLessThan(packed.storedCount, period + 2 * (period / 255) + 16)
            } else {
                XCTAssertGreaterThan(packed.storedCount, 2 * period)
            }
        }
    }

    func testIncompressibleMegabyteStaysWithinBound() {
        var rng = SplitMix64(state: 0x5EED)
        let noise = rng.bytes(1 << 20)
        let packed = assertRoundTrip(noise)
        XCTAssertLessThanOrEqual(packed.storedCount, noise.count + noise.count / 255 + 16)
    }

    func testSwiftLikeTextCompresses() {
        var rng = SplitMix64(state: 42)
        let text = swiftLikeText(count: 400_000, rng: &rng)
        let packed = assertRoundTrip(text)
        let ratio = Double(packed.storedCount) / Double(text.count)
        XCTAssertLessThan(ratio, 0.35, "ratio \(ratio) of \(text.count) bytes")
        // The stored array holds no worst-case slack (some allocators round up a little).
        let stored = CompressedBytes.encode(text)
        XCTAssertEqual(stored.count, packed.storedCount)
        XCTAssertLessThan(stored.capacity, stored.count + 1024)
    }

    func testRandomRoundTrips() {
        var rng = SplitMix64(state: 2024)
        var total = 0
        for _ in 0..<2000 {
            let bytes = mixedBuffer(&rng, maxCount: 200_000)
            total += bytes.count
            assertRoundTrip(bytes)
        }
        XCTAssertGreaterThan(total, 2_000_000)  // The generator really produced varied, sizeable inputs.
    }

    func testDecodeOfCorruptDataNeverTraps() {
        var rng = SplitMix64(state: 0xBAD)
        for iteration in 0..<2000 {
            let original = mixedBuffer(&rng, maxCount: 20_000)
            var stored = CompressedBytes.encode(original)
            var count = original.count
            var mustFail = false
            switch iteration % 6 {
            case 0:
                for _ in 0..<(1 + rng.below(4)) where !stored.isEmpty { stored[rng.below(stored.count)] = rng.byte() }
            case 1 where !stored.isEmpty:
                stored.removeLast(1 + rng.below(stored.count))
                mustFail = true
            case 2:
                stored += rng.bytes(1 + rng.below(8))
            case 3:
                stored = rng.bytes(rng.below(300))
                count = rng.below(5000)
            case 4:
                count += rng.below(2) == 0 ? 1 + rng.below(1000) : -1 - rng.below(max(count, 1))
                mustFail = true
            case 5 where !stored.isEmpty:
                stored[rng.below(stored.count)] ^= 1 << UInt8(rng.below(8))
                stored.removeLast(rng.below(stored.count / 2 + 1))
            default:
                break
            }
            let decoded = CompressedBytes.decode(stored, originalCount: count)
            if let decoded { XCTAssertEqual(decoded.count, count, "iteration \(iteration)") }
            if mustFail { XCTAssertNil(decoded, "iteration \(iteration) should be rejected") }
        }
    }

    func testDecodeRejectsHandMadeCorruption() {
        let valid: [UInt8] = [0x44, 0x61, 0x62, 0x63, 0x64, 4, 0, 0x10, 0x58]
        XCTAssertEqual(CompressedBytes.decode(valid, originalCount: 13), Array("abcdabcdabcdX".utf8))
        XCTAssertNil(CompressedBytes.decode([0x44, 0x61, 0x62, 0x63, 0x64, 0, 0, 0x10, 0x58], originalCount: 13))
        XCTAssertNil(CompressedBytes.decode([0x44, 0x61, 0x62, 0x63, 0x64, 5, 0, 0x10, 0x58], originalCount: 13))
        XCTAssertNil(CompressedBytes.decode([0xF0, 255, 255, 255], originalCount: 100))
        XCTAssertNil(CompressedBytes.decode([0x1F, 0x61, 1, 0, 255, 255], originalCount: 600))
        XCTAssertNil(CompressedBytes.decode([0x1F, 0x61, 1, 0, 80], originalCount: Int.max))
        XCTAssertNil(CompressedBytes.decode([0x10], originalCount: 1))
        XCTAssertNil(CompressedBytes.decode([0x00], originalCount: -1))
    }
}
