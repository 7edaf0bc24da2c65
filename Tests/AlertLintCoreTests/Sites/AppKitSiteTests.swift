import XCTest

@testable import AlertLintCore

final class AppKitSiteTests: XCTestCase {
    func testWindowControllerAlert() {
        let code = """
            final class DocumentWindowController: NSWindowController {
                func applicationDidFinishLaunching(_ notification: Notification) {
                    let alert = NSAlert()
                    alert.messageText = "Do you want to save the changes made to “\\(document.displayName)”?"
                    alert.informativeText = "Your changes will be lost if you don’t save them."
                    alert.alertStyle = .warning
                    let save = alert.addButton(withTitle: "Save")
                    alert.addButton(withTitle: "Cancel")
                    let discard = alert.addButton(withTitle: "Don’t Save")
                    discard.keyEquivalent = "d"
                    save.keyEquivalent = "\\r"
                    alert.beginSheetModal(for: window!) { response in
                        self.handle(response)
                    }
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertEqual(site.framework, .appkit)
        XCTAssertEqual(site.api, "NSAlert")
        XCTAssertEqual(site.title?.text, "Do you want to save the changes made to “\u{FFFC}”?")
        XCTAssertEqual(site.message?.text, "Your changes will be lost if you don’t save them.")
        XCTAssertEqual(sites.actionTitles(0), ["Save", "Cancel", "Don’t Save"])
        // NSAlert gives a button titled exactly "Cancel" the Escape key, which makes it the cancel one.
        XCTAssertEqual(sites.roles(0), [.default, .cancel, .default])
        XCTAssertEqual(site.preferredActionIndex, 0)
        XCTAssertNil(site.preferredActionRange)
        XCTAssertEqual(site.actions[0].keyEquivalent, "\r")
        XCTAssertEqual(site.actions[2].keyEquivalent, "d")
        XCTAssertEqual(sites.text(site.actions[0].range), "addButton")
        XCTAssertEqual(sites.text(site.actions[0].statementRange), #"let save = alert.addButton(withTitle: "Save")"#)
        XCTAssertFalse(site.isCriticalStyle)
        XCTAssertEqual(site.enclosingFunction, "applicationDidFinishLaunching(_:)")
        XCTAssertEqual(site.variableName, "alert")
        let end = site.statementInsertionOffset ?? 0
        XCTAssertTrue(sites.source.text(ByteRange(0, end)).hasSuffix(#"save.keyEquivalent = "\r""#))
        XCTAssertTrue(site.actionsComplete)
    }

    func testCriticalDestructiveAlertWithEscapeAndSuppression() {
        let code = """
            func confirmErase() -> Bool {
                let alert = NSAlert()
                alert.messageText = "Erase “Backup”?"
                alert.informativeText = "You can’t undo this action."
                alert.alertStyle = .critical
                alert.showsSuppressionButton = true
                alert.addButton(withTitle: "Erase")
                alert.addButton(withTitle: "Cancel")
                alert.buttons.first?.hasDestructiveAction = true
                alert.buttons[1].keyEquivalent = "\\u{1b}"
                return alert.runModal() == .alertFirstButtonReturn
            }
            """
        let sites = ExtractedSites(code)
        let site = sites[0]
        XCTAssertTrue(site.isCriticalStyle)
        XCTAssertTrue(site.showsSuppressionButton)
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel])
        XCTAssertEqual(site.actions[1].keyEquivalent, "\u{1b}")
        let end = site.statementInsertionOffset ?? 0
        XCTAssertEqual(sites.source.text(ByteRange(end - 1, end)), "\"")
        XCTAssertTrue(sites.source.text(ByteRange(0, end)).hasSuffix(#"alert.buttons[1].keyEquivalent = "\u{1b}""#))
    }

    func testButtonMarkedDestructiveAndConditionalButtons() {
        let code = """
            func ask(showHelp: Bool) {
                let alert = NSAlert()
                alert.messageText = "Move to Trash?"
                let trash = alert.addButton(withTitle: "Move to Trash")
                trash.hasDestructiveAction = true
                alert.addButton(withTitle: "Cancel")
                if showHelp {
                    alert.addButton(withTitle: "Help")
                }
                alert.runModal()
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel, .default])
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testErrorAlertAndUnreadableTitle() {
        let code = """
            func presentError(_ error: Error) {
                NSAlert(error: error).runModal()
                let alert = NSAlert()
                alert.messageText = error.localizedDescription
                alert.addButton(withTitle: NSLocalizedString("OK", comment: "button"))
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertNotNil(sites[0].title)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertEqual(sites.text(sites[0].title?.range), "error")
        XCTAssertTrue(sites[0].actions.isEmpty)
        XCTAssertNil(sites[0].preferredActionIndex)
        XCTAssertNil(sites[1].title?.text)
        XCTAssertEqual(sites.actionTitles(1), ["OK"])
        XCTAssertEqual(sites[1].actions[0].title?.isLocalized, true)
    }

    func testChainedButtonConfiguration() {
        let code = """
            func quit() {
                let alert = NSAlert()
                alert.messageText = "Quit While Downloading?"
                alert.addButton(withTitle: "Quit")
                alert.addButton(withTitle: "Keep Downloading").keyEquivalent = "\\u{1b}"
                alert.runModal()
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.roles(0), [.default, .cancel])
        XCTAssertEqual(sites[0].actions[1].keyEquivalent, "\u{1b}")
        XCTAssertEqual(sites[0].preferredActionIndex, 0)
    }
}
