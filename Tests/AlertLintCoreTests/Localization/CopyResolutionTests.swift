import XCTest

@testable import AlertLintCore

/// Keys, constants and translations resolved at alert sites through the real linter.
final class CopyResolutionTests: XCTestCase {
    private let tables = LocalizationTables([
        StringsFileParser.parse(
            Array(
                """
                "photo.delete.title" = "Delete this photo?";
                "common.ok" = "OK";
                """.utf8), path: "en.lproj/Localizable.strings", language: "en", tableName: "Localizable"),
        StringsFileParser.parse(
            Array(
                """
                "photo.delete.title" = "删除这张照片?";
                "common.ok" = "好";
                "Delete" = "删除";
                """.utf8), path: "zh-Hans.lproj/Localizable.strings", language: "zh-Hans", tableName: "Localizable"),
    ])

    private func sites(_ code: String, constants: String = "", languages: [String] = []) -> (sites: [AlertSite], diagnostics: [Diagnostic])
    {
        var index = ConstantIndex()
        index.update(path: "Constants.swift", constants: ConstantIndex.constants(in: SourceText(constants), path: "Constants.swift"))
        let linter = Linter(localization: LocalizationContext(tables: tables, constants: index, languages: languages))
        let result = linter.lint(SourceText(code))
        return (result.sites.materialized, result.diagnostics)
    }

    func testIdentifierKeysReadTheDevelopmentTable() {
        let found = sites(
            """
            let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", value: "Remove", comment: ""), style: .destructive))
            """)
        let site = try? XCTUnwrap(found.sites.first)
        XCTAssertEqual(site?.title?.text, "Delete this photo?")
        XCTAssertEqual(site?.title?.externalLocation?.line, 1)
        XCTAssertTrue(site?.title?.literals.isEmpty ?? false, "table copy offers no fix at the site")
        // An English key is the text as written; `value:` wins over the key.
        XCTAssertEqual(site?.actions.first?.title?.text, "Cancel")
        XCTAssertNil(site?.actions.first?.title?.externalLocation)
        XCTAssertEqual(site?.actions.last?.title?.text, "Remove")
        XCTAssertEqual(site?.actions.last?.title?.localizationKey, "Delete")
    }

    func testConstantsAcrossFiles() {
        let constants = """
            enum UserText {
                static let deleteTitle = NSLocalizedString("delete.title", value: "Delete Bookmark?", comment: "")
                static var ok: String { Strings.commonOK }
            }
            enum Strings {
                static let commonOK = "OK"
                enum Errors { static let generic = "Error" }
            }
            extension L10n.Settings {
                static func title(_ count: Int) -> String {
                    return L10n.tr("Localizable", "common.ok", count, fallback: "Done")
                }
            }
            """
        let found = sites(
            """
            let alert = UIAlertController(title: UserText.deleteTitle, message: Strings.Errors.generic, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: UserText.ok, style: .default))
            alert.addAction(UIAlertAction(title: L10n.Settings.title(3), style: .default))
            alert.addAction(UIAlertAction(title: Unknown.thing, style: .default))
            """, constants: constants)
        let site = found.sites.first
        XCTAssertEqual(site?.title?.text, "Delete Bookmark?")
        XCTAssertEqual(site?.title?.externalLocation, FileLocation(path: "Constants.swift", line: 2, column: 16))
        XCTAssertEqual(site?.message?.text, "Error")
        // The table has `common.ok`: at run time its text wins over the fallback.
        XCTAssertEqual(site?.actions.map { $0.title?.text }, ["OK", "OK", nil])
    }

    func testTranslationsAreLintedAndPointAtTheTable() {
        let found = sites(
            """
            let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", comment: ""), style: .destructive))
            """, languages: ["zh-Hans"])
        let chinese = found.diagnostics.filter { $0.language == "zh-Hans" }
        let punctuation = chinese.first { $0.ruleID == "cjk-punctuation" }
        XCTAssertEqual(punctuation?.externalLocation, FileLocation(path: "zh-Hans.lproj/Localizable.strings", line: 1, column: 1))
        XCTAssertEqual(punctuation?.fixes, [])
        XCTAssertTrue(chinese.contains { $0.ruleID == "ok-specific" && $0.message.contains("删除") })
        XCTAssertTrue(chinese.allSatisfy { $0.fixes.isEmpty && $0.message.hasPrefix("[zh-Hans] ") })
        // “Cancel” is in no table at all: reported once, in the development language.
        let missing = found.diagnostics.filter { $0.ruleID == "missing-translation" }
        XCTAssertEqual(missing.count, 1, "\(missing.map(\.message))")
        XCTAssertNil(missing.first?.language)
    }

