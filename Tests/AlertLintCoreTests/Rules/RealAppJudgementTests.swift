import XCTest

@testable import AlertLintCore

/// The third round of judgements on real apps (Evaluation/findings.jsonl), each reduced to a few
/// lines: the rule is silent where the judges found it wrong or noise, and still fires where right.
final class RealAppJudgementTests: XCTestCase {
    private func findings(_ code: String, _ rule: String) -> [String] {
        var configuration = LintConfiguration()
        configuration.select = [rule]
        return Linter(configuration: configuration).lint(SourceText(code)).diagnostics.map(\.message)
    }

    private func alert(title: String, message: String? = nil, style: String = "alert", _ actions: [(String, String)] = [("OK", "default")])
        -> String
    {
        let message = message.map { "\"\($0)\"" } ?? "nil"
        return """
            let alert = UIAlertController(title: "\(title)", message: \(message), preferredStyle: .\(style))
            \(actions.map { "alert.addAction(UIAlertAction(title: \"\($0.0)\", style: .\($0.1)))" }.joined(separator: "\n"))
            """
    }

    func testGreetingsThanksAndInterjectionsKeepTheirExclamationMark() {
        for title in ["Welcome to Lu!", "Thank You!", "Thanks for Supporting Us!", "Oops!", "Congratulations!"] {
            XCTAssertEqual(findings(alert(title: title), "title-case"), [], title)
        }
        XCTAssertEqual(findings(alert(title: "Photo Deleted!"), "title-case").count, 1)
    }

    func testRequestsAndClausesAreSentencesNotFragments() {
        for title in [
            "Please add an image for the Blaze campaign", "We encountered a problem loading analytics",
            "Tiling in Rectangle has been disabled",
        ] {
            XCTAssertEqual(findings(alert(title: title), "title-case"), ["Title “\(title)” is a sentence: end it with a period"], title)
        }
    }

    func testFileNamesKeepTheirCase() {
        XCTAssertEqual(
            findings(alert(title: "Refused to load RectangleConfig.json"), "title-case"),
            [
                "Title “Refused to load RectangleConfig.json” is a fragment: use title-style capitalization, “Refused to Load RectangleConfig.json”"
            ]
        )
    }

    func testAFaceOrAnEmojiEndsAMessage() {
        for message in ["Check your email :)", "Unable to load podcast details :(", "All set 🎉"] {
            XCTAssertEqual(findings(alert(title: "Email Sent", message: message), "message-sentence"), [], message)
        }
    }

    func testAnUntitledActionSheetShowsItsMessageAsItsHeading() {
        let sheet = """
            let sheet = UIAlertController(title: nil, message: "Contact Customer", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Call", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertEqual(findings(sheet, "message-sentence"), [])
    }

    func testAMessageThatAddsAValueToTheTitleDoesNotRepeatIt() {
        XCTAssertEqual(findings(alert(title: "Delete", message: "Delete %@?"), "message-repeats-title"), [])
        XCTAssertEqual(findings(alert(title: "Downloading", message: "Downloading \\(game.title)..."), "message-repeats-title"), [])
        XCTAssertEqual(findings(alert(title: "Delete", message: "Delete."), "message-repeats-title").count, 1)
    }

    func testAConfirmationDialogTitleTheSystemMayHideIsNotLinted() {
        let hidden = """
            Text("Customer")
                .confirmationDialog("delete customer", isPresented: $isPresented) {
                    Button("Delete", role: .destructive) { }
                }
            """
        XCTAssertEqual(findings(hidden, "title-case"), [])
        XCTAssertEqual(
            findings(
                hidden.replacingOccurrences(of: "isPresented: $isPresented", with: "isPresented: $isPresented, titleVisibility: .visible"),
                "title-case"
            ).count, 1)
    }

    func testAnEmptyValueShowsTheKey() {
        let code = """
            let alert = UIAlertController(title: NSLocalizedString("Conflict with system setting", tableName: "Main", value: "", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            """
        XCTAssertEqual(findings(code, "title-missing"), [])
        XCTAssertEqual(findings(code, "title-case").count, 1)
    }

    func testATitleThatFallsBackIsCheckedInItsFallback() {
        let code = """
            func show(title: String?) {
                let alert = UIAlertController(title: title ?? "error", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """
        XCTAssertEqual(findings(code, "title-generic").count, 1)
    }
}
