import XCTest

@testable import AlertLintCore

/// The word-at-a-time scans of `SourceText` must agree with a byte-by-byte reading everywhere,
/// including line ends and invalid bytes that straddle eight-byte words.
final class SourceTextScanTests: XCTestCase {
    private func naiveLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    func testLineStartsAndValidationAtEveryOffset() {
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x0B], [0x0E], [0x20], Array("é".utf8), Array("中".utf8),
            Array("😀".utf8), [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array("abcdefghijk".utf8),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<24, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let source = SourceText(bytes: bytes)
            XCTAssertEqual(source.lineStarts, naiveLineStarts(bytes), "\(bytes)")
            let decoded = String(decoding: bytes, as: UTF8.self)
            let valid = Array(decoded.utf8) == bytes
            XCTAssertEqual(source.firstInvalidUTF8Offset == nil, valid, "\(bytes)")
        }
    }

    /// An editor's keystroke patches the line table and re-checks UTF-8 only on the edited lines;
    /// after any sequence of edits the text must read exactly as a fresh one of the same bytes.
    /// Text without a carriage return has its newlines found by `memchr` (`ByteScan`).
    func testLineStartsWithoutCarriageReturns() {
        let pieces: [[UInt8]] = [[0x0A], [0x0A, 0x0A], [0x20], Array("é".utf8), Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            XCTAssertEqual(SourceText(bytes: bytes).lineStarts, naiveLineStarts(bytes), "\(bytes)")
        }
    }

    func testReplacingEqualsAFreshReadAfterRandomEdits() {
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0x20], Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0xFF], [0xC3],
            [0x80], [0xE4, 0xB8], Array("let alert = 1".utf8), Array("x".utf8),
        ]
        var generator = SeededGenerator(seed: 0x5EED_2026)
        func randomBytes(_ maxPieces: Int) -> [UInt8] {
            (0..<Int.random(in: 0...maxPieces, using: &generator)).flatMap { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
        }
        for _ in 0..<300 {
            var source = SourceText(bytes: randomBytes(30))
            for _ in 0..<12 {
                let lower = Int.random(in: 0...source.count, using: &generator)
                let upper = Int.random(in: lower...min(source.count, lower + 12), using: &generator)
                let replacement = randomBytes(3)
                let edited = source.replacing(ByteRange(lower, upper), with: replacement)
                var bytes = source.bytes
                bytes.replaceSubrange(lower..<upper, with: replacement)
                let fresh = SourceText(bytes: bytes)
                XCTAssertEqual(edited.bytes, bytes)
                XCTAssertEqual(edited.lineStarts, fresh.lineStarts, "\(source.bytes) [\(lower), \(upper)) <- \(replacement)")
                XCTAssertEqual(
                    edited.firstInvalidUTF8Offset, fresh.firstInvalidUTF8Offset,
                    "\(source.bytes) [\(lower), \(upper)) <- \(replacement)")
                source = edited
            }
        }
    }

    func testUTF16ColumnsAfterASCIIAndWideCharacters() {
        let source = SourceText("let a = 1\n\"😀\" + é\n")
        XCTAssertEqual(source.position(of: 8, in: .utf16).column, 8)
        XCTAssertEqual(source.position(of: 10 + 6, in: .utf16).column, 4)
        XCTAssertEqual(source.position(of: 10 + 11, in: .utf16).column, 8)
        XCTAssertEqual(source.position(of: 10 + 11, in: .utf32).column, 7)
    }

    /// Each byte value in each of the eight places of a word is told apart as the byte-by-byte
    /// class tells it, whatever the bytes beside it (no carry crosses a byte).
    func testIdentifierBytesEightAtATime() {
        var generator = SeededGenerator(seed: 23)
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                bytes[place] = UInt8(value)
                let word = bytes.withUnsafeBufferPointer { SWAR.load($0, at: 0) }
                let others = SWAR.nonIdentifierBytes(word)
                for (index, byte) in bytes.enumerated() {
                    XCTAssertEqual(others >> UInt64(index * 8 + 7) & 1 == 1, !CharacterClass.isIdentifierBody(byte), "\(bytes)")
                }
            }
        }
    }

    /// A JSON string's plain run stops at a word exactly when one of its bytes is a quote, a
    /// backslash, a control character or not ASCII, whatever the bytes beside it.
    func testJSONStringRunEightAtATime() {
        var generator = SeededGenerator(seed: 25)
        let plain = (0x20...0x7E).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C }
        for value in 0...255 {
            for place in 0..<8 {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in plain.randomElement(using: &generator)! }
                    if Bool.random(using: &generator) {
                        bytes[Int.random(in: 0..<8, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                    }
                    bytes[place] = UInt8(value)
                    let expected = bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
                    XCTAssertEqual(SWAR.needsLookInString(SWAR.load(bytes, at: 0)), expected, "\(bytes)")
                }
            }
        }
    }

    /// Equal bytes are found eight at a time: the lowest one marked is the first equal byte.
    func testFirstEqualByteEightAtATime() {
        var generator = SeededGenerator(seed: 24)
        for _ in 0..<5000 {
            let bytes = (0..<8).map { _ in [0x0A, 0x22, 0x5C, 0x00, 0xFF, 0x41][Int(generator.next() % 6)] as UInt8 }
            let word = bytes.withUnsafeBufferPointer { SWAR.load($0, at: 0) }
            for target: UInt8 in [0x0A, 0x22, 0x5C, 0x00, 0xFF] {
                let marked = SWAR.bytes(equalTo: target, in: word)
                let first = bytes.firstIndex(of: target)
                XCTAssertEqual(marked == 0 ? nil : marked.trailingZeroBitCount / 8, first, "\(bytes) \(target)")
            }
        }
    }
}
