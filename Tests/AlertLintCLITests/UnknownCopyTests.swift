import Foundation
import XCTest

/// Where the code leaves a button's style or a text to run time, `check` claims nothing about it.
final class UnknownCopyTests: XCTestCase {
    private static let screen = """
        import UIKit

        final class SourcesViewController: UIViewController {
            func confirm(title: String? = nil, continueName: String, destructive: Bool = true, proceed: @escaping () -> Void) {
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: continueName, style: destructive ? .destructive : .default) { _ in proceed() })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }

            func uninstall() {
                confirm(continueName: "Uninstall") {}
            }

            func offset(isEditing: Bool) {
                let alert = UIAlertController(title: "Chapter Offset", message: NSLocalizedString("OFFSET_TEXT", comment: "") + "\\n\\n", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: isEditing ? .cancel : .default))
                present(alert, animated: true)
            }

            func reset() {
                let alert = UIAlertController(title: "Tracker Out of Date", message: "Its chapters no longer match.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Delete", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }
        }

        """

    func testAComputedStyleAndASumWithATableKeyAreNotJudged() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources.swift", Self.screen)
        try folder.write("en.lproj/Localizable.strings", "\"OFFSET_TEXT\" = \"Adjust the chapter numbers the tracker sees.\";\n")
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url)
        // `destructive` defaults to true: Uninstall is destructive at this call, whatever the style reads as.
        XCTAssertFalse(output.stdout.contains("“Uninstall”"), output.stdout)
        // The key is not the message, and the Cancel button's style is chosen at run time.
        XCTAssertFalse(output.stdout.contains("OFFSET_TEXT"), output.stdout)
        XCTAssertFalse(output.stdout.contains("[cancel-role]"), output.stdout)
        // The spelled `.default` of Delete is known: the rule is on.
        XCTAssertTrue(output.stdout.contains("Button “Delete” destroys data"), output.stdout)
    }
}
