import Foundation
import XCTest

/// Buttons added on some paths only (`if` arms) leave the order of the others known; a screen
/// behind a debug guard, or titled “Debug options”, is a developer's, not a person's.
final class ConditionalButtonsTests: XCTestCase {
    private static let screen = """
        import UIKit

        final class TrackingViewController: UIViewController {
            func showTracking(_ cell: UIView, url: String?) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.addAction(UIAlertAction(title: "Copy Number", style: .default))
                if url != nil {
                    sheet.addAction(UIAlertAction(title: "Track Shipment", style: .default))
                }
                sheet.addAction(UIAlertAction(title: "Delete Tracking", style: .destructive))
                sheet.popoverPresentationController?.sourceView = cell
                present(sheet, animated: true)
            }

            func showEditing(_ cell: UIView, canDelete: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if canDelete {
                    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                }
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.sourceView = cell
                present(sheet, animated: true)
            }

            func showLoop(_ cell: UIView, names: [String]) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Rename", style: .default))
                for name in names {
                    sheet.addAction(UIAlertAction(title: name, style: .destructive))
                }
                sheet.popoverPresentationController?.sourceView = cell
                present(sheet, animated: true)
            }

            @objc func showOptions() {
                let sheet = UIAlertController(title: NSLocalizedString("Debug options", comment: ""), message: nil, preferredStyle: .alert)
                sheet.addAction(UIAlertAction(title: "refund last purchase", style: .default))
                present(sheet, animated: true)
            }

            func showDebugMenu() {
                guard FeatureFlags.allowDebugFeatures else { return }
                let alert = UIAlertController(title: "debug", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "crash the app", style: .default))
                present(alert, animated: true)
            }
        }

        """

    func testTheOrderOfButtonsThatAlwaysShowIsKnown() throws {
        let folder = try TemporaryFolder()
        try folder.write("TrackingViewController.swift", Self.screen)
        let report = try AlertLintProcess.concise(folder)
        let lines = report.split(separator: "\n").filter { $0.contains("[sheet-destructive-first]") }
        // Below Copy Number on every path; no fix, as moving it would cross the `if`.
        XCTAssertEqual(lines.map { String($0.prefix(35)) }, ["TrackingViewController.swift:11:25:"], report)
        let json = try AlertLintProcess.run(["check", "--format", "json", "--exit-zero", "."], in: folder.url)
        XCTAssertFalse(json.stdout.contains("Move the destructive action to the top"), json.stdout)
        // Delete Draft is first whenever it shows; a loop adds what cannot be ordered.
        XCTAssertFalse(report.contains("“Delete Draft”"), report)
        XCTAssertFalse(report.contains(":38:"), report)
        // Behind `guard FeatureFlags.allowDebugFeatures`, copy is no one's business.
        XCTAssertFalse(report.contains("“debug”"), report)
        XCTAssertFalse(report.contains("“crash the app”"), report)
        // Nor in a menu titled “Debug options”.
        XCTAssertFalse(report.contains("“refund last purchase”"), report)
        XCTAssertFalse(report.contains("“Debug options”"), report)
    }
}
