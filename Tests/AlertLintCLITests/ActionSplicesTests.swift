import Foundation
import XCTest

/// A helper that adds the buttons its caller lists (`actions: [UIAlertAction]`, added in a loop or
/// a `forEach`): at each call, the array literal's buttons are the alert's, reported and fixed at
/// the call. A call on `self` reaches the helper of the caller's own class chain.
final class ActionSplicesTests: XCTestCase {
    private static let helpers = """
        import UIKit

        extension UIViewController {
            func presentAlert(title: String, message: String, actions: [UIAlertAction] = [], completion: (() -> Void)? = nil) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                if actions.isEmpty {
                    alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .cancel))
                } else {
                    for action in actions {
                        alert.addAction(action)
                    }
                }
                present(alert, animated: true, completion: completion)
            }

            func confirm(title: String, actions: [UIAlertAction], proceed: @escaping () -> Void) {
                let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
                actions.forEach { sheet.addAction($0) }
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.sourceView = view
                present(sheet, animated: true)
            }

            func confirmDelete(actions: [UIAlertAction]) {
                presentAlert(title: "Delete Photo?", message: "The photo is removed from all devices.", actions: actions)
            }
        }

        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func presentAlert(title: String, message: String, actions: [UIAlertAction] = [], textFields: Int = 0) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                actions.forEach(alert.addAction)
                window?.rootViewController?.present(alert, animated: true)
            }
        }

        """

    private static let screens = """
        import UIKit

        class BaseViewController: UIViewController {}

        final class LibraryViewController: BaseViewController {
            func removeLocalSource() {
                presentAlert(
                    title: "Remove Local Source?",
                    message: "All imported files will be removed.",
                    actions: [
                        UIAlertAction(title: "Cancel", style: .cancel),
                        UIAlertAction(title: "OK", style: .default) { _ in
                            print("removed")
                        },
                    ]
                )
            }

            func finished() {
                presentAlert(title: "Import Finished", message: "All files were imported.")
            }

            func deleteEverything(_ extra: [UIAlertAction]) {
                confirm(title: "Delete All Books?", actions: extra) {}
            }

            func deletePhoto() {
                confirmDelete(actions: [
                    UIAlertAction(title: "Cancel", style: .cancel),
                    UIAlertAction(title: "delete photo", style: .destructive),
                ])
            }
        }

        """

    func testTheButtonsACallListsAreTheAlertsAtTheCall() throws {
        let folder = try TemporaryFolder()
        try folder.write("Helpers.swift", Self.helpers)
        try folder.write("LibraryViewController.swift", Self.screens)
        let report = try AlertLintProcess.concise(folder)
        // `self.presentAlert` is the view controller's, not AppDelegate's (both signatures fit):
        // its OK removes files, and is reported where the call writes it.
        XCTAssertTrue(report.contains("LibraryViewController.swift:12:38: warning: Button “OK” doesn't say what it does"), report)
        // Through a helper that passes its own array on, the call's buttons still count.
        XCTAssertTrue(report.contains("LibraryViewController.swift:30:34: warning: Button “delete photo”"), report)
        // No actions given: the helper's own OK shows alone, which is right for a notice.
        XCTAssertFalse(report.contains("LibraryViewController.swift:20:"), report)
        // An array the engine cannot read leaves the list unknown: the lone Cancel is no finding.
        XCTAssertFalse(report.contains("[single-cancel]"), report)
        XCTAssertFalse(report.contains("LibraryViewController.swift:24:"), report)

        let sites = try AlertLintProcess.run(["sites", "."], in: folder.url).stdout
        let removal = try XCTUnwrap(
            sites.split(separator: "\n").first { $0.contains("\"file\":\"LibraryViewController.swift\",\"line\":7,") })
        XCTAssertTrue(removal.contains("\"actionsComplete\":true"), String(removal))
        XCTAssertEqual(removal.components(separatedBy: "\"role\":").count - 1, 2, String(removal))

        // The fix edits the call's own button.
        _ = try AlertLintProcess.run(["fix", "."], in: folder.url)
        let fixed = try folder.read("LibraryViewController.swift")
        XCTAssertTrue(fixed.contains("UIAlertAction(title: \"Delete Photo\", style: .destructive)"), fixed)
    }
}
