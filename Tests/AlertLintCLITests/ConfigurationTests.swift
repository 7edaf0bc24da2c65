import XCTest

final class ConfigurationTests: XCTestCase {
    /// `Photo.swift` under a configuration that makes `ok-specific` an error, and `Feature/Photo.swift`
    /// under a nearer one that turns it off.
    static func nestedConfigurations() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", #"{ "rules": { "ok-specific": "error" } }"#)
        try folder.write("Feature/.alertlint.json", #"{ "rules": { "ok-specific": "off" } }"#)
        try folder.write("Photo.swift", CheckCommandTests.confirmDelete)
        try folder.write("Feature/Photo.swift", CheckCommandTests.confirmDelete)
        return folder
    }

    func testNearestConfigurationSetsRulesAndSeverities() throws {
        let folder = try Self.nestedConfigurations()
        let output = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Photo.swift:7:46: error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Feature/Photo.swift:7:46"), output.stdout)
    }

    func testBrokenJSONNamesFileLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", "{\n  \"rules\": {\n    \"ok-specific\": \"error\",\n  }\n}\n")
        try folder.write("Photo.swift", CheckCommandTests.confirmDelete)
        let output = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(output.status, 2)
        XCTAssertTrue(output.stderr.contains(".alertlint.json:4:3: invalid JSON"), output.stderr)
    }

    func testUnknownKeysAndRulesAreNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", "{\n  \"rulez\": {}\n}\n")
        try folder.write("Photo.swift", CheckCommandTests.confirmDelete)
        let unknownKey = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(unknownKey.status, 2)
        XCTAssertTrue(unknownKey.stderr.contains(".alertlint.json:2:3: unknown key “rulez”"), unknownKey.stderr)
        try folder.write(".alertlint.json", "{ \"rules\": { \"ok-specifc\": \"off\" } }")
        let unknownRule = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("unknown rule “ok-specifc”"), unknownRule.stderr)
    }

    /// Links resolve: Apple's HIG page by default; the rule's page in the configured repository's
    /// docs/rules/ in the JSON and SARIF reports; a bad URL is a configuration error.
    func testFindingsLinkTheHIGOrTheConfiguredRepository() throws {
        let folder = try TemporaryFolder()
        try folder.write("Photo.swift", CheckCommandTests.confirmDelete)
        let plain = try AlertLintProcess.run(["check", "--format", "jsonl", "."], in: folder.url)
        XCTAssertTrue(plain.stdout.contains(#""url":"https://developer.apple.com/design/human-interface-guidelines/alerts""#), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("alertlint.dev"), plain.stdout)
        try folder.write(".alertlint.json", #"{ "repositoryURL": "https://github.com/acme/alertlint" }"#)
        let linked = try AlertLintProcess.run(["check", "--format", "jsonl", "."], in: folder.url)
        XCTAssertTrue(
            linked.stdout.contains(#""url":"https://github.com/acme/alertlint/blob/main/docs/rules/ok-specific.md""#), linked.stdout)
        let sarif = try AlertLintProcess.run(["check", "--format", "sarif", "."], in: folder.url)
        XCTAssertTrue(
            sarif.stdout.contains(#""helpUri":"https://github.com/acme/alertlint/blob/main/docs/rules/title-missing.md""#), sarif.stdout)
        try folder.write(".alertlint.json", #"{ "repositoryURL": "github.com/acme" }"#)
        let broken = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("“repositoryURL” must be an http(s) URL"), broken.stderr)
    }

    func testExcludeGlobs() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", #"{ "exclude": ["Generated/**"] }"#)
        try folder.write("Generated/Photo.swift", CheckCommandTests.confirmDelete)
        let output = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(output.status, 0, output.stdout)
    }

    func testWrappersAreLintedLikeTheSystemAPIs() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ".alertlint.json",
            """
            { "wrappers": [ { "name": "showConfirmation", "title": "title", "message": "message",
                              "actions": [ { "label": "confirmTitle", "role": "destructive" } ], "cancelTitle": "Cancel" } ] }
            """)
        try folder.write(
            "Use.swift",
            """
            func tapped() {
                showConfirmation(title: "Delete this note?", message: "It can't be recovered.", confirmTitle: "OK") { delete() }
            }

            """)
        let output = try AlertLintProcess.run(["check", "--select", "ok-specific", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Use.swift:2:99: warning: Button “OK”"), output.stdout)
    }

    /// A wrapper called in a file that also builds a system alert: the file's sites come from one
    /// pass that reads the wrapper too, not from the survey's, which knows no wrappers.
    func testAWrapperBesideASystemAlertIsLinted() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ".alertlint.json",
            #"{ "wrappers": [ { "name": "showConfirmation", "title": "title", "actions": [ { "label": "confirmTitle" } ] } ] }"#)
        try folder.write(
            "Use.swift",
            """
            import UIKit

            func tapped(_ controller: UIViewController) {
                showConfirmation(title: "Delete this note?", confirmTitle: "OK") { delete() }
                let alert = UIAlertController(title: "Note Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                controller.present(alert, animated: true)
            }

            """)
        let output = try AlertLintProcess.run(["check", "--select", "ok-specific", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Use.swift:4:64: warning: Button “OK”"), output.stdout)
    }

    func testSuppressionComments() throws {
        let folder = try TemporaryFolder()
        let source = CheckCommandTests.confirmDelete.replacingOccurrences(
            of: "        alert.addAction(UIAlertAction(title: \"OK\"",
            with: "        // alertlint:disable:next ok-specific, no-such-rule\n        alert.addAction(UIAlertAction(title: \"OK\"")
        try folder.write("Photo.swift", source)
        let output = try AlertLintProcess.run(["check", "--select", "ok-specific,unknown-rule", "."], in: folder.url)
        XCTAssertFalse(output.stdout.contains("[ok-specific]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Photo.swift:7:48: warning: Suppression names “no-such-rule”"), output.stdout)
    }
}
