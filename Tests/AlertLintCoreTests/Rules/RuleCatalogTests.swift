import XCTest

@testable import AlertLintCore

final class RuleCatalogTests: XCTestCase {
    func testLookUpByID() {
        XCTAssertEqual(RuleCatalog.all.count, 34)
        for rule in RuleCatalog.all {
            XCTAssertEqual(RuleCatalog.rule(id: rule.description.id)?.description.id, rule.description.id)
        }
        XCTAssertNil(RuleCatalog.rule(id: "no-such-rule"))
        XCTAssertNil(RuleCatalog.rule(id: ""))
    }

    func testDescriptionsAreComplete() {
        for rule in RuleCatalog.all {
            let description = rule.description
            let id = description.id
            XCTAssertGreaterThanOrEqual(description.examples.violating.count, 2, id)
            XCTAssertGreaterThanOrEqual(description.examples.clean.count, 2, id)
            XCTAssertEqual(description.fix == nil, description.examples.fixed.isEmpty, id)
            XCTAssertTrue([HIG.alerts, HIG.actionSheets].contains(description.higURL), id)
            XCTAssertFalse(description.summary.isEmpty, id)
            let sentences = Copy.sentences(description.guideline.replacingOccurrences(of: "\n", with: " ")).count
            XCTAssertTrue((2...5).contains(sentences), "\(id): \(sentences) sentences of guideline")
        }
    }

    func testCopyRulesShowChinese() {
        let copyRules = [
            "title-generic", "title-length", "title-case", "title-sentences", "message-length", "message-sentence",
            "message-explains-buttons", "message-repeats-title", "no-pronouns", "ok-specific", "yes-no",
            "button-case", "button-length", "cancel-title", "single-cancel",
        ]
        for id in copyRules {
            let examples = RuleCatalog.rule(id: id)?.description.examples
            let all = (examples?.violating ?? []) + (examples?.clean ?? [])
            XCTAssertTrue(all.contains(where: Copy.isChinese), "\(id) has no Chinese example")
        }
    }

    func testDestructiveStyleExplainsTheDeliberateChoiceExemption() {
        let guideline = RuleCatalog.rule(id: "destructive-style")?.description.guideline ?? ""
        XCTAssertTrue(guideline.contains("Empty Trash"))
        XCTAssertTrue(guideline.contains("deliberately"))
    }

    func testSeveritiesMatchTheContract() {
        let info: Set = [
            "title-sentences", "message-repeats-title", "button-length", "sheet-length", "launch-alert", "critical-style",
            "cjk-spacing", "missing-translation",
        ]
        let error: Set = ["multiple-cancel", "no-actions"]
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let expected: Severity = info.contains(id) ? .info : (error.contains(id) ? .error : .warning)
            XCTAssertEqual(rule.description.defaultSeverity, expected, id)
        }
    }
}
