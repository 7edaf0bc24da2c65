import Foundation
import XCTest

/// Copy a type keeps in its own members: `@State private var` assigned in its functions, and
/// computed members whose every result is copy. Anything the file does not show whole stays unknown.
final class MemberCopyTests: XCTestCase {
    private static let view = """
        import SwiftUI

        struct ArticleView: View {
            @State private var alertTitle = ""
            @State private var isShowingAlert = false
            let failure: Failure?

            var body: some View {
                Text("Article")
                    .alert(alertTitle, isPresented: $isShowingAlert) {
                        Button("OK") {}
                    } message: {
                        Text(alertMessage)
                    }
                    .alert(errorTitle(), isPresented: .constant(failure != nil)) {
                        Button("OK") {}
                    }
            }

            private var alertMessage: String {
                if failure == nil { return "the article is no longer available." }
                return "Check the connection and try again."
            }

            private func errorTitle() -> String {
                switch failure {
                case .network: "unable to reach the server"
                case .missing: "Article Not Found"
                case nil: ""
                }
            }

            func loadFailed() {
                alertTitle = "unable to load the article"
                isShowingAlert = true
            }

            func saveFailed() {
                self.alertTitle = "Unable to Save the Article"
                isShowingAlert = true
            }
        }

        """

    private static let unknown = """
        import SwiftUI
        import UIKit

        struct SourcesView: View {
            @State private var editedTitle = ""
            @State private var errorTitle = ""
            var statusTitle = "unable to refresh"
            @State private var isShowing = false

            var body: some View {
                TextField("Name", text: $editedTitle)
                    .alert(editedTitle, isPresented: $isShowing) { Button("OK") {} }
                    .alert(errorTitle, isPresented: $isShowing) { Button("OK") {} }
                    .alert(statusTitle, isPresented: $isShowing) { Button("OK") {} }
            }

            func failed(_ error: Error) {
                editedTitle = "unable to rename"
                errorTitle = "unable to load"
                errorTitle = error.localizedDescription
            }

        }

        final class SyncController: UIViewController {
            private var syncTitle = "unable to sync"

            func syncFailed(_ error: Error) {
                let syncTitle = error.localizedDescription
                let alert = UIAlertController(title: syncTitle, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }

        """

    func testMembersAssignedOrComputedInTheTypeAreItsAlertsCopy() throws {
        let folder = try TemporaryFolder()
        try folder.write("ArticleView.swift", Self.view)
        let report = try AlertLintProcess.concise(folder)
        // Each assignment, each return and each arm is a value the alert may show, reported where it is written.
        XCTAssertTrue(report.contains("ArticleView.swift:34:22: warning: Title “unable to load the article”"), report)
        XCTAssertTrue(
            report.contains("ArticleView.swift:21:36: warning: Message “the article is no longer available.”"), report)
        XCTAssertTrue(report.contains("ArticleView.swift:27:24: warning: Title “unable to reach the server”"), report)
        // Good copy among them stays quiet, and `""` (no alert yet) is no title.
        XCTAssertFalse(report.contains("Unable to Save the Article"), report)
        XCTAssertFalse(report.contains("Check the connection"), report)
        XCTAssertFalse(report.contains("[title-missing]"), report)

        // The fix edits the assignment, in place.
        _ = try AlertLintProcess.run(["fix", "ArticleView.swift"], in: folder.url)
        let fixed = try folder.read("ArticleView.swift")
        XCTAssertTrue(fixed.contains("alertTitle = \"Unable to Load the Article\""), fixed)
        XCTAssertTrue(fixed.contains("case .network: \"Unable to Reach the Server\""), fixed)
    }

    func testMembersTheFileDoesNotShowWholeAreUnknown() throws {
        let folder = try TemporaryFolder()
        try folder.write("SourcesView.swift", Self.unknown)
        let report = try AlertLintProcess.concise(folder)
        // Bound to a text field, assigned a value the engine cannot read, not private: no claim.
        XCTAssertFalse(report.contains("unable to rename"), report)
        XCTAssertFalse(report.contains("unable to load"), report)
        XCTAssertFalse(report.contains("unable to refresh"), report)
        // A local of the same name is not the member.
        XCTAssertFalse(report.contains("unable to sync"), report)
    }

    /// `let message: String` given its value in each arm of a `switch`: every arm's copy is the
    /// alert's, each found where it is written; an arm the engine cannot read leaves it unknown.
    func testALocalAssignedInEachArmOfASwitchIsEachArmsCopy() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Errors.swift",
            """
            import UIKit

            enum LoadError: Error { case missing, network, other(Error) }

            func show(_ error: LoadError, on controller: UIViewController) {
                let message: String
                switch error {
                case .missing: message = "Could not load items"
                case .network: message = "The network connection was lost."
                case .other: message = "Unknown error"
                }
                let alert = UIAlertController(title: "Unable to Load Items", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                controller.present(alert, animated: true)
            }

            func showOther(_ error: LoadError, on controller: UIViewController) {
                let message: String
                switch error {
                case .missing: message = "Could not reload items"
                case .network: message = "The network connection was lost."
                case .other(let underlying): message = underlying.localizedDescription
                }
                let alert = UIAlertController(title: "Unable to Reload Items", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                controller.present(alert, animated: true)
            }

            """)
        let report = try AlertLintProcess.concise(folder)
        XCTAssertTrue(report.contains("Errors.swift:8:30: warning: Message “Could not load items”"), report)
        XCTAssertTrue(report.contains("Errors.swift:10:28: warning: Message “Unknown error”"), report)
        XCTAssertFalse(report.contains("network connection"), report)
        XCTAssertFalse(report.contains("Could not reload items"), report)
    }
}
