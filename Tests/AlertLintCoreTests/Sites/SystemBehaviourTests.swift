import XCTest

@testable import AlertLintCore

/// What the frameworks do that the code does not spell, each in the API's real form: the buttons
/// the system adds, the defaults it picks, the properties that exist where they exist.
final class SystemBehaviourTests: XCTestCase {
    // MARK: AppKit

    /// NSAlert has no `hasDestructiveAction`; each NSButton has one (macOS 11).
    func testAppKitMarksDestructiveButtonsOnTheButton() {
        let sites = ExtractedSites(
            """
            func confirm() {
                let alert = NSAlert()
                alert.messageText = "Replace the library?"
                alert.addButton(withTitle: "Replace")
                alert.addButton(withTitle: "Merge")
                alert.addButton(withTitle: "Cancel")
                alert.buttons[1].hasDestructiveAction = true
                alert.buttons.first?.hasDestructiveAction = true
            }
            func other() {
                let alert = NSAlert()
                alert.addButton(withTitle: "Keep")
                alert.addButton(withTitle: "Erase")
                alert.buttons.last?.hasDestructiveAction = true
                alert.addButton(withTitle: "Cancel")
                alert.addButton(withTitle: "Remove").hasDestructiveAction = true
            }
            """)
        XCTAssertEqual(sites.roles(0), [.destructive, .destructive, .cancel])
        // `.last?` is the last button added so far, not the last one at the end.
        XCTAssertEqual(sites.roles(1), [.default, .destructive, .cancel, .destructive])
    }

    func testErrorAlertTakesCopyAndButtonsFromTheError() {
        let sites = ExtractedSites("func show(_ error: Error) { NSAlert(error: error).runModal() }")
        XCTAssertNotNil(sites[0].title)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertFalse(sites[0].actionsComplete)
        let linter = Linter()
        XCTAssertEqual(
            linter.lint(SourceText("func show(_ error: Error) { NSAlert(error: error).runModal() }")).diagnostics.map(\.ruleID), [])
    }

    // MARK: UIKit

