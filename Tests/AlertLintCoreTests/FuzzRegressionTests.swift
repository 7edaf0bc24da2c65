import Foundation
import XCTest

@testable import AlertLintCore

/// Inputs the fuzzers once broke on (Tests/Fuzz/regressions), checked with the fuzzers' own
/// properties so they stay fixed.
final class FuzzRegressionTests: XCTestCase {
    private func inputs(_ folder: String) throws -> [(String, [UInt8])] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions/\(folder)")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
        return try names.sorted().map { ($0, [UInt8](try Data(contentsOf: url.appendingPathComponent($0)))) }
    }

    func testJSONRoundTripsByValue() throws {
        let cases = try inputs("config")
        XCTAssertFalse(cases.isEmpty)
        for (name, bytes) in cases {
            guard let value = try? JSONParser.parse(bytes) else { continue }
            let text = value.serialized()
            XCTAssertEqual(try JSONParser.parse(text).serialized(), text, name)
        }
    }

    func testEngineInputsStayInsideTheFile() throws {
        for (name, bytes) in try inputs("engine") {
            let source = SourceText(bytes: bytes)
            let result = Linter().lint(source)
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.range.end <= source.count }, name)
            let once = Linter().fix(source, unsafe: true)
            XCTAssertEqual(Linter().fix(once.source, unsafe: true).source.bytes, once.source.bytes, name)
        }
    }

    /// The fuzzer's keystroke: the input's first bytes pick an edit; the editor's lint after it
    /// (incremental tokens, reused functions, cached findings) must equal a fresh one.
    func testEngineInputsLintAfterAKeystrokeAsAfresh() throws {
        for (name, bytes) in try inputs("engine") where bytes.count >= 4 {
            let start = (Int(bytes[0]) * 256 &+ Int(bytes[1])) % (bytes.count + 1)
            let removed = min(Int(bytes[2] % 8), bytes.count - start)
            var edited = bytes
            edited.replaceSubrange(start..<(start + removed), with: bytes[3..<min(bytes.count, 3 + Int(bytes[3] % 6))])
            var cache = SiteDiagnosticsCache()
            _ = Linter().lint(SourceText(bytes: bytes), cache: &cache)
            let cached = Linter().lint(SourceText(bytes: edited), cache: &cache)
            let fresh = Linter().lint(SourceText(bytes: edited))
            XCTAssertEqual(cached.diagnostics, fresh.diagnostics, name)
            XCTAssertEqual("\(cached.sites)", "\(fresh.sites)", name)
        }
    }
}
