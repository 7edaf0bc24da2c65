import XCTest

@testable import AlertLintCore

/// Judgements read off real apps, each reduced to a few lines: where the guideline (004 first)
/// says a finding is wrong or noise, the rule stays silent; where it is right, the rule still fires.
final class JudgementTests: XCTestCase {
    private func findings(_ code: String, _ rule: String, settings: RuleSettings = RuleSettings()) -> [String] {
        var configuration = LintConfiguration()
        configuration.select = [rule]
        configuration.settings = settings
        return Linter(configuration: configuration).lint(SourceText(code)).diagnostics.map(\.message)
    }

    private func alert(title: String, message: String? = nil, _ actions: [(String, String)]) -> String {
        let message = message.map { "\"\($0)\"" } ?? "nil"
        return """
            let alert = UIAlertController(title: "\(title)", message: \(message), preferredStyle: .alert)
            \(actions.map { "alert.addAction(UIAlertAction(title: \"\($0.0)\", style: .\($0.1)))" }.joined(separator: "\n"))
            """
    }

    // MARK: The deliberate choice (004)

    func testAlertConfirmingTheChosenActionNeedNotStyleItDestructive() {
        for title in ["Delete Photo?", "Are you sure you want to delete this photo?", "Confirmation", "Are you sure?"] {
            XCTAssertEqual(findings(alert(title: title, [("Cancel", "cancel"), ("Delete", "default")]), "destructive-style"), [], title)
        }
        // The message asks: an untitled confirmation.
        XCTAssertEqual(
            findings(
                alert(title: "", message: "Do you want to delete the selected items?", [("Cancel", "cancel"), ("Delete", "default")]),
                "destructive-style"),
            [])
        // A button that does something else than what the title asks about.
        XCTAssertEqual(
            findings(alert(title: "Install Update?", [("Cancel", "cancel"), ("Erase Settings", "default")]), "destructive-style").count, 1)
    }

    func testReplacingIsDestructiveWhenTheAlertSaysWhatIsReplaced() {
        let overwrite = alert(
            title: "Install the older version?", message: "The newer version on this Mac will be overwritten.",
            [("Cancel", "cancel"), ("Overwrite", "default")])
        XCTAssertEqual(findings(overwrite, "destructive-style").count, 1)
        XCTAssertEqual(
            findings(alert(title: "Replace All Matches?", [("Cancel", "cancel"), ("Replace All", "default")]), "destructive-style"), [])
        XCTAssertEqual(findings(alert(title: "Battery Low", [("Replace Now", "default"), ("Later", "cancel")]), "destructive-style"), [])
    }

    func testDestructiveDefaultConfirmingTheChosenActionIsAllowed() {
        let swiftUI = """
            Text("Clients")
                .alert("Confirmation", isPresented: $isDeleting) {
                    Button(role: .destructive) { } label: { Text("Delete") }.keyboardShortcut(.defaultAction)
                } message: {
                    Text("Do you want to forget the selected clients?")
                }
            """
        XCTAssertEqual(findings(swiftUI, "destructive-default"), [])
    }

    // MARK: Pronouns

    func testTitlePronounsThatAskOrBlameNotThoseThatName() {
        for title in ["Are you sure you want to sign out?", "You Entered the Wrong Password", "Would you like to add “\\(name)”?"] {
            XCTAssertEqual(findings(alert(title: title, [("OK", "default")]), "no-pronouns").count, 1, title)
        }
        for title in [
            "Your Download Is Ready", "Thank you!", "Check Your Email", "Open “My Photos”", "Find My iPhone Is Off",
            "Write to help@you.com", "You’re up to date!",
        ] {
            XCTAssertEqual(findings(alert(title: title, [("OK", "default")]), "no-pronouns"), [], title)
        }
        XCTAssertEqual(findings(alert(title: "Sign In", [("My Account", "default")]), "no-pronouns").count, 1)
        XCTAssertEqual(findings(alert(title: "Update Available", [("Remind Me Later", "cancel")]), "no-pronouns"), [])
        // “for Me” only says whom the deletion is for.
        let scopes = alert(
            title: "Delete Message?", [("Delete for Me", "destructive"), ("Delete for Everyone", "destructive"), ("Cancel", "cancel")])
        XCTAssertEqual(findings(scopes, "no-pronouns"), [])
        XCTAssertEqual(findings(alert(title: "Delete Message?", [("Delete My Copy", "destructive")]), "no-pronouns").count, 1)
    }

