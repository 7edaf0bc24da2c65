import XCTest

@testable import AlertLintCore

/// Copy followed inside a function and through the app's own `String` members, linted end to end.
final class DataFlowLintTests: XCTestCase {
    private func findings(_ code: String, workspace: [String: String] = [:], tables: LocalizationTables = LocalizationTables()) -> [String]
    {
        let surveys = workspace.sorted { $0.key < $1.key }.map { (path: $0.key, survey: FileSurvey(SourceText($0.value), path: $0.key)) }
        let source = SourceText(code)
        let result = Linter(localization: LocalizationContext(tables: tables, surveys: surveys)).lint(source)
        return result.diagnostics.map { "\($0.ruleID) \(source.text($0.range))" }
    }

    func testEachBranchOfATernaryIsChecked() {
        let code = """
            let alert = UIAlertController(title: isNew ? "Discard Draft?" : "discard changes?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertEqual(findings(code).filter { $0.hasPrefix("title-case") }, [#"title-case "discard changes?""#])
    }

    func testAFindingOnlyOneBranchWouldMakeIsNotMadeForTheOther() {
        // Both branches are fine: nothing is reported for the ternary as a whole.
        let code = """
            let alert = UIAlertController(title: isNew ? "Discard Draft?" : "Discard Changes?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertEqual(findings(code), [])
    }

    func testAVariableAssignedSomethingUnreadableStaysUnknown() {
        let code = """
            func confirm(reason: String) {
                var title = "error"
                title = reason
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """
        XCTAssertFalse(findings(code).contains { $0.hasPrefix("title-") }, "\(findings(code))")
    }

    func testStringFormatKeepsItsPlaceholders() {
        let code = """
            let alert = UIAlertController(title: String(format: "delete %d photos?", count), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertTrue(findings(code).contains { $0.hasPrefix("title-case") }, "\(findings(code))")
    }

    func testADotLocalizedMemberIsReadWhenDeclaredOrWhenItNamesATableKey() {
        let tables = LocalizationTables([
            StringsFileParser.parse(
                Array(#""photo.delete" = "delete photo?";"#.utf8), path: "en.lproj/Localizable.strings", language: "en",
                tableName: "Localizable")
        ])
        let code = """
            let alert = UIAlertController(title: "photo.delete".localized, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        let member = """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            """
        XCTAssertTrue(findings(code, workspace: ["String+Localized.swift": member], tables: tables).contains { $0.hasPrefix("title-case") })
        // Without the declaration, a library's `.localized` (Localize-Swift, an internal pod) is a
        // lookup only when the literal is an identifier key of the default table.
        XCTAssertTrue(findings(code, tables: tables).contains { $0.hasPrefix("title-case") })
        let notAKey = code.replacingOccurrences(of: "photo.delete", with: "photo.remove")
        XCTAssertFalse(findings(notAKey, tables: tables).contains { $0.hasPrefix("title-case") })
        // A member that does not say it localizes could do anything: silent.
        let other = code.replacingOccurrences(of: ".localized", with: ".tr")
        XCTAssertFalse(findings(other, tables: tables).contains { $0.hasPrefix("title-case") })
    }

    func testALocalizingMemberLooksInItsOwnTable() {
        let catalog = StringCatalogParser.parse(
            Array(
                #"{"sourceLanguage": "en", "strings": {"Cancel": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}}}}"#
                    .utf8),
            path: "mul.lproj/Main.xcstrings", tableName: "Main")
        let code = """
            let alert = NSAlert()
            alert.messageText = "Allow the action?"
            alert.addButton(withTitle: "Allow")
            alert.addButton(withTitle: "Cancel".localized)
            """
        let member = """
            extension String {
                var localized: String { NSLocalizedString(self, tableName: "Main", comment: "") }
            }
            """
        // “Cancel” is in the Main catalog (its key is its English text): nothing is missing.
        XCTAssertEqual(
            findings(code, workspace: ["StringExtension.swift": member], tables: LocalizationTables([catalog])).filter {
                $0.hasPrefix("missing-translation")
            },
            [])
    }

    func testAnAppsOwnLookUpFunctionIsReadWhenTheWorkspaceDeclaresIt() {
        let code = """
            let alert = UIAlertController(title: Bundle.module.localized("error"), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: localizedString("OK"), style: .default))
            """
        let functions = """
            extension Bundle {
                func localized(_ key: String) -> String { NSLocalizedString(key, bundle: self, comment: "") }
            }
            public func localizedString(_ key: String, _ params: String...) -> String {
                var string = NSLocalizedString(key, comment: "")
                return string
            }
            """
        let found = findings(code, workspace: ["Localizing.swift": functions])
        XCTAssertTrue(found.contains { $0.hasPrefix("title-generic") }, "\(found)")
        XCTAssertFalse(findings(code).contains { $0.hasPrefix("title-generic") }, "unknown functions stay unknown")
        // `String(localized:)` with the key wrapped as a `LocalizationValue`, as Xcodes writes it.
        let modern = """
            func localizeString(_ key: String, comment: String = "") -> String {
                return String(localized: String.LocalizationValue(key))
            }
            """
        let viaModern = findings(
            "let alert = UIAlertController(title: localizeString(\"error\"), message: nil, preferredStyle: .alert)",
            workspace: ["XcodesApp.swift": modern])
        XCTAssertTrue(viaModern.contains { $0.hasPrefix("title-generic") }, "\(viaModern)")
    }
}
