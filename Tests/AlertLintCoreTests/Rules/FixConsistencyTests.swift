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
