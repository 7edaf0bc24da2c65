import XCTest

@testable import AlertLintCore

final class UIKitSiteTests: XCTestCase {
    func testViewControllerAlertBuiltOverSeveralStatements() {
        let code = """
            import UIKit

            final class DocumentViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func confirmDelete(_ document: Document, sender: UIBarButtonItem) {
                    let alert = UIAlertController(title: "Delete “\\(document.name)”?",
                                                  message: "This document will be removed from all your devices.",
                                                  preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        self.store.delete(document)
                    })
                    present(alert, animated: true)
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertEqual(site.framework, .uikit)
        XCTAssertEqual(site.kind, .alert)
        XCTAssertEqual(site.api, "UIAlertController")
        XCTAssertEqual(sites.text(site.range), "UIAlertController")
        XCTAssertEqual(site.title?.text, "Delete “\u{FFFC}”?")
        XCTAssertEqual(site.title?.literals.count, 1)
        XCTAssertEqual(site.message?.text, "This document will be removed from all your devices.")
        XCTAssertEqual(sites.actionTitles(0), ["Cancel", "Delete"])
        XCTAssertEqual(sites.roles(0), [.cancel, .destructive])
        XCTAssertTrue(site.actionsComplete)
        XCTAssertEqual(site.variableName, "alert")
        XCTAssertEqual(site.enclosingFunction, "confirmDelete(_:sender:)")
        XCTAssertEqual(sites.text(site.actions[0].roleRange), ".cancel")
        XCTAssertEqual(sites.text(site.actions[0].range), "UIAlertAction")
        XCTAssertEqual(
            sites.text(site.actions[0].statementRange),
            #"alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))"#)
        XCTAssertTrue(sites.text(site.actions[1].statementRange)?.hasSuffix("})") ?? false)
        XCTAssertNil(site.actions[0].roleInsertionOffset)
        let insertion = site.statementInsertionOffset ?? 0
        XCTAssertEqual(sites.source.text(ByteRange(insertion - 2, insertion)), "})")
    }

    func testActionsHeldInVariablesAndPreferredAction() {
        let code = """
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let cancel = UIAlertAction(title: "Not Now", style: .cancel)
                let ac = UIAlertController(title: "Turn On Notifications?", message: nil, preferredStyle: .alert)
                let enable = UIAlertAction(title: "Turn On", style: .default) { _ in
                    UIApplication.shared.registerForRemoteNotifications()
                }
                ac.addAction(cancel)
                ac.addAction(enable)
                ac.preferredAction = enable
                window?.rootViewController?.present(ac, animated: true)
                return true
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertNil(site.message)
        XCTAssertEqual(sites.actionTitles(0), ["Not Now", "Turn On"])
        XCTAssertEqual(sites.roles(0), [.cancel, .default])
        XCTAssertEqual(site.preferredActionIndex, 1)
        XCTAssertEqual(sites.text(site.preferredActionRange), "preferredAction = enable")
        XCTAssertEqual(sites.text(site.actions[1].statementRange), "ac.addAction(enable)")
        XCTAssertEqual(sites.text(site.actions[1].range), "UIAlertAction")
        XCTAssertEqual(site.variableName, "ac")
        XCTAssertEqual(site.enclosingFunction, "application(_:didFinishLaunchingWithOptions:)")
        XCTAssertTrue(site.actionsComplete)
    }

