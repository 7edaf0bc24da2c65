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
}