    func testMessagePronounsOnlyWhenAskedFor() {
        let code = alert(title: "Delete Photo?", message: "You can't undo this action.", [("Cancel", "cancel"), ("Delete", "destructive")])
        XCTAssertEqual(findings(code, "no-pronouns"), [])
        var settings = RuleSettings()
        settings.pronounsInMessagesSetting = true
        XCTAssertEqual(findings(code, "no-pronouns", settings: settings).count, 1)
    }

    // MARK: Sentences, fragments and endings

    func testANameFilledInEndsNoSentence() {
        for message in ["Choose a core to run \\(game.title)", "The entry must be between %d and %d"] {
            XCTAssertEqual(
                findings(alert(title: "Choose a Core", message: message, [("OK", "default")]), "message-sentence").count, 1, message)
        }
        // After a colon, “because”, or naming an error, the value may be a sentence with its period.
        for message in [
            "The download failed: \\(reason)", "The download failed because \\(reason)",
            "Could not connect to \\(error.localizedDescription)",
            "The download failed.\\n\\(details)",
        ] {
            XCTAssertEqual(
                findings(alert(title: "Download Failed", message: message, [("OK", "default")]), "message-sentence"), [], message)
        }
    }

    func testFormatSpecifiersAreValuesFilledInLater() {
        XCTAssertEqual(Copy.words("Delete %@ and %1$ld more?").filter { $0.kind == .placeholder }.map(\.text), ["%@", "%1$ld"])
        XCTAssertEqual(Copy.words("100% done").filter { $0.kind == .placeholder }, [])
        XCTAssertTrue(Copy.hasUnknownEnding("Error requesting %@ permission: %@"))
        XCTAssertTrue(Copy.hasUnknownEnding("Let us know how it went: “\u{FFFC}”"))
        XCTAssertFalse(Copy.hasUnknownEnding("Delete \u{FFFC} now"))
        // “Error requesting %@ permission: %@” adds the permission and the reason to “Error”.
        XCTAssertEqual(
            findings(alert(title: "Error", message: "Error requesting %@ permission: %@", [("OK", "default")]), "message-repeats-title"), []
        )
    }

    func testTitlesThatAreSentencesAreNotCapitalizedWordByWord() {
        XCTAssertEqual(
            findings(alert(title: "Your photo could not be saved", [("OK", "default")]), "title-case"),
            ["Title “Your photo could not be saved” is a sentence: end it with a period"])
        // A generic title needs new words (title-generic), not a period.
        XCTAssertEqual(findings(alert(title: "An error occurred", [("OK", "default")]), "title-case"), [])
        // A name in title style, then the clause in lower case: still a sentence.
        XCTAssertEqual(
            findings(alert(title: "Open Food Facts needs camera permissions", [("OK", "default")]), "title-case"),
            ["Title “Open Food Facts needs camera permissions” is a sentence: end it with a period"])
        XCTAssertEqual(findings(alert(title: "Backup Is Ready to Download", [("OK", "default")]), "title-case"), [])
        XCTAssertEqual(
            findings(alert(title: "Running low on memory! You can prevent this by closing apps", [("OK", "default")]), "title-case"),
            ["Title “Running low on memory! You can prevent this by closing apps” is a sentence: end it with a period"])
        XCTAssertEqual(findings(alert(title: "The file was moved to \\(folder)", [("OK", "default")]), "title-case"), [])
        XCTAssertEqual(
            findings(alert(title: "Unable to start web server!", [("OK", "default")]), "title-case"),
            [
                "Title “Unable to start web server!” is a fragment: use title-style capitalization without the final “!”, “Unable to Start Web Server”"
            ])
        XCTAssertEqual(
            findings(alert(title: "Failed to install the update.", [("OK", "default")]), "title-case"),
            [
                "Title “Failed to install the update.” is a fragment: use title-style capitalization without the final “.”, “Failed to Install the Update”"
            ])
    }