    func testIdentifierKeysWithoutTablesAreNotLintedAsCopy() {
        let keys = """
            let alert = NSAlert()
            alert.messageText = NSLocalizedString("general.ok_title", comment: "")
            alert.informativeText = NSLocalizedString("_info_", comment: "")
            alert.addButton(withTitle: NSLocalizedString("general.ok", comment: "OK"))

            """
        let code = keys + #"alert.addButton(withTitle: NSLocalizedString("delete this", comment: ""))"#
        let result = Linter(localization: LocalizationContext()).lint(SourceText(code))
        // `sites` still reports the keys as written; the rules read them as no copy.
        XCTAssertEqual(result.sites.first?.title?.text, "general.ok_title")
        let site = result.sites.first.map(CopyResolver.withoutTables)
        XCTAssertNil(site?.title?.text)
        XCTAssertNil(site?.message?.text)
        XCTAssertNil(site?.actions.first?.title?.text)
        XCTAssertTrue(site?.title?.literals.isEmpty ?? false, "a key is no copy to fix")
        let atKeys = result.diagnostics.filter { $0.range.start < keys.utf8.count }
        XCTAssertEqual(atKeys.map(\.ruleID), [], "\(atKeys.map(\.message))")
        XCTAssertFalse(result.diagnostics.contains { $0.ruleID == "missing-translation" })
        // An English key is still the text as written, and is still linted.
        XCTAssertEqual(site?.actions.last?.title?.text, "delete this")
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "button-case" })
    }

    func testIdentifierKeyHeuristic() {
        for key in ["alert.delete.title", "error_label", "deleteTitle", "ALERT_TITLE"] {
            XCTAssertTrue(CopyResolver.isIdentifierKey(key), key)
        }
        for key in ["Delete", "Delete this photo?", "OK", "Sign Out", "删除", "Wait...", ""] {
            XCTAssertFalse(CopyResolver.isIdentifierKey(key), key)
        }
    }
}

/// Localization functions declared under `wrappers` resolve like `NSLocalizedString`.
final class LocalizerConfigurationTests: XCTestCase {
    func testConfiguredLocalizerResolvesThroughTheTables() throws {
        let json = """
            { "wrappers": [ { "name": "Strings.localized", "key": "_", "table": "table" },
                            { "name": "tr", "key": "_2", "table": "_", "value": "fallback" } ] }
            """
        let configuration = try ConfigurationLoader.load(bytes: Array(json.utf8), path: ".alertlint.json")
        XCTAssertEqual(
            configuration.localizers,
            [
                LocalizerSpec(name: "Strings.localized", keyLabel: "_", tableLabel: "table"),
                LocalizerSpec(name: "tr", keyLabel: "_2", tableLabel: "_", valueLabel: "fallback"),
            ])
        XCTAssertTrue(configuration.wrappers.isEmpty)
        let tables = LocalizationTables([
            StringsFileParser.parse(
                Array("\"alert.title\" = \"Error\";".utf8), path: "en.lproj/Alerts.strings",
                language: "en", tableName: "Alerts")
        ])
        let linter = Linter(configuration: configuration, localization: LocalizationContext(tables: tables))
        let result = linter.lint(
            SourceText(
                """
                let alert = UIAlertController(title: Strings.localized("alert.title", table: "Alerts"), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """))
        XCTAssertEqual(result.sites.first?.title?.text, "Error")
        XCTAssertEqual(result.sites.first?.title?.externalLocation?.path, "en.lproj/Alerts.strings")
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "title-generic" && $0.externalLocation != nil })
    }

    func testLocalizerEntriesAreChecked() {
        for json in [
            #"{"wrappers": [{"name": "tr", "key": "_", "comment": "x"}]}"#, #"{"wrappers": [{"key": "_"}]}"#,
            #"{"wrappers": [{"name": "tr", "key": 3}]}"#,
        ] {
            XCTAssertThrowsError(try ConfigurationLoader.load(bytes: Array(json.utf8), path: ".alertlint.json"), json)
        }
    }
}
