import XCTest

/// An app's own alert helper, found without configuration: `check`, `sites` and `fix` treat each
/// call as the alert it shows, its arguments as the copy.
final class AlertHelperCommandTests: XCTestCase {
    private func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Alerts.swift",
            """
            import UIKit

            extension UIViewController {
                func showAlert(title: String, message: String?, button: String = "OK") {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: button, style: .default))
                    present(alert, animated: true)
                }
            }

            """)
        try folder.write(
            "App/UploadViewController.swift",
            """
            import UIKit

            final class UploadViewController: UIViewController {
                func uploadFailed() {
                    showAlert(title: "Upload Failed", message: "Check your connection and try again.", button: "Ok")
                }
            }

            """)
        return folder
    }

    func testCheckReportsAtTheArgumentAndSitesListsTheCall() throws {
        let folder = try app()
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        XCTAssertTrue(
            check.stdout.contains("App/UploadViewController.swift:5:100: warning: Button “Ok”"), check.stdout + check.stderr)
        let sites = try AlertLintProcess.run(["sites", "App"], in: folder.url)
        XCTAssertTrue(
            sites.stdout.contains(#""file":"App\/UploadViewController.swift","line":5"#)
                || sites.stdout.contains(#""file":"App/UploadViewController.swift","line":5"#), sites.stdout)
        XCTAssertTrue(sites.stdout.contains(#""text":"Upload Failed""#), sites.stdout)
    }

    func testFixEditsTheArgumentAndLeavesTheHelperAlone() throws {
        let folder = try app()
        let helper = try folder.read("App/Alerts.swift")
        let fix = try AlertLintProcess.run(["fix", "App"], in: folder.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertTrue(try folder.read("App/UploadViewController.swift").contains(#"button: "OK")"#))
        XCTAssertEqual(try folder.read("App/Alerts.swift"), helper)
    }

    /// A helper that only passes its parameter on lives in a file that names no alert API (its
    /// calls are only named by the survey, not read); its callers are still the alert's sites.
    func testAHelperChainThroughAFileWithNoAlertWord() throws {
        let folder = try app()
        try folder.write(
            "App/Errors.swift",
            """
            import UIKit

            extension UIViewController {
                func showError(_ message: String) {
                    let text = message
                    showAlert(title: "Error", message: text)
                }
            }

            """)
        try folder.write(
            "App/SyncViewController.swift",
            """
            import UIKit

            final class SyncViewController: UIViewController {
                func syncFailed() {
                    showError("the sync failed")
                }
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        XCTAssertTrue(check.stdout.contains("App/SyncViewController.swift:5:19: warning:"), check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("[message-sentence]"), check.stdout)
    }

    /// Each link of a chain lives in a file that names no alert API, so each is found only once
    /// the link it calls is known to be a helper; the last caller is still the alert's site.
    func testAChainOfHelpersThroughSeveralFilesWithNoAlertWord() throws {
        let folder = try app()
        let links = [
            ("Errors", "func showError(_ message: String) { showAlert(title: \"Error\", message: message) }"),
            ("Sync", "func syncFailed(_ reason: String) { showError(reason) }"),
            ("Retry", "func retryFailed(because reason: String) { syncFailed(reason) }"),
            ("Settings", "func save() { retryFailed(because: \"the server did not answer\") }"),
        ]
        for (name, body) in links {
            try folder.write("App/\(name).swift", "import UIKit\n\nextension UIViewController {\n    \(body)\n}\n")
        }
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        XCTAssertTrue(
            check.stdout.contains("App/Settings.swift:4:40: warning:") && check.stdout.contains("[message-sentence]"),
            check.stdout + check.stderr)
        let sites = try AlertLintProcess.run(["sites", "App"], in: folder.url)
        XCTAssertTrue(sites.stdout.contains(#""text":"the server did not answer""#), sites.stdout)
    }

    /// `if let title = secondaryTitle { alert.addAction(…) }`: a call that passes no second title
    /// shows one button, not a second one without a title.
    /// A helper that styles its message with `setValue(_:forKey: "attributedMessage")`, the
    /// attributed string made of the same parameter, still shows the caller's text; one made of
    /// anything else hides it.
    func testAMessageRestyledThroughAttributedMessageKeepsTheCallersText() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Sheets.swift",
            """
            import UIKit

            extension UIViewController {
                func showSheet(title message: String = "", cancelAction: String = "Cancel") {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]
                    let styled = NSMutableAttributedString(string: message, attributes: font)
                    alert.setValue(styled, forKey: "attributedMessage")
                    alert.addAction(UIAlertAction(title: cancelAction, style: .cancel))
                    alert.popoverPresentationController?.sourceView = view
                    present(alert, animated: true)
                }

                func showSaved(note: String) {
                    let alert = UIAlertController(title: "Saved", message: "all changes were saved", preferredStyle: .alert)
                    alert.setValue(NSAttributedString(string: note), forKey: "attributedMessage")
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }

            final class DevicesViewController: UIViewController {
                func limitReached() {
                    showSheet(title: "You've reached the maximum number of devices", cancelAction: "Cancel")
                }
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "--select", "message-sentence", "App"], in: folder.url)
        let findings = check.stdout.split(separator: "\n").filter { $0.contains(": warning:") }
        XCTAssertEqual(findings.count, 1, check.stdout)
        XCTAssertTrue(findings.first?.hasPrefix("App/Sheets.swift:24:") == true, check.stdout)
        XCTAssertTrue(findings.first?.contains("“You've reached the maximum number of devices”") == true, check.stdout)
    }

    func testAButtonBehindAnOptionalParameterIsLeftOutWhereTheCallPassesNone() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Alerts.swift",
            """
            import UIKit

            extension UIViewController {
                func presentMessage(_ message: String, title: String, secondaryTitle: String? = nil) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    if let second = secondaryTitle {
                        alert.addAction(UIAlertAction(title: second, style: .cancel))
                    }
                    present(alert, animated: true)
                }
                func saved() {
                    presentMessage("Your changes are saved.", title: "Saved")
                }
                func leave() {
                    presentMessage("Your changes will be lost.", title: "Leave Without Saving?", secondaryTitle: "Stay")
                }
            }

            """)
        let sites = try AlertLintProcess.run(["sites", "App"], in: folder.url)
        let calls = sites.stdout.split(separator: "\n").filter { $0.contains(#""helperCall":true"#) }
        XCTAssertEqual(calls.count, 2, sites.stdout)
        let saved = try XCTUnwrap(calls.first { $0.contains(#""text":"Saved""#) })
        XCTAssertFalse(saved.contains(#""role":"cancel""#), String(saved))
        XCTAssertFalse(saved.contains(#""title":null"#), String(saved))
        let leave = try XCTUnwrap(calls.first { $0.contains(#""text":"Leave Without Saving?""#) })
        XCTAssertTrue(leave.contains(#""text":"Stay""#) && leave.contains(#""role":"cancel""#), String(leave))
    }

    /// `addCancelActionWithTitle(_:)` forwarding to `addActionWithTitle(_:style:)`, which adds and
    /// returns its button: both add a button with the style spelled, and a call on another alert
    /// (`alert.addCancelActionWithTitle(button)` in a factory) makes no adder of the factory.
    func testAnAdderThatForwardsToAnotherAddsItsButton() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/UIAlertController+Helpers.swift",
            """
            import UIKit

            extension UIAlertController {
                @discardableResult
                func addCancelActionWithTitle(_ title: String?, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                    return addActionWithTitle(title, style: .cancel, handler: handler)
                }

                @discardableResult
                func addActionWithTitle(_ title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                    let action = UIAlertAction(title: title, style: style, handler: handler)
                    addAction(action)
                    return action
                }

                static func make(title: String, button: String) -> UIAlertController {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    alert.addCancelActionWithTitle(button)
                    return alert
                }
            }

            """)
        try folder.write(
            "App/NoteViewController.swift",
            """
            import UIKit

            final class NoteViewController: UIViewController {
                func confirmDelete() {
                    let alert = UIAlertController(title: "Delete Note?", message: "This can’t be undone.", preferredStyle: .alert)
                    alert.addCancelActionWithTitle("Dismiss")
                    alert.addActionWithTitle("delete", style: .destructive)
                    present(alert, animated: true)
                }
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "App"], in: folder.url)
        XCTAssertTrue(check.stdout.contains("App/NoteViewController.swift:6:"), check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("“Dismiss”") && check.stdout.contains("[cancel-title]"), check.stdout)
        XCTAssertTrue(check.stdout.contains("App/NoteViewController.swift:7:") && check.stdout.contains("[button-case]"), check.stdout)
        let sites = try AlertLintProcess.run(["sites", "App"], in: folder.url)
        let confirm = try XCTUnwrap(sites.stdout.split(separator: "\n").first { $0.contains("confirmDelete") })
        XCTAssertTrue(confirm.contains(#""role":"cancel""#) && confirm.contains(#""role":"destructive""#), String(confirm))
        XCTAssertFalse(sites.stdout.contains(#""helperCall":true"#), sites.stdout)
    }
    /// A button factory (`func cancelAction() -> UIAlertAction`) in the file that adds its button:
    /// the finding is where the factory writes the title, and the fix edits it there.
    func testAFactoryOfTheSameFileIsReportedWhereItWritesTheTitle() throws {
        let folder = try TemporaryFolder()
        let picker = """
            import UIKit

            final class MediaPicker {
                func present(from origin: UIViewController) {
                    let menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    menu.addAction(cameraAction())
                    menu.addAction(cancelAction())
                    menu.popoverPresentationController?.sourceView = origin.view
                    origin.present(menu, animated: true)
                }

                func cameraAction() -> UIAlertAction {
                    let title = NSLocalizedString("Take a photo", comment: "")
                    return UIAlertAction(title: title, style: .default)
                }

                func cancelAction() -> UIAlertAction {
                    UIAlertAction(title: "Dismiss", style: .cancel)
                }
            }

            """
        try folder.write("App/MediaPicker.swift", picker)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "App"], in: folder.url)
        // The local the factory fills is reported where the button reads it; the calls are silent.
        XCTAssertTrue(check.stdout.contains("App/MediaPicker.swift:14:37: warning: Button “Take a photo”"), check.stdout)
        XCTAssertTrue(check.stdout.contains("App/MediaPicker.swift:18:30: warning: Cancel button “Dismiss”"), check.stdout)
        XCTAssertFalse(check.stdout.contains("App/MediaPicker.swift:6:"), check.stdout)
        XCTAssertFalse(check.stdout.contains("App/MediaPicker.swift:7:"), check.stdout)

        // Safe fixes edit the factory; a localized key changes only with --unsafe.
        _ = try AlertLintProcess.run(["fix", "App"], in: folder.url)
        var fixed = try folder.read("App/MediaPicker.swift")
        XCTAssertTrue(fixed.contains(#"UIAlertAction(title: "Cancel", style: .cancel)"#), fixed)
        XCTAssertTrue(fixed.contains(#"NSLocalizedString("Take a photo", comment: "")"#), fixed)
        _ = try AlertLintProcess.run(["fix", "--unsafe", "App"], in: folder.url)
        fixed = try folder.read("App/MediaPicker.swift")
        XCTAssertTrue(fixed.contains(#"NSLocalizedString("Take a Photo", comment: "")"#), fixed)
    }
    /// A convenience initializer of `NSAlert` or `UIAlertController` is a helper like any other:
    /// the call's arguments are the alert's copy, and buttons the caller adds afterwards stay.
    func testConvenienceInitializersAreHelpersAndKeepTheCallersButtons() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Alerts.swift",
            """
            import AppKit

            extension NSAlert {
                convenience init(messageText: String, informativeText: String) {
                    self.init()
                    self.messageText = messageText
                    self.informativeText = informativeText
                }

                static func present(title: String, detail: String, in window: NSWindow) {
                    NSAlert(messageText: title, informativeText: detail).beginSheetModal(for: window)
                }
            }

            """)
        try folder.write(
            "App/Sync.swift",
            """
            import AppKit

            final class Sync {
                func failed(in window: NSWindow) {
                    let alert = NSAlert(messageText: "unable to sync", informativeText: "The server didn't respond.")
                    alert.addButton(withTitle: "ok")
                    alert.beginSheetModal(for: window)
                }

                func done(in window: NSWindow) {
                    NSAlert.present(title: "Notes Synced", detail: "all notes are up to date", in: window)
                }
            }

            """)
        let check = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "App"], in: folder.url)
        XCTAssertTrue(check.stdout.contains("App/Sync.swift:5:42: warning: Title “unable to sync”"), check.stdout)
        XCTAssertTrue(check.stdout.contains("App/Sync.swift:6:36: warning: Button “ok”"), check.stdout)
        XCTAssertTrue(check.stdout.contains("App/Sync.swift:11:56: warning: Message “all notes are up to date”"), check.stdout)
        XCTAssertFalse(check.stdout.contains("App/Alerts.swift"), check.stdout)
    }
}