    func testAppsOwnMethodsOnTheAlertMayAddActions() {
        let sites = ExtractedSites(
            """
            func ask() {
                let sheet = UIAlertController(title: nil, message: "Discard changes?", preferredStyle: .actionSheet)
                sheet.addDiscardAction { _ in }
                sheet.addDismissAction()
                present(sheet, animated: true)
            }
            """)
        // Methods neither the file nor a known library declares: what they add is not known.
        XCTAssertFalse(sites[0].actionsComplete)
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.filter { ["no-actions", "cancel-missing"].contains($0.ruleID) }, [])
    }

    func testPopoverHandedToAHelperOrAnAppsPresenterMayBeAnchored() {
        let sites = ExtractedSites(
            """
            func one() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                anchor.apply(to: sheet.popoverPresentationController)
                present(sheet, animated: true)
            }
            func two() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                presentAlert(alert: sheet, location: .editBar)
            }
            func three() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            }
            """)
        XCTAssertEqual(sites.sites.map(\.hasPopoverSource), [true, true, false])
        XCTAssertTrue(sites[1].actionsComplete, "an app's presenter shows the alert as it is")
    }

    func testAnAlertKeptInAPropertyMayBeConfiguredElsewhere() {
        let sites = ExtractedSites(
            """
            final class Loader {
                private var alertController: UIAlertController?
                init(title: String) {
                    alertController = UIAlertController(title: "", message: nil, preferredStyle: .alert)
                }
                func show() { alertController?.title = titleToSet }
            }
            """)
        XCTAssertTrue(sites[0].isHandedOff)
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.map(\.ruleID), [])
    }

    /// A `let alert` in a nested closure shadows the outer one only inside the closure.
    func testShadowingInANestedBlockKeepsTheOuterVariable() {
        let sites = ExtractedSites(
            """
            func pledge() {
                let alertController = UIAlertController(title: "Pledge", message: nil, preferredStyle: .alert)
                let confirm = UIAlertAction(title: "Confirm", style: .default) { _ in
                    let alertController = UIAlertController(title: "Thanks", message: nil, preferredStyle: .alert)
                    alertController.addAction(UIAlertAction(title: "OK", style: .default))
                }
                alertController.addAction(confirm)
                alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """)
        XCTAssertEqual(sites.actionTitles(0), ["Confirm", "Cancel"])
        XCTAssertEqual(sites.actionTitles(1), ["OK"])
    }

    // MARK: SwiftUI

    func testSwiftUIAddsACancelBesideADestructiveButton() {
        let sites = ExtractedSites(
            """
            Text("Server")
                .alert("Delete Server?", isPresented: $isDeleting) {
                    Button("Delete", role: .destructive) { }
                }
            """)
        XCTAssertEqual(sites.actionTitles(0), ["Delete", "Cancel"])
        XCTAssertEqual(sites[0].actions.map(\.isAddedBySystem), [false, true])
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.filter { $0.ruleID == "cancel-missing" }, [])
    }

    /// `.alert(item: $error)` with no content and `.alert(title:message:isPresented:)` are not
    /// SwiftUI's: an app's helper, whose copy is unknown, never missing. (`.alert(error: $error)`,
    /// driven by neither `isPresented:` nor `item:`, is not taken for an alert at all.)
    func testModifiersSwiftUIDoesNotDeclareAreTheAppsHelpers() {
        let code = """
            Text("Feed")
                .alert(item: $error)
                .alert(error: $loadError)
                .alert(title: "Saved", message: "Done", isPresented: $saved)
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        for site in sites.sites {
            XCTAssertNotNil(site.title)
            XCTAssertNil(site.title?.text)
            XCTAssertFalse(site.actionsComplete)
        }
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.map(\.ruleID), [])
    }

    // MARK: Where the code runs

    func testDebugOnlyCodeIsReadOnlyByTheCrashRules() {
        let code = """
            func debugMenu() {
                #if DEBUG
                let sheet = UIAlertController(title: "debug menu", message: "tap a thing", preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "reset everything", style: .default))
                present(sheet, animated: true)
                #endif
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertTrue(sites[0].isDebugOnly)
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.map(\.ruleID), ["sheet-popover"])
        let release = ExtractedSites(code.replacingOccurrences(of: "#if DEBUG", with: "#if !DEBUG"))
        XCTAssertFalse(release[0].isDebugOnly)
    }

    func testArmsOfAnIfDirectiveNeverShowTogether() {
        let code = """
            func webServer() {
                let alert = UIAlertController(title: "Web Server Active", message: nil, preferredStyle: .alert)
                #if os(tvOS)
                alert.addAction(UIAlertAction(title: "Hide", style: .default))
                alert.addAction(UIAlertAction(title: "Stop", style: .cancel))
                #else
                alert.addAction(UIAlertAction(title: "Stop", style: .cancel))
                alert.addAction(UIAlertAction(title: "View", style: .default))
                #endif
                present(alert, animated: true)
            }
            func tvOnly() {
                #if os(tvOS)
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
                #endif
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(ShownTogether.most(sites[0].actions), 2)
        XCTAssertTrue(sites[1].isNeverOnIPad)
        let found = Linter().lint(sites.source).diagnostics.map(\.ruleID)
        XCTAssertFalse(found.contains("too-many-buttons"), "\(found)")
        XCTAssertFalse(found.contains("multiple-cancel"), "\(found)")
        XCTAssertFalse(found.contains("sheet-popover"), "\(found)")
    }

    /// A web page's `alert()`, `confirm()` and `prompt()`: its text is the page's, and only the
    /// rules about crashes read the panel.
    func testWebPagePanelsAreNotTheAppsCopy() {
        let code = """
            func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
                         initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "ok", style: .default) { _ in completionHandler(true) })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completionHandler(false) })
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
                present(alert, animated: true)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertTrue(sites[0].showsWebPageText)
        XCTAssertEqual(Linter().lint(sites.source).diagnostics.map(\.ruleID), ["multiple-cancel"])
    }
}
