import XCTest

@testable import AlertLintCore

final class LegacyAndWrapperSiteTests: XCTestCase {
    func testUIAlertViewButtons() {
        let code = """
            func showLegacy() {
                let alertView = UIAlertView(title: "Update Available", message: "Version 2.0 is ready to install.",
                                            delegate: self, cancelButtonTitle: "Later", otherButtonTitles: "Install", "Release Notes")
                alertView.addButton(withTitle: "Remind Me")
                alertView.alertViewStyle = .plainTextInput
                alertView.show()
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertEqual(site.api, "UIAlertView")
        XCTAssertEqual(site.kind, .alert)
        XCTAssertEqual(site.title?.text, "Update Available")
        XCTAssertEqual(sites.actionTitles(0), ["Later", "Install", "Release Notes", "Remind Me"])
        XCTAssertEqual(sites.roles(0), [.cancel, .default, .default, .default])
        XCTAssertEqual(sites.text(site.actions[1].range), #""Install""#)
        XCTAssertEqual(sites.text(site.actions[0].statementRange), #"cancelButtonTitle: "Later""#)
        XCTAssertEqual(site.textFieldCount, 1)
        XCTAssertEqual(site.enclosingFunction, "showLegacy()")
    }

    func testUIAlertViewWithoutCancelAndCancelIndex() {
        let code = """
            let view = UIAlertView()
            view.title = "Sign In Failed"
            view.addButton(withTitle: "Try Again")
            view.addButton(withTitle: "Cancel")
            view.cancelButtonIndex = 1
            let sheet = UIActionSheet(title: "Delete Draft?", delegate: nil, cancelButtonTitle: "Cancel",
                                      destructiveButtonTitle: "Delete", otherButtonTitles: "Save Draft")
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites[0].title?.text, "Sign In Failed")
        XCTAssertEqual(sites.roles(0), [.default, .cancel])
        XCTAssertEqual(sites[1].kind, .actionSheet)
        XCTAssertEqual(sites.actionTitles(1), ["Cancel", "Delete", "Save Draft"])
        XCTAssertEqual(sites.roles(1), [.cancel, .destructive, .default])
    }

    func testWrapperCallsBecomeSites() {
        let wrappers = [
            WrapperSpec(
                name: "showAlert", titleLabel: "title", messageLabel: "message",
                actions: [WrapperAction(label: "confirmTitle", role: .destructive)], cancelTitle: "Cancel"),
            WrapperSpec(
                name: "AlertHelper.notify", kind: .alert, titleLabel: "_", messageLabel: nil,
                actions: [WrapperAction(label: "button", role: .default)]),
        ]
        let code = """
            extension UIViewController {
                func showAlert(title: String, message: String?, confirmTitle: String, onConfirm: @escaping () -> Void) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            final class ListViewController: UIViewController {
                func remove() {
                    showAlert(title: "Remove Item?", message: nil, confirmTitle: "Remove") { self.removeItem() }
                    self.showAlert(title: "Clear History?", message: "This can’t be undone.", confirmTitle: "Clear", onConfirm: clear)
                    AlertHelper.notify("Saved", button: "OK")
                    notify("Not a wrapper", button: "OK")
                }
            }
            """
        let sites = ExtractedSites(code, wrappers: wrappers)
        XCTAssertEqual(sites.count, 4)
        XCTAssertEqual(sites[0].api, "UIAlertController")
        let first = sites[1]
        XCTAssertEqual(first.api, "showAlert")
        XCTAssertEqual(sites.text(first.range), "showAlert")
        XCTAssertEqual(first.title?.text, "Remove Item?")
        XCTAssertNil(first.message)
        XCTAssertEqual(sites.actionTitles(1), ["Remove", "Cancel"])
        XCTAssertEqual(sites.roles(1), [.destructive, .cancel])
        XCTAssertTrue(first.actionsComplete)
        XCTAssertEqual(first.enclosingFunction, "remove()")
        XCTAssertEqual(sites[2].message?.text, "This can’t be undone.")
        XCTAssertEqual(sites[3].api, "AlertHelper.notify")
        XCTAssertEqual(sites[3].title?.text, "Saved")
        XCTAssertEqual(sites.actionTitles(3), ["OK"])
    }

    func testWrapperWithUnlabeledArgumentsAndNilButtons() {
        let wrappers = [
            WrapperSpec(
                name: "confirm", kind: .confirmationDialog, framework: .swiftui, titleLabel: "_", messageLabel: nil,
                actions: [WrapperAction(label: "_", role: .destructive), WrapperAction(label: "secondary")])
        ]
        let code = """
            func confirm(_ title: String, secondary: String? = nil) {}
            Button("Delete") { confirm("Delete All Drafts?", secondary: nil) }
            confirm(draftTitle)
            """
        let sites = ExtractedSites(code, wrappers: wrappers)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites[0].framework, .swiftui)
        XCTAssertEqual(sites[0].kind, .confirmationDialog)
        XCTAssertEqual(sites[0].title?.text, "Delete All Drafts?")
        // The first unlabeled argument is both the title and the destructive button here; `nil` adds nothing.
        XCTAssertEqual(sites.actionTitles(0), ["Delete All Drafts?"])
        XCTAssertEqual(sites.roles(0), [.destructive])
        XCTAssertNil(sites[1].title?.text)
        XCTAssertEqual(sites.text(sites[1].title?.range), "draftTitle")
    }
}
