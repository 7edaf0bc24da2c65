import XCTest

@testable import AlertLintCore

/// A file the survey rules out is not linted again; what the lint reports must not change.
final class SurveyedLintTests: XCTestCase {
    func testRulingAFileOutNeverChangesItsFindings() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try FileManager.default.subpathsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        var texts = try files.map { try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }
        // Files with nothing to find, with a suppression only, and with a call of a helper only.
        texts += [
            "struct Point { var x = 0 }\n", "// alertlint:disable:next no-such-rule\nlet x = 1\n",
            "func later() { showAlert(title: \"error\", message: \"x\") }\n", "let s = \"unterminated\n",
        ]
        let helper = SourceText(
            """
            extension UIViewController {
                func showAlert(title: String, message: String) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """)
        let context = LocalizationContext(
            tables: LocalizationTables(), surveys: [("Helper.swift", FileSurvey(helper, path: "Helper.swift"))])
        let linter = Linter(localization: context)
        for text in texts {
            let source = SourceText(text)
            let survey = FileSurvey(source, path: "File.swift")
            XCTAssertEqual(
                linter.lint(source, surveyed: survey).diagnostics.map(\.message), linter.lint(source).diagnostics.map(\.message), text)
            XCTAssertEqual(linter.lint(source, surveyed: survey).problems, linter.lint(source).problems, text)
        }
    }
}
