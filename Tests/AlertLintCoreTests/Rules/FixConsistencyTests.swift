import XCTest

@testable import AlertLintCore

/// Rules agree with each other: applying any one fix, unsafe ones included, never creates a
/// finding of another rule (a lone cancel-style button told to become “Cancel” while
/// `single-cancel` forbids it). Checked on every documented example with the whole catalog.
final class FixConsistencyTests: XCTestCase {
    func testNoFixCreatesAnotherRulesFinding() {
        for rule in RuleCatalog.all {
            let examples = rule.description.examples
            let linter = Linter(localization: examples.localization)
            for example in examples.violating + examples.clean + examples.fixed.map(\.before) {
                let source = SourceText(example)
                let before = linter.lint(source).diagnostics
                for diagnostic in before {
                    for fix in diagnostic.fixes {
                        let fixed = SourceText(bytes: FixApplier.apply([fix], to: source).bytes)
                        let created = Self.created(by: diagnostic.ruleID, before, linter.lint(fixed).diagnostics)
                        XCTAssertEqual(
                            created, [],
                            "\(diagnostic.ruleID)'s fix “\(fix.title)” on \(rule.description.id)'s example:\n"
                                + fixed.text(ByteRange(0, fixed.count)))
                    }
                }
            }
        }
    }

    /// Real apps file translations under the English text (`"Erase all settings" = "清除所有设置";`
    /// with no English table): a fix that edits that key would leave every translation behind
    /// and create `missing-translation`, so the finding stays and offers no fix.
    func testCopyThatIsAKeyOtherLanguagesTranslateGetsNoFix() {
        let tables = LocalizationTables([
            StringsFileParser.parse(
                Array("\"settings.title\" = \"Settings\";".utf8), path: "en.lproj/Localizable.strings",
                language: "en", tableName: LocalizedReference.defaultTable),
            StringsFileParser.parse(
                Array("\"Failed to save suspend state\" = \"无法保存挂起状态\";".utf8), path: "zh-Hans.lproj/Localizable.strings",
                language: "zh-Hans", tableName: LocalizedReference.defaultTable),
        ])
        let source = SourceText(
            """
            let alert = NSAlert()
            alert.messageText = NSLocalizedString("Failed to save suspend state", comment: "")
            alert.addButton(withTitle: "OK")
            """)
        let diagnostics = Linter(localization: LocalizationContext(tables: tables)).lint(source).diagnostics
        let titleCase = diagnostics.filter { $0.ruleID == TitleCaseRule.id }
        XCTAssertEqual(titleCase.count, 1, diagnostics.map(\.message).description)
        XCTAssertEqual(titleCase.first?.fixes.count, 0)
        // With no table filing it, the same literal is the copy alone and the fix is offered.
        let untranslated = Linter().lint(source).diagnostics.filter { $0.ruleID == TitleCaseRule.id }
        XCTAssertEqual(untranslated.first?.fixes.count, 1)
    }

    /// Styled destructive where it stands, a sheet's second row would break sheet-destructive-first:
    /// the finding stays, without a fix; the top row still gets one.
    func testDestructiveStyleOffersNoFixThatLeavesItBelowTheTop() {
        let source = SourceText(
            """
            let sheet = UIAlertController(title: "Drafts", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share Drafts", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete All Drafts", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """)
        let found = Linter().lint(source).diagnostics.filter { $0.ruleID == DestructiveStyleRule.id }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes.count, 0)
        let top = SourceText(
            """
            let sheet = UIAlertController(title: "Drafts", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete All Drafts", style: .default))
            sheet.addAction(UIAlertAction(title: "Share Drafts", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """)
        XCTAssertEqual(Linter().lint(top).diagnostics.filter { $0.ruleID == DestructiveStyleRule.id }.first?.fixes.count, 1)
    }

    /// Messages of findings of rules other than `ruleID` that are in `after` but not `before`.
    static func created(by ruleID: String, _ before: [Diagnostic], _ after: [Diagnostic]) -> [String] {
        var remaining = Dictionary(before.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        var created: [String] = []
        for diagnostic in after where diagnostic.ruleID != ruleID {
            let count = remaining[diagnostic.ruleID, default: 0]
            if count == 0 { created.append("\(diagnostic.ruleID): \(diagnostic.message)") }
            remaining[diagnostic.ruleID] = count - 1
        }
        return created
    }
}
