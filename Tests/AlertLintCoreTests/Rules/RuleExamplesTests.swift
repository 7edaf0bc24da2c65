import XCTest

@testable import AlertLintCore

/// Every rule's documented examples are its tests: violating snippets fire it, clean ones do
/// not, and fixing each `before` gives its `after`. The same examples feed `explain`, the hover
/// and docs/rules, so the documentation cannot drift from the behaviour.
final class RuleExamplesTests: XCTestCase {
    private func linter(for id: String) -> Linter {
        var configuration = LintConfiguration()
        configuration.select = [id]
        return Linter(
            configuration: configuration,
            localization: RuleCatalog.rule(id: id)?.description.examples.localization ?? LocalizationContext())
    }

    func testCatalogIsCompleteAndUnique() {
        let ids = RuleCatalog.all.map(\.description.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
        let contract = [
            "title-missing", "title-generic", "title-length", "title-case", "title-sentences", "message-length",
            "message-sentence", "message-explains-buttons", "message-repeats-title", "no-pronouns", "ok-specific",
            "ok-spelling", "yes-no", "button-case", "button-length", "cancel-title", "cancel-role", "cancel-position",
            "cancel-default", "cancel-missing", "single-cancel", "too-many-buttons", "destructive-style",
            "destructive-default", "multiple-cancel", "no-actions", "sheet-destructive-first", "sheet-length",
            "sheet-popover", "launch-alert", "critical-style", "cjk-punctuation", "cjk-spacing",
            "missing-translation",
        ]
        for id in contract { XCTAssertNotNil(RuleCatalog.rule(id: id), "missing rule \(id)") }
    }

    func testEveryRuleHasExamples() {
        for rule in RuleCatalog.all {
            let description = rule.description
            XCTAssertGreaterThanOrEqual(description.examples.violating.count, 1, description.id)
            XCTAssertGreaterThanOrEqual(description.examples.clean.count, 1, description.id)
            if description.fix != nil {
                XCTAssertGreaterThanOrEqual(description.examples.fixed.count, 1, "\(description.id) has a fix but no fixed example")
            }
            XCTAssertTrue(description.higURL.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"), description.id)
        }
    }

    func testViolatingExamplesFire() {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for example in rule.description.examples.violating {
                let result = linter(for: id).lint(SourceText(example))
                XCTAssertTrue(
                    result.diagnostics.contains { $0.ruleID == id }, "\(id) did not fire on:\n\(example)\nsites: \(result.sites.count)")
            }
        }
    }

    func testCleanExamplesStaySilent() {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for example in rule.description.examples.clean {
                let found = linter(for: id).lint(SourceText(example)).diagnostics.filter { $0.ruleID == id }
                XCTAssertTrue(found.isEmpty, "\(id) fired on a clean example:\n\(example)\n\(found.map(\.message))")
            }
        }
    }

    func testFixedExamplesFixAndSettle() {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (before, after) in rule.description.examples.fixed {
                let linter = linter(for: id)
                let outcome = linter.fix(SourceText(before), unsafe: true)
                let fixed = outcome.source.text(ByteRange(0, outcome.source.count))
                XCTAssertEqual(fixed, after, "\(id) fix of:\n\(before)")
                XCTAssertFalse(outcome.applied.isEmpty, "\(id) applied no fix")
                // Idempotent: fixing the result again changes nothing.
                let again = linter.fix(outcome.source, unsafe: true)
                XCTAssertEqual(again.source.bytes, outcome.source.bytes, "\(id) fix is not idempotent")
                XCTAssertEqual(Tokenizer.tokenize(outcome.source).problems, [], "\(id) fix left a lexical problem")
            }
        }
    }
}
