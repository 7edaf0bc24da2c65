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
}
