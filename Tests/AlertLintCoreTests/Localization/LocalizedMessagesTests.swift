import XCTest

@testable import AlertLintCore

/// Every text of ours exists in both languages: a message, fix title or note that comes out in
/// English when Chinese was asked for fails here.
final class LocalizedMessagesTests: XCTestCase {
    private func diagnostics(_ id: String, _ language: MessageLanguage) -> [Diagnostic] {
        guard let rule = RuleCatalog.rule(id: id) else { return [] }
        var configuration = LintConfiguration()
        configuration.select = [id]
        configuration.messageLanguage = language
        let linter = Linter(configuration: configuration, localization: rule.description.examples.localization)
        let examples = rule.description.examples
        return (examples.violating + examples.fixed.map(\.before)).flatMap { linter.lint(SourceText($0)).diagnostics }
    }

    private func hasHan(_ text: String) -> Bool { text.unicodeScalars.contains(where: Copy.isHan) }

    func testEveryMessageFixTitleAndNoteHasAChineseTranslation() {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let chinese = diagnostics(id, .simplifiedChinese).filter { $0.ruleID == id }
            let english = diagnostics(id, .english).filter { $0.ruleID == id }
            XCTAssertFalse(chinese.isEmpty, id)
            XCTAssertEqual(chinese.count, english.count, id)
            for (zh, en) in zip(chinese, english) {
                XCTAssertTrue(hasHan(zh.message), "\(id): untranslated message “\(zh.message)”")
                XCTAssertNotEqual(zh.message, en.message, id)
                for fix in zh.fixes { XCTAssertTrue(hasHan(fix.title), "\(id): untranslated fix title “\(fix.title)”") }
                for note in zh.related { XCTAssertTrue(hasHan(note.message), "\(id): untranslated note “\(note.message)”") }
            }
            for diagnostic in english {
                XCTAssertFalse(diagnostic.message.contains("：请"), "\(id): Chinese in an English message")
                for fix in diagnostic.fixes {
                    XCTAssertTrue(fix.title.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false, "\(id): \(fix.title)")
                }
            }
        }
    }

    func testEverySummaryAndGuidelineHasAChineseTranslation() {
        for rule in RuleCatalog.all {
            let description = rule.description
            XCTAssertTrue(hasHan(description.summary(.simplifiedChinese)), description.id)
            XCTAssertTrue(hasHan(description.guideline(.simplifiedChinese)), description.id)
            XCTAssertNotEqual(description.localizedSummary.zh, description.localizedSummary.en, description.id)
        }
    }

    func testLocaleNamesChooseTheLanguage() {
        XCTAssertEqual(MessageLanguage.from(locale: "zh_CN.UTF-8"), .simplifiedChinese)
        XCTAssertEqual(MessageLanguage.from(locale: "zh-Hans"), .simplifiedChinese)
        XCTAssertEqual(MessageLanguage.from(locale: "zh"), .simplifiedChinese)
        XCTAssertEqual(MessageLanguage.from(locale: "en_US.UTF-8"), .english)
        XCTAssertEqual(MessageLanguage.from(locale: "C"), .english)
        XCTAssertEqual(MessageLanguage.from(locale: "zhx"), .english)
        XCTAssertEqual(MessageLanguage.from(option: nil, environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"]), .simplifiedChinese)
        XCTAssertEqual(MessageLanguage.from(option: "en", environment: ["LANG": "zh_CN.UTF-8"]), .english)
        XCTAssertEqual(MessageLanguage.from(option: nil, environment: ["LC_ALL": "en_GB", "LANG": "zh_CN"]), .english)
        XCTAssertEqual(MessageLanguage.from(option: nil, environment: [:]), .english)
    }
}
