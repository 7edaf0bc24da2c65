import XCTest

@testable import AlertLintCore

/// Everything AlertLint shows as code or writes into it compiles: every rule's examples (the
/// documentation, `explain` and the hover show them), each fixed example, and the code each fix
/// writes into the examples, applied one at a time and all together. Checked by the compiler
/// against declarations shaped like the real SDKs, which parsing alone would not catch
/// (`alert.hasDestructiveAction = true` parses, and does not compile).
final class SDKTypeCheckTests: XCTestCase {
    private func snippets() -> [SDKTypeCheck.Snippet] {
        var found: [SDKTypeCheck.Snippet] = []
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let examples = rule.description.examples
            let linter = Linter(localization: examples.localization)
            for (kind, codes) in [("violating", examples.violating), ("clean", examples.clean), ("fixed", examples.fixed.map(\.after))] {
                found += codes.map { SDKTypeCheck.Snippet(origin: "\(id) \(kind) example", code: $0) }
            }
            for example in examples.violating + examples.fixed.map(\.before) {
                let source = SourceText(example)
                for diagnostic in linter.lint(source).diagnostics {
                    for fix in diagnostic.fixes {
                        let fixed = FixApplier.apply([fix], to: source).bytes
                        found.append(
                            .init(
                                origin: "\(diagnostic.ruleID)'s fix “\(fix.title)” on \(id)'s example",
                                code: String(decoding: fixed, as: UTF8.self)))
                    }
                }
                let all = linter.fix(source, unsafe: true).source
                found.append(.init(origin: "every fix on \(id)'s example", code: all.text(ByteRange(0, all.count))))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.code).inserted }
    }

    func testExamplesAndTheCodeFixesWriteTypeCheck() throws {
        let checker = try SDKTypeCheck()
        for failure in try checker.failures(snippets()) {
            XCTFail("\(failure.snippet.origin) does not compile:\n\(failure.snippet.code)\n" + failure.errors.joined(separator: "\n"))
        }
    }

    /// The check can fail: the fix AlertLint once wrote for AppKit does not compile, because NSAlert
    /// has no `hasDestructiveAction` (its buttons do), and a SwiftUI role that does not exist neither.
    func testCodeThatDoesNotCompileIsCaught() throws {
        let checker = try SDKTypeCheck()
        let broken = [
            "let alert = NSAlert()\nalert.addButton(withTitle: \"Delete\")\nalert.hasDestructiveAction = true",
            "Text(\"x\")\n    .alert(\"Delete?\", isPresented: $isConfirming) {\n        Button(\"Delete\", role: .danger) { }\n    }",
            "let alert = UIAlertController(title: \"T\", message: nil)",
        ].map { SDKTypeCheck.Snippet(origin: "broken", code: $0) }
        let failures = try checker.failures(broken)
        XCTAssertEqual(failures.count, broken.count, failures.map(\.errors).description)
        XCTAssertTrue(failures.first?.errors.first?.contains("hasDestructiveAction") ?? false, failures.first?.errors.description ?? "")
    }
}
