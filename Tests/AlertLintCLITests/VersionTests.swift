import Foundation
import XCTest

/// One version everywhere: what `--version` prints is what the reports and the release files say.
final class VersionTests: XCTestCase {
    /// The version `alertlint --version` prints (`alertlint 1.2.3`).
    static func printedVersion() throws -> String {
        let output = try AlertLintProcess.run(["--version"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let words = output.stdout.split(separator: " ")
        XCTAssertEqual(words.first, "alertlint", output.stdout)
        return try XCTUnwrap(words.last?.trimmingCharacters(in: .newlines))
    }

    func testVersionIsSemantic() throws {
        let version = try Self.printedVersion()
        XCTAssertNotNil(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), version)
        XCTAssertEqual(try AlertLintProcess.run(["version"]).stdout, "alertlint \(version)\n")
    }

    func testJSONAndSARIFReportsCarryTheVersion() throws {
        let version = try Self.printedVersion()
        let stdin = CheckCommandTests.confirmDelete
        let json = try AlertLintProcess.run(["check", "--format", "json", "--stdin-filename", "P.swift"], stdin: stdin)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((document["tool"] as? [String: Any])?["version"] as? String, version)

        let sarif = try AlertLintProcess.run(["check", "--format", "sarif", "--stdin-filename", "P.swift"], stdin: stdin)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["version"] as? String, version)
    }

    /// The release files name the same version: the CHANGELOG's newest release (below what is not
    /// released yet, `## [Unreleased]`) and the formula's URL.
    func testChangelogAndFormulaNameTheVersion() throws {
        let version = try Self.printedVersion()
        let root = AlertLintProcess.packageRoot
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        XCTAssertEqual(newest.map { $0.hasPrefix("## [\(version)]") }, true, "CHANGELOG.md's newest entry: \(newest ?? "none")")
        let formula = try String(contentsOf: root.appendingPathComponent("Formula/alertlint.rb"), encoding: .utf8)
        XCTAssertTrue(formula.contains("/alertlint-\(version).tar.gz\""), "Formula/alertlint.rb's url names another version")
    }
}