    // MARK: Rules that would contradict each other

    func testALoneCancelStyleButtonIsNotToldToBecomeCancel() {
        XCTAssertEqual(findings(alert(title: "Password Changed", [("Dismiss", "cancel")]), "cancel-title"), [])
        XCTAssertEqual(findings(alert(title: "Sign In?", [("Dismiss", "cancel"), ("Sign In", "default")]), "cancel-title").count, 1)
    }

    func testCriticalStyleIsRightWhenTheAlertIsAboutLoss() {
        let critical = { (message: String, button: String) in
            """
            let alert = NSAlert()
            alert.alertStyle = .critical
            alert.messageText = "Log Out?"
            alert.informativeText = "\(message)"
            alert.addButton(withTitle: "\(button)")
            alert.addButton(withTitle: "Cancel")
            """
        }
        XCTAssertEqual(findings(critical("Unsynced notes will be permanently deleted.", "Log Out"), "critical-style"), [])
        XCTAssertEqual(findings(critical("Notes that haven't synced stay here.", "Delete Notes"), "critical-style"), [])
        XCTAssertEqual(findings(critical("You can log in again at any time.", "Log Out"), "critical-style").count, 1)
    }

    /// Swapping `let cancel = alert.addButton(…)` past `cancel.toolTip = …` would read the
    /// name before it is declared: no reorder fix then.
    func testReorderFixIsNotOfferedWhenItWouldBreakTheCode() {
        let code = """
            let alert = NSAlert()
            alert.messageText = "Reset?"
            let cancel = alert.addButton(withTitle: "Cancel")
            cancel.toolTip = "Keeps the settings"
            alert.addButton(withTitle: "Reset")
            if alert.runModal() == .alertSecondButtonReturn { reset() }
            """
        var configuration = LintConfiguration()
        configuration.select = ["cancel-position"]
        let found = Linter(configuration: configuration).lint(SourceText(code)).diagnostics
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes, [])
        let movable = code.replacingOccurrences(of: "let cancel = alert", with: "alert").replacingOccurrences(
            of: "cancel.toolTip = \"Keeps the settings\"\n", with: "")
        XCTAssertEqual(Linter(configuration: configuration).lint(SourceText(movable)).diagnostics.first?.fixes.count, 1)
    }

    /// One button added to either of two alerts held by one variable is one finding.
    func testOneButtonOfTwoAlertsIsOneFinding() {
        let code = """
            func show(_ kind: Int) {
                let alert: NSAlert
                switch kind {
                case 0:
                    alert = NSAlert()
                    alert.messageText = "Request Failed"
                default:
                    alert = NSAlert()
                    alert.messageText = "Check Your Email"
                }
                alert.addButton(withTitle: "Ok")
                alert.runModal()
            }
            """
        XCTAssertEqual(findings(code, "ok-spelling"), ["Button “Ok” is spelled “OK”"])
    }

    func testButtonLengthReadsAlertButtonsOnly() {
        let sheet = """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Reset Controller Skin to Default", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertEqual(findings(sheet, "button-length"), [])
        XCTAssertEqual(
            findings(
                alert(title: "Shortcut Taken", [("Unassign existing shortcut and continue", "default"), ("Cancel", "cancel")]),
                "button-length"),
            ["Button “Unassign existing shortcut and continue” has 5 words (limit 4): use one or two words"])
    }

    /// Cancel added first but given Escape on purpose keeps Return off it (AltTab's reset alert).
    func testACancelGivenEscapeOnPurposeMayComeFirst() {
        let code = """
            let alert = NSAlert()
            alert.messageText = "Reset preferences?"
            let cancel = alert.addButton(withTitle: "Cancel")
            cancel.keyEquivalent = "\\u{1b}"
            alert.addButton(withTitle: "Reset")
            """
        XCTAssertEqual(findings(code, "cancel-position"), [])
    }
}
