import AlertLintCore
import XCTest

@testable import AlertLintLSP

final class ClientSettingsTests: XCTestCase {
    private let known: Set<String> = ["ok-specific", "ok-spelling", "button-case"]

    func testSelectIgnoreAndSeverity() {
        var configuration = LintConfiguration()
        let problems = ClientSettings.apply(
            [
                "select": ["ok-specific", "button-case"], "ignore": ["button-case"],
                "severity": ["ok-specific": "error", "ok-spelling": "off"],
            ],
            to: &configuration, knownRuleIDs: known)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.select, ["ok-specific", "button-case"])
        XCTAssertEqual(configuration.ignore, ["button-case"])
        XCTAssertEqual(configuration.severities["ok-specific"], .error)
        XCTAssertTrue(configuration.disabled.contains("ok-spelling"))
    }

    func testASeverityReEnablesARuleTheFileTurnedOff() {
        var configuration = LintConfiguration()
        configuration.disabled = ["ok-spelling"]
        ClientSettings.apply(["severity": ["ok-spelling": "info"]], to: &configuration, knownRuleIDs: known)
        XCTAssertFalse(configuration.disabled.contains("ok-spelling"))
        XCTAssertTrue(configuration.enabled.contains("ok-spelling"))
        XCTAssertEqual(configuration.severities["ok-spelling"], .info)
    }

    func testUnusableSettingsAreReportedAndSkipped() {
        var configuration = LintConfiguration()
        let problems = ClientSettings.apply(
            ["select": "ok-specific", "ignore": ["nope", 3], "severity": ["ok-specific": "loud", "zzz": "error"]],
            to: &configuration, knownRuleIDs: known)
        XCTAssertEqual(
            problems,
            [
                "setting “select” must be an array of rule ids", "setting “ignore”: unknown rule \"nope\"",
                "setting “ignore”: unknown rule 3", "setting “severity”: “ok-specific” must be error, warning, info or off",
                "setting “severity”: unknown rule “zzz”",
            ])
        XCTAssertNil(configuration.select)
        XCTAssertEqual(configuration.ignore, [])
        XCTAssertEqual(configuration.severities, [:])
    }

    func testSettingsNestingAndConfigPath() {
        XCTAssertEqual(ConfigurationState.normalizedSettings(["alertlint": ["select": []]]), ["select": []])
        XCTAssertEqual(ConfigurationState.normalizedSettings(["select": []]), ["select": []])
        XCTAssertEqual(ConfigurationState.normalizedSettings("text"), [:])
        XCTAssertEqual(ConfigurationState.normalizedSettings(nil), [:])
        var state = ConfigurationState()
        XCTAssertEqual(state.configurationFilePath(forFolder: "/w"), "/w/.alertlint.json")
        state.settings = ["configPath": "config/lint.json"]
        XCTAssertEqual(state.configurationFilePath(forFolder: "/w/"), "/w/config/lint.json")
        state.settings = ["configPath": "/etc/alertlint.json"]
        XCTAssertEqual(state.configurationFilePath(forFolder: "/w"), "/etc/alertlint.json")
    }
}
