import Foundation
import XCTest

/// Copy read through code the repository does not hold: accessors a build step generates from the
/// string table, and the button adders of a library the app imports (WordPressShared).
final class CopyBuiltOutsideTheTreeTests: XCTestCase {
    private static let table = """
        "common.button.ok" = "Ok";
        "alert.failed.title" = "Unable to load the article";
        "sheet.delete_title" = "Remove it";
        "sheet_delete.title" = "Remove it too";

        """

    private static let article = """
        import SwiftUI

        struct ArticleView: View {
            @State private var failed = false
            @State private var removing = false

            var body: some View {
                Text("Article")
                    .alert(LocalString.alert_failed_title, isPresented: $failed) {
                        Button(LocalString.common_button_ok) {}
                    }
                    .alert("Remove Article?", isPresented: $removing) {
                        Button(LocalString.sheet_delete_title, role: .destructive) {}
                        Button(Strings.keep_it, role: .cancel) {}
                    }
            }
        }

        enum Strings {
            static let keep_it = "keep"
        }

        """

    func testAnUndeclaredAccessorReadsTheOneKeyItSpells() throws {
        let folder = try TemporaryFolder()
        try folder.write("Article.swift", Self.article)
        try folder.write("en.lproj/Localizable.strings", Self.table)
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Article.swift:10:24: warning: Button “Ok” is spelled “OK” [ok-spelling]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Title “Unable to load the article” is a fragment"), output.stdout)
        // Two keys spell `sheet_delete_title`: which one the generator kept is not known.
        XCTAssertFalse(output.stdout.contains("Remove it"), output.stdout)
        // A declared type is read from its declaration, never from the table.
        XCTAssertTrue(output.stdout.contains("Button “keep”"), output.stdout)

        // Table copy is fixed in the table by hand: the accessor in the Swift file is never rewritten.
        _ = try AlertLintProcess.run(["fix", "--select", "ok-spelling", "."], in: folder.url)
        XCTAssertEqual(try folder.read("Article.swift"), Self.article)
        XCTAssertEqual(try folder.read("en.lproj/Localizable.strings"), Self.table)
    }

    func testWordPressSharedAddersGiveTheirButtonsTheirStyles() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Orders.swift",
            """
            import UIKit

            final class OrderViewController: UIViewController {
                func showTrackingMenu() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.popoverPresentationController?.sourceView = view
                    sheet.addDefaultActionWithTitle("Copy Tracking Number") { _ in }
                    sheet.addDestructiveActionWithTitle("Delete Tracking") { _ in }
                    sheet.addCancelActionWithTitle("Dismiss")
                    present(sheet, animated: true)
                }

                func confirmDiscard() {
                    let alert = UIAlertController(title: "Discard Order?", message: nil, preferredStyle: .alert)
                    alert.addActionWithTitle("Discard", style: .destructive) { _ in }
                    alert.addCancelActionWithTitle("Cancel")
                    present(alert, animated: true)
                }
            }

            """)
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url)
        XCTAssertEqual(
            output.stdout.split(separator: "\n").map(String.init),
            [
                "Orders.swift:8:15: warning: Destructive action “Delete Tracking” isn't at the top of the action sheet: put it first [sheet-destructive-first]",
                "Orders.swift:9:40: warning: Cancel button “Dismiss” should be titled “Cancel” [cancel-title]",
            ])
    }
    func testALibrarysLocalizedMemberReadsTheKeyItNames() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "History.swift",
            """
            import UIKit

            final class HistoryViewController: UIViewController {
                func confirmClearing() {
                    let alert = UIAlertController(title: "history.clear.title".localized, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "generic.ok".localized, style: .default))
                    alert.addAction(UIAlertAction(title: "history.not-a-key".localized, style: .cancel))
                    present(alert, animated: true)
                }
            }

            """)
        try folder.write(
            "en.lproj/Localizable.strings",
            """
            "history.clear.title" = "Clear History?";
            "generic.ok" = "Ok";

            """)
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("History.swift:6:46: warning: Button “Ok” is spelled “OK” [ok-spelling]"), output.stdout)
        // A literal that is no key of the table may not be a lookup at all: nothing is said of it.
        XCTAssertFalse(output.stdout.contains("not-a-key"), output.stdout)
    }
}