    func testActionSheetWithPopoverAndTextFields() {
        let code = """
            extension PhotoViewController {
                @objc func share(_ sender: UIBarButtonItem) {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Save to Files", style: .default, handler: saveToFiles))
                    sheet.addAction(UIAlertAction(title: "Cancel", style: UIAlertAction.Style.cancel))
                    sheet.popoverPresentationController?.barButtonItem = sender
                    present(sheet, animated: true)
                }

                func rename() {
                    let alert = UIAlertController(title: "Rename Photo", message: nil, preferredStyle: .alert)
                    alert.addTextField { field in field.text = self.photo.name }
                    alert.addAction(UIAlertAction(title: "Rename", style: .default))
                    present(alert, animated: true)
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites[0].kind, .actionSheet)
        XCTAssertNil(sites[0].title)
        XCTAssertTrue(sites[0].hasPopoverSource)
        XCTAssertEqual(sites.roles(0), [.default, .cancel])
        XCTAssertEqual(sites.text(sites[0].actions[1].roleRange), ".cancel")
        XCTAssertEqual(sites[0].enclosingFunction, "share(_:)")
        XCTAssertEqual(sites[1].kind, .alert)
        XCTAssertEqual(sites[1].textFieldCount, 1)
        XCTAssertFalse(sites[1].hasPopoverSource)
        XCTAssertEqual(sites[1].enclosingFunction, "rename()")
    }

    func testPopoverThroughIfLet() {
        let code = """
            func showOptions(from cell: UITableViewCell) {
                let menu = UIAlertController(title: "Options", message: nil, preferredStyle: .actionSheet)
                menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                if let popover = menu.popoverPresentationController {
                    popover.sourceView = cell
                    popover.sourceRect = cell.bounds
                }
                present(menu, animated: true)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertTrue(sites[0].hasPopoverSource)
        XCTAssertTrue(sites[0].actionsComplete)
    }

    func testActionSheetWithoutPopoverSource() {
        let sites = ExtractedSites(
            """
            func pick() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.popoverPresentationController?.permittedArrowDirections = .up
                present(sheet, animated: true)
            }
            """)
        XCTAssertFalse(sites[0].hasPopoverSource)
    }

    func testActionsAddedConditionallyOrInLoopsMakeTheListIncomplete() {
        let code = """
            func confirm(canUndo: Bool, extra: [UIAlertAction]) {
                let alert = UIAlertController(title: "Discard Changes?", message: nil, preferredStyle: .alert)
                if canUndo {
                    alert.addAction(UIAlertAction(title: "Undo", style: .default))
                }
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                present(alert, animated: true)
            }

            func loop(actions: [UIAlertAction]) {
                let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .alert)
                for action in actions { alert.addAction(action) }
                present(alert, animated: true)
            }

            func forEach(actions: [UIAlertAction]) {
                let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .alert)
                actions.forEach(alert.addAction)
            }

            func helper() {
                let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .alert)
                alert.addAction(makeCancelAction())
                alert.addAction(sharedOK)
            }

            func straight() {
                do {
                    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 5)
        XCTAssertEqual(sites.actionTitles(0), ["Undo", "Discard"])
        XCTAssertFalse(sites[0].actionsComplete)
        XCTAssertEqual(sites.actionTitles(1), [])
        XCTAssertFalse(sites[1].actionsComplete)
        XCTAssertFalse(sites[2].actionsComplete)
        XCTAssertEqual(sites.actionTitles(3), [])
        XCTAssertFalse(sites[3].actionsComplete)
        XCTAssertTrue(sites[4].actionsComplete)
        XCTAssertEqual(sites.actionTitles(4), ["OK"])
    }

    func testUnreadableStyleMakesTheListIncomplete() {
        let sites = ExtractedSites(
            """
            func ask(style: UIAlertAction.Style) {
                let alert = UIAlertController(title: "Continue?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Continue", style: style))
            }
            """)
        // The style is the function's parameter: each call fills it (`AlertHelperIndex`); the
        // helper's own alert is linted as incomplete.
        XCTAssertEqual(sites[0].actions.first?.roleParameter, 0)
        XCTAssertEqual(sites.actionTitles(0), ["Continue"])
        let unreadable = ExtractedSites(
            """
            let alert = UIAlertController(title: "Continue?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Continue", style: isDanger ? .destructive : .default))
            """)
        XCTAssertFalse(unreadable[0].actionsComplete)
        let computed = ExtractedSites(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: isPad ? .alert : .actionSheet)
            alert.addAction(UIAlertAction(title: "Go", style: danger ? .destructive : .default))
            """)
        XCTAssertEqual(computed[0].kind, .alert)
        XCTAssertFalse(computed[0].actionsComplete)
        XCTAssertNil(computed[0].actions.first?.roleRange)
    }

    func testLaterTitleAndMessageAssignmentsOverride() {
        let code = """
            func update(failed: Bool) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.title = "Can’t Save Document"
                alert.message = NSLocalizedString("save.failed.message", value: "Check your connection and try again.", comment: "")
                if failed {
                    alert.message = "Something else"
                }
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites[0].title?.text, "Can’t Save Document")
        // The last assignment sits under `if`: people may see its text, or what was there before,
        // which an `else` the engine does not track may replace: that one is unknown.
        XCTAssertEqual(sites[0].message?.alternatives.map(\.text), [nil, "Something else"])
    }

    func testLocalizedAndConcatenatedCopy() {
        let code = """
            func show() {
                let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: "Title"),
                                              message: "You can’t undo " + "this action.",
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: String(localized: "Delete"), style: .destructive))
                alert.addAction(UIAlertAction(title: String(format: NSLocalizedString("keep.%d", comment: ""), count), style: .cancel))
                alert.addAction(UIAlertAction(title: "Open " + appName, style: .default))
            }
            """
        let sites = ExtractedSites(code)
        let site = sites[0]
        XCTAssertEqual(site.title?.text, "delete.title")
        XCTAssertEqual(site.title?.isLocalized, true)
        XCTAssertEqual(site.message?.text, "You can’t undo this action.")
        XCTAssertEqual(site.message?.literals.count, 2)
        XCTAssertEqual(site.message?.isLocalized, false)
        XCTAssertEqual(site.actions[0].title?.text, "Delete")
        XCTAssertEqual(site.actions[0].title?.isLocalized, true)
        XCTAssertEqual(site.actions[1].title?.localization?.key, "keep.%d")
        XCTAssertNil(site.actions[2].title?.text)
        XCTAssertEqual(sites.text(site.actions[2].title?.range), #""Open " + appName"#)
    }

    func testInitSpellingsAndPropertyAlerts() {
        let code = """
            final class Coordinator {
                var alert: UIAlertController?

                func start() {
                    let sheet: UIAlertController = .init(title: "Sort By", message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(.init(title: "Name", style: .default))
                    sheet.addAction(UIAlertAction.init(title: "Cancel", style: .cancel))

                    self.alert = UIAlertController.init(title: "Signed Out", message: "Sign in again to sync.", preferredStyle: .alert)
                    self.alert?.addAction(UIAlertAction(title: "Sign In", style: .default))
                    alert?.addAction(UIAlertAction(title: "Later", style: .cancel))
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites.text(sites[0].range), "init")
        XCTAssertEqual(sites[0].kind, .actionSheet)
        XCTAssertEqual(sites[0].variableName, "sheet")
        XCTAssertEqual(sites.actionTitles(0), ["Name", "Cancel"])
        XCTAssertEqual(sites.text(sites[0].actions[0].range), "init")
        XCTAssertEqual(sites[1].variableName, "alert")
        XCTAssertEqual(sites.actionTitles(1), ["Sign In", "Later"])
        XCTAssertEqual(sites.roles(1), [.default, .cancel])
    }

    func testRoleInsertionOffsetWhenStyleIsMissing() {
        let code =
            #"let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert); a.addAction(UIAlertAction(title: "OK", handler: nil))"#
        let sites = ExtractedSites(code)
        let action = sites[0].actions[0]
        XCTAssertNil(action.roleRange)
        let offset = action.roleInsertionOffset ?? 0
        XCTAssertEqual(sites.source.text(ByteRange(offset - 4, offset)), #""OK""#)
    }

    func testHelperFunctionAndUnnamedAlerts() {
        let code = """
            func makeAlert(title: String) -> UIAlertController {
                let a = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                a.addAction(UIAlertAction(title: "OK", style: .default))
                return a
            }

            func quick() {
                present(UIAlertController(title: "Done", message: nil, preferredStyle: .alert), animated: true)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertNotNil(sites[0].title)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertEqual(sites.text(sites[0].title?.range), "title")
        XCTAssertEqual(sites[0].enclosingFunction, "makeAlert(title:)")
        // Returned to a caller that may add more actions.
        XCTAssertFalse(sites[0].actionsComplete)
        XCTAssertTrue(sites[1].actionsComplete)
        XCTAssertNil(sites[1].variableName)
        XCTAssertEqual(sites[1].title?.text, "Done")
        XCTAssertNil(sites[1].statementInsertionOffset)
    }

    func testCommentedOutAlertsDoNotCount() {
        let code = """
            func legacy() {
                // let alert = UIAlertController(title: "Old", message: nil, preferredStyle: .alert)
                /* let other = UIAlertController(title: "Older", message: nil, preferredStyle: .alert)
                   /* nested */ other.addAction(UIAlertAction(title: "OK", style: .default)) */
                let alert = UIAlertController(title: "New", message: nil, preferredStyle: .alert)
                // alert.addAction(UIAlertAction(title: "Gone", style: .default))
                alert.addAction(UIAlertAction(title: "OK", style: .default)) // trailing comment
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "New")
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
    }

    func testAlertsInClosuresAndConditionalCompilation() {
        let code = """
            func failed(with error: Error) {
                DispatchQueue.main.async { [weak self] in
                    let alert = UIAlertController(title: "无法连接", message: "请检查网络设置后重试。", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "好", style: .default))
                    self?.present(alert, animated: true)
                }
                #if DEBUG
                let debug = UIAlertController(title: "Debug", message: "\\(error)", preferredStyle: .alert)
                debug.addAction(UIAlertAction(title: "OK", style: .cancel))
                #endif
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites[0].title?.text, "无法连接")
        XCTAssertEqual(sites[0].message?.text, "请检查网络设置后重试。")
        XCTAssertEqual(sites.actionTitles(0), ["好"])
        XCTAssertTrue(sites[0].actionsComplete)
        XCTAssertEqual(sites[0].enclosingFunction, "failed(with:)")
        XCTAssertEqual(sites[1].message?.text, "\u{FFFC}")
        XCTAssertEqual(sites.roles(1), [.cancel])
    }

    func testVariableScopeEndsWithItsBlock() {
        let code = """
            func first() {
                let alert = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            func second(alert: UIAlertController) {
                alert.addAction(UIAlertAction(title: "Stray", style: .default))
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
    }

    func testTypeMentionsAreNotSites() {
        let code = """
            var alerts: [UIAlertController] = []
            let style = UIAlertController.Style.alert
            if let top = presentedViewController as? UIAlertController { top.dismiss(animated: true) }
            extension UIAlertController { func tint() {} }
            """
        XCTAssertEqual(ExtractedSites(code).count, 0)
    }

    func testAlertsHandedToOtherCodeAreIncomplete() {
        let code = """
            func a() {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                navigationController?.present(alert, animated: true, completion: nil)
            }
            func b() {
                let alert = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
                addStandardActions(to: alert)
                presentAlert(alert)
            }
            func c() -> UIAlertController {
                return UIAlertController(title: "C", message: nil, preferredStyle: .alert)
            }
            func d() {
                configure(UIAlertController(title: "D", message: nil, preferredStyle: .alert), style: .plain)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.sites.map(\.actionsComplete), [true, false, false, false])
        XCTAssertEqual(sites.sites.map(\.isHandedOff), [false, true, true, true])
    }

    func testLazyPropertyBuiltInAClosure() {
        let code = """
            final class PlayerViewController: UIViewController {
                private lazy var quitAlert: UIAlertController = {
                    let controller = UIAlertController(title: "Stop Playback?", message: nil, preferredStyle: .alert)
                    controller.addAction(UIAlertAction(title: "Stop", style: .destructive) { [weak self] _ in self?.stop() })
                    controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    return controller
                }()
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].variableName, "controller")
        XCTAssertEqual(sites.actionTitles(0), ["Stop", "Cancel"])
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel])
        XCTAssertTrue(sites[0].isHandedOff)
        XCTAssertNil(sites[0].enclosingFunction)
    }

    func testAnAppsOwnInitializerIsNotUIKits() {
        // Reduced from ownCloud: the convenience initializer adds the actions itself.
        let sites = ExtractedSites(
            """
            extension UIAlertController {
                convenience init(with title: String, message: String, destructiveLabel: String, destructiveAction: @escaping () -> Void) {
                    self.init(title: title, message: message, preferredStyle: .alert)
                    addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    addAction(UIAlertAction(title: destructiveLabel, style: .destructive) { _ in destructiveAction() })
                }
            }
            func unshare(_ controller: UIViewController) {
                let alert = UIAlertController(with: "Shared Folder", message: "Unshare this item?", destructiveLabel: "Unshare", destructiveAction: {})
                let plain = UIAlertController()
                controller.present(alert, animated: true)
            }
            """)
        XCTAssertEqual(sites.count, 3)
        XCTAssertEqual(sites[0].enclosingFunction, "init(with:message:destructiveLabel:destructiveAction:)")
        XCTAssertEqual(sites.roles(0), [.cancel, .destructive])
        // The app's initializer still builds a UIAlertController, whose copy and buttons are set
        // in its body: unknown here, never missing.
        XCTAssertEqual(sites[1].enclosingFunction, "unshare(_:)")
        XCTAssertNotNil(sites[1].title)
        XCTAssertNil(sites[1].title?.text)
        XCTAssertFalse(sites[1].actionsComplete)
        XCTAssertFalse(sites[1].kindIsKnown)
        // `UIAlertController()` keeps `preferredStyle` at its first case: an action sheet.
        XCTAssertEqual(sites[2].kind, .actionSheet)
        XCTAssertNil(sites[2].title)
    }

    func testAssignmentsInSwitchCasesAndReassignmentsInBranches() {
        // Reduced from nextcloud and a widget app: both gave a false no-actions error.
        let sites = ExtractedSites(
            """
            func failed(_ error: NSError) {
                let alert: UIAlertController
                switch error.code {
                case -11852:
                    alert = UIAlertController(title: "Camera Access Needed", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default, handler: nil))
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                default:
                    alert = UIAlertController(title: "Scanning Failed", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .cancel, handler: nil))
                }
                present(alert, animated: true, completion: nil)
            }
            func pick(onPad: Bool) {
                var alert = UIAlertController(title: "Match Column", message: nil, preferredStyle: .actionSheet)
                if onPad {
                    alert = UIAlertController(title: "Match Column", message: nil, preferredStyle: .alert)
                }
                alert.addAction(UIAlertAction(title: "Birthday", style: .default))
                present(alert, animated: true)
            }
            """)
        XCTAssertEqual(sites.count, 4)
        XCTAssertEqual(sites.actionTitles(0), ["Settings", "Cancel"])
        XCTAssertEqual(sites.actionTitles(1), ["OK"])
        XCTAssertEqual(sites.actionTitles(2), ["Birthday"])
        XCTAssertEqual(sites.actionTitles(3), ["Birthday"])
    }

    func testProgressAlertsTheCodeDismissesAreNotComplete() {
        let sites = ExtractedSites(
            """
            func showLoading() {
                let alert = UIAlertController(title: nil, message: "Please wait…", preferredStyle: .alert)
                alert.view.addSubview(UIActivityIndicatorView(style: .medium))
                present(alert, animated: true)
            }
            func flash(_ message: String) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                present(alert, animated: true) {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { alert.dismiss(animated: true) }
                }
            }
            func broken() {
                let alert = UIAlertController(title: "Log Out?", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
            """)
        XCTAssertEqual(sites.sites.map(\.actionsComplete), [false, false, true])
    }
}
