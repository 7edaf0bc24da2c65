import XCTest

/// `check --languages all` on two realistic projects: a UIKit app with `Localizable.strings` in
/// `en.lproj` and `zh-Hans.lproj` (UTF-16 with a BOM, as older Xcode projects have it) and a
/// SwiftUI app with a String Catalog, SwiftGen constants and plurals.
final class LocalizedCopyTests: XCTestCase {
    private static let uikit = "Tests/Fixtures/LocalizedUIKitApp"
    private static let swiftUI = "Tests/Fixtures/LocalizedSwiftUIApp"

    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
    }

    /// The finding line and the note that follows it.
    private func assertFinding(
        _ output: String, _ site: String, _ message: String, note: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let all = lines(output)
        guard let index = all.firstIndex(where: { $0.hasPrefix(site) && $0.contains(message) }) else {
            XCTFail("no “\(site) … \(message)” in:\n\(output)", file: file, line: line)
            return
        }
        if let note {
            XCTAssertTrue(
                all.indices.contains(index + 1) && all[index + 1].hasPrefix(note), "no note \(note) after \(all[index])", file: file,
                line: line)
        }
    }

    func testUIKitAppInEveryLanguage() throws {
        let output = try AlertLintProcess.run(["check", "--languages", "all", "--format", "concise", Self.uikit])
        XCTAssertEqual(output.status, 1, output.stderr)
        let swift = Self.uikit + "/Sources/PhotoViewController.swift"
        let zh = Self.uikit + "/Resources/zh-Hans.lproj/Localizable.strings"
        let en = Self.uikit + "/Resources/en.lproj/Localizable.strings"
        // The development text comes from en.lproj (the key is an identifier).
        assertFinding(
            output.stdout, "\(swift):9:46: warning: Button “OK” doesn't say what it does: use “Delete”", "[ok-specific]",
            note: "\(en):7:1: note: the en text is here")
        assertFinding(
            output.stdout, "\(swift):9:46: warning: [zh-Hans] Button “好” doesn't say what it does: use “删除”", "[ok-specific]",
            note: "\(zh):6:1: note: the zh-Hans text is here")
        assertFinding(
            output.stdout, "\(swift):5:46: warning: [zh-Hans] Title “删除这张照片?” uses the half-width “?”", "[cjk-punctuation]",
            note: "\(zh):2:1: note:")
        assertFinding(
            output.stdout, "\(swift):8:46: warning: [zh-Hans] Cancel button “关闭” should be titled “取消”", "[cancel-title]",
            note: "\(zh):5:1: note:")
        // Messages are not held to the pronoun advice by default (004 dropped it).
        XCTAssertFalse(output.stdout.contains("照片将从你的所有设备上移除。” says"), output.stdout)
        // `UserText.uploadFailedTitle` is a constant in another file; the development table has its
        // key, so the table's text is what people read, whatever `value:` says.
        assertFinding(
            output.stdout, "\(swift):16:46: warning: Title “Error” doesn't say what happened", "[title-generic]",
            note: "\(en):9:1: note: the en text is here")
        assertFinding(output.stdout, "\(swift):16:46: warning: [zh-Hans] Title “错误”", "[title-generic]", note: "\(zh):8:1: note:")
        assertFinding(
            output.stdout, "\(swift):16:83: note: [zh-Hans] Key “upload.failed.message” has no zh-Hans translation",
            "[missing-translation]", note: nil)
        // A key in no table is reported once, not once per language.
        let missing = lines(output.stdout).filter { $0.contains("share.unavailable.title") }
        XCTAssertEqual(missing.count, 1, output.stdout)
        XCTAssertTrue(
            missing.first?.hasPrefix("\(swift):23:46: note: Key “share.unavailable.title” is in no string table") ?? false, output.stdout)
        // An English key with a translation: linted as written in English, translated text clean.
        XCTAssertFalse(output.stdout.contains("Sharing is turned off"), output.stdout)
    }

    /// Without `--languages` the development text is linted by every rule, and a Simplified
    /// Chinese translation only by `cjk-punctuation`, the rule for Chinese copy.
    func testWithoutLanguagesOnlyTheDevelopmentTextIsLinted() throws {
        let output = try AlertLintProcess.run(["check", "--format", "concise", Self.uikit])
        let translated = lines(output.stdout).filter { $0.contains("[zh-Hans]") }
        XCTAssertEqual(translated.count, 1, output.stdout)
        XCTAssertTrue(translated.first?.hasSuffix("[cjk-punctuation]") == true, output.stdout)
        XCTAssertTrue(
            output.stdout.contains("Resources/zh-Hans.lproj/Localizable.strings:2:1: note: the zh-Hans text is here [cjk-punctuation]"),
            output.stdout)
        let ignored = try AlertLintProcess.run(["check", "--format", "concise", "--ignore", "cjk-punctuation", Self.uikit])
        XCTAssertFalse(ignored.stdout.contains("[zh-Hans]"), ignored.stdout)
        XCTAssertTrue(output.stdout.contains("Button “OK” doesn't say what it does"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Resources/en.lproj/Localizable.strings:7:1: note:"), output.stdout)
    }

    func testSwiftUIAppWithAStringCatalog() throws {
        let output = try AlertLintProcess.run(["check", "--languages", "all", "--format", "concise", Self.swiftUI])
        XCTAssertEqual(output.status, 1, output.stderr)
        let swift = Self.swiftUI + "/Sources/DraftsView.swift"
        let catalog = Self.swiftUI + "/Resources/Localizable.xcstrings"
        assertFinding(
            output.stdout, "\(swift):11:16: warning: [zh-Hans] Title “删除所有草稿?” uses the half-width “?”", "[cjk-punctuation]",
            note: "\(catalog):91:23: note: the zh-Hans text is here")
        assertFinding(
            output.stdout, "\(swift):13:20: warning: [zh-Hans] Button “是” makes people reread the title: use “删除”", "[yes-no]",
            note: "\(catalog):41:23: note:")
        // A plural: the `other` form is the text linted.
        assertFinding(
            output.stdout, "\(swift):15:13: warning: [zh-Hans] Message “将删除 %lld 份草稿” isn't a complete sentence", "[message-sentence]",
            note: "\(catalog):72:29: note:")
        // SwiftGen: `L10n.Drafts.syncFailedTitle` resolves to its fallback, and to the catalog in Chinese.
        assertFinding(
            output.stdout, "\(swift):17:16: warning: Title “Error” doesn't say what happened", "[title-generic]",
            note: "\(Self.swiftUI)/Sources/Strings+Generated.swift:11:29: note: the text is defined here")
        assertFinding(output.stdout, "\(swift):17:16: warning: [zh-Hans] Title “出错了”", "[title-generic]", note: "\(catalog):121:23: note:")
        // The English development text from the catalog is clean: nothing about “Delete All Drafts?”.
        XCTAssertFalse(output.stdout.contains("Delete All Drafts"), output.stdout)
        XCTAssertFalse(output.stdout.contains("drafts.delete.title"), output.stdout)
    }

    func testJSONAndSARIFCarryTheTableLocation() throws {
        let json = try AlertLintProcess.run(["check", "--languages", "zh-Hans", "--format", "json", Self.swiftUI])
        XCTAssertTrue(json.stdout.contains(#""language":"zh-Hans""#), json.stdout)
        XCTAssertTrue(
            json.stdout.contains(
                #""copyLocation":{"file":"Tests/Fixtures/LocalizedSwiftUIApp/Resources/Localizable.xcstrings","line":91,"column":23}"#),
            json.stdout)
        let sarif = try AlertLintProcess.run(["check", "--languages", "all", "--format", "sarif", Self.swiftUI])
        XCTAssertTrue(sarif.stdout.contains("Resources/Localizable.xcstrings"), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains("the zh-Hans text is here"), sarif.stdout)
    }

    func testMessagesInChineseByLocaleOrEnvironment() throws {
        let byOption = try AlertLintProcess.run(["check", "--locale", "zh-Hans", "--format", "concise", Self.uikit])
        XCTAssertTrue(byOption.stdout.contains("warning: 按钮“OK”没有说明它做什么：改用“Delete” [ok-specific]"), byOption.stdout)
        XCTAssertTrue(byOption.stdout.contains("note: en 文本在这里 [ok-specific]"), byOption.stdout)
        let byEnvironment = try AlertLintProcess.run(
            ["check", "--format", "concise", Self.uikit],
            environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(byEnvironment.stdout.contains("按钮“OK”没有说明它做什么"), byEnvironment.stdout)
        let english = try AlertLintProcess.run(["check", "--format", "concise", Self.uikit], environment: ["LC_ALL": "en_US.UTF-8"])
        XCTAssertTrue(english.stdout.contains("Button “OK” doesn't say what it does"), english.stdout)
    }

    func testFixLeavesCopyInTablesAlone() throws {
        let folder = try TemporaryFolder()
        let root = AlertLintProcess.packageRoot.appendingPathComponent(Self.uikit)
        for relative in ["Sources/PhotoViewController.swift", "Sources/UserText.swift", "Resources/en.lproj/Localizable.strings"] {
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            try folder.write(relative, text)
        }
        let before = try folder.read("Sources/PhotoViewController.swift")
        let output = try AlertLintProcess.run(["fix", "--unsafe", "."], in: folder.url)
        XCTAssertEqual(try folder.read("Sources/PhotoViewController.swift"), before, output.stderr)
        XCTAssertEqual(try folder.read("Sources/UserText.swift").contains("value: \"Error\""), true)
    }

    /// Tables written as XML property lists are read like the old-style ones: no error for them,
    /// and their copy is linted.
    func testTablesWrittenAsPropertyLists() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Sources/Alert.swift",
            """
            import UIKit
            func confirm() -> UIAlertController {
                let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("delete.cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: NSLocalizedString("delete.confirm", comment: ""), style: .destructive))
                return alert
            }
            """)
        func plist(_ pairs: [(String, String)]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + pairs.map { "  <key>\($0.0)</key>\n  <string>\($0.1)</string>\n" }.joined() + "</dict>\n</plist>\n"
        }
        try folder.write(
            "Resources/en.lproj/Localizable.strings",
            plist([("delete.title", "Delete the photo?"), ("delete.cancel", "Cancel"), ("delete.confirm", "Delete")]))
        try folder.write(
            "Resources/zh-Hans.lproj/Localizable.strings",
            plist([("delete.title", "删除照片?"), ("delete.cancel", "取消"), ("delete.confirm", "删除")]))
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--languages", "all", "."], in: folder.url)
        XCTAssertFalse(output.stderr.contains("alertlint:"), output.stderr)
        XCTAssertTrue(output.stdout.contains("Title “删除照片?” uses the half-width “?”"), output.stdout)
        let sites = try AlertLintProcess.run(["sites", "."], in: folder.url)
        XCTAssertTrue(sites.stdout.contains("\"text\":\"Delete the photo?\""), sites.stdout)
    }

    func testSitesShowKeysConstantsAndWhereTheTextLives() throws {
        let output = try AlertLintProcess.run(["sites", Self.uikit + "/Sources/PhotoViewController.swift"])
        XCTAssertTrue(
            output.stdout.contains(
                #""text":"Delete this photo?","line":5,"column":46,"key":"photo.delete.title","copyLocation":{"file":"Tests/Fixtures/LocalizedUIKitApp/Resources/en.lproj/Localizable.strings","line":2,"column":1}"#
            ), output.stdout)
        XCTAssertTrue(output.stdout.contains(#""key":"upload.failed.title","constant":"UserText.uploadFailedTitle""#), output.stdout)
    }

    func testUnknownSuppressionIsReportedInChinese() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "// alertlint:disable:next no-such-rule\nlet x = 1\n")
        let output = try AlertLintProcess.run(["check", "--locale", "zh-Hans", "--format", "concise", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("抑制注释中的“no-such-rule”不是 AlertLint 规则"), output.stdout)
    }

    /// Each screen keeps its copy in a `Localization` enum nested in its own type: an alert's
    /// `Localization.title` is its own type's, as Swift looks the name up, not any screen's.
    func testANestedLocalizationEnumIsTheEnclosingTypes() throws {
        let folder = try TemporaryFolder()
        for (screen, title) in [("UploadViewController", "Upload failed"), ("SyncViewController", "Sync Failed")] {
            try folder.write(
                "App/\(screen).swift",
                """
                import UIKit

                final class \(screen): UIViewController {
                    func failed() {
                        let alert = UIAlertController(title: Localization.title, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }

                private extension \(screen) {
                    enum Localization {
                        static let title = NSLocalizedString("\(title)", comment: "")
                    }
                }

                """)
        }
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        let titleCase = lines(check.stdout).filter { $0.contains("warning:") && $0.contains("[title-case]") }
        XCTAssertEqual(titleCase.count, 1, check.stdout + check.stderr)
        XCTAssertTrue(titleCase.first?.hasPrefix("App/UploadViewController.swift:5:") == true, check.stdout)
        XCTAssertTrue(titleCase.first?.contains("“Upload failed”") == true, check.stdout)
    }

    /// `String(format: details ? A : B, name)`: each format the code may choose is a title.
    func testAFormatChosenByATernaryIsEachFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Updater.swift",
            """
            import AppKit

            enum Localized {
                static let notesTitle = String(localized: "What’s new in %@", comment: "")
                static let availableTitle = String(localized: "Update to %@?", comment: "")
            }

            func makeUpdateAlert(name: String, details: Bool) -> NSAlert {
                let alert = NSAlert()
                alert.messageText = String(format: details ? Localized.notesTitle : Localized.availableTitle, name)
                return alert
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "--select", "title-case", "App"], in: folder.url)
        let warnings = lines(check.stdout).filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 1, check.stdout + check.stderr)
        XCTAssertTrue(warnings.first?.hasPrefix("App/Updater.swift:10:") == true, check.stdout)
        XCTAssertTrue(warnings.first?.contains("“What’s New in %@”") == true, check.stdout)
    }

    /// `Text("key \(count) \(size)")` and `String(localized:)` with interpolations look up the key
    /// with each value as its format specifier (`key %lld %@`): the catalog's text is linted, not
    /// the key; an identifier key no table holds is no copy; English copy no table holds is
    /// linted as written.
    func testAnInterpolatedKeyIsLookedUpAsTheCatalogSpellsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/StorageView.swift",
            """
            import SwiftUI

            struct StorageView: View {
                @State var isConfirming = false
                let count = 3
                let size = "2 MB"

                var body: some View {
                    Text("Storage")
                        .confirmationDialog(String(localized: "storage.delete"), isPresented: $isConfirming) {
                            Button(String(localized: "storage.delete.action \\(count)"), role: .destructive) {}
                        } message: {
                            Text("storage.delete.message \\(count) \\(size)")
                        }
                        .alert("storage.cleaned \\(count)", isPresented: $isConfirming) {
                            Button("OK") {}
                        } message: {
                            Text("deleted \\(count) files")
                        }
                }
            }

            """)
        try folder.write(
            "App/Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "storage.delete" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete Downloads?" } } } },
                "storage.delete.action %lld" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "delete %lld videos" } } } },
                "storage.delete.message %lld %@" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld videos (%2$@) will be deleted" } } }
                }
              },
              "version" : "1.0"
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        let findings = lines(check.stdout).filter { $0.contains(": warning:") }
        let catalog = "App/Localizable.xcstrings"
        // The catalog's texts, each where the catalog writes it.
        assertFinding(check.stdout, "App/StorageView.swift:11:", "Button “delete %lld videos”", note: "\(catalog):5:")
        assertFinding(check.stdout, "App/StorageView.swift:13:", "Message “%1$lld videos (%2$@) will be deleted”", note: "\(catalog):")
        // `storage.cleaned %lld` is in no table: the key shows, which is no copy to lint.
        XCTAssertFalse(check.stdout.contains("storage.cleaned"), check.stdout)
        // English copy that no table holds shows as written.
        assertFinding(check.stdout, "App/StorageView.swift:18:", "Message “deleted \\(count) files”", note: nil)
        XCTAssertEqual(findings.count, 3, check.stdout)
    }

    /// `L10n.error` where no file declares `L10n` (SwiftGen's output is built, not checked in):
    /// the one-word key it spells, `"error" = "Error";`, is its copy, as `L10n.Alert.deleteTitle`
    /// spells `alert.delete_title`. A type the workspace declares is not taken for generated.
    func testAGeneratedOneWordAccessorIsItsKey() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Sync.swift",
            """
            import UIKit

            enum Strings {
                static let warning = "Heads up"
            }

            func showSyncError(on controller: UIViewController) {
                let alert = UIAlertController(title: L10n.error, message: L10n.Sync.failedMessage, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.ok, style: .default))
                controller.present(alert, animated: true)
            }

            func showSyncWarning(on controller: UIViewController) {
                let alert = UIAlertController(title: Strings.warning, message: L10n.Sync.failedMessage, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.ok, style: .default))
                controller.present(alert, animated: true)
            }

            """)
        try folder.write(
            "App/en.lproj/Localizable.strings",
            """
            "error" = "Error";
            "ok" = "Ok";
            "warning" = "Warning";
            "sync.failed_message" = "The library could not be synced.";

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        assertFinding(
            check.stdout, "App/Sync.swift:8:", "Title “Error” doesn't say what happened", note: "App/en.lproj/Localizable.strings:1:")
        assertFinding(check.stdout, "App/Sync.swift:9:", "Button “Ok”", note: "App/en.lproj/Localizable.strings:2:")
        // `Strings` is declared here: its `warning` is its own, not the table's.
        XCTAssertFalse(check.stdout.contains("“Warning”"), check.stdout)
        assertFinding(check.stdout, "App/Sync.swift:14:", "Title “Heads up”", note: "App/Sync.swift:4:")
    }

    /// A translation no rule reads keeps only its keys: a key missing from the development table
    /// but translated is still known (no `missing-translation`), and an app whose tables have no
    /// English is linted in its own first language, read in full once it is known.
    func testTranslationsNoRuleReadsAreReadForTheirKeys() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/PhotoViewController.swift",
            """
            import UIKit

            final class PhotoViewController: UIViewController {
                func confirm() {
                    let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: ""), message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("photo.delete.cancel", comment: ""), style: .cancel))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("photo.delete.confirm", comment: ""), style: .destructive))
                    present(alert, animated: true)
                }
            }

            """)
        try folder.write(
            "App/de.lproj/Localizable.strings", "\"photo.delete.title\" = \"delete this photo?\";\n\"photo.delete.cancel\" = \"Cancel\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", "\"photo.delete.confirm\" = \"Supprimer\";\n")
        let check = try AlertLintProcess.run(
            ["check", "--format", "concise", "--select", "title-case,missing-translation", "App"], in: folder.url)
        let warnings = lines(check.stdout).filter { $0.contains("warning:") }
        // German is the first language: its text is what people read.
        XCTAssertTrue(warnings.contains { $0.hasPrefix("App/PhotoViewController.swift:5:") && $0.contains("[title-case]") }, check.stdout)
        XCTAssertFalse(check.stdout.contains("photo.delete.confirm"), check.stdout)
        XCTAssertEqual(warnings.count, 1, check.stdout + check.stderr)
    }
}
