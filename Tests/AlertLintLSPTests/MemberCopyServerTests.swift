import AlertLintCore
import XCTest

/// The server re-reads an alert whose copy a member holds when an assignment elsewhere in the
/// file changes, even though the alert's own function did not.
final class MemberCopyServerTests: XCTestCase {
    private static let text = """
        import SwiftUI

        struct ArticleView: View {
            @State private var alertTitle = ""
            @State private var isShowing = false

            var body: some View {
                Text("Article").alert(alertTitle, isPresented: $isShowing) { Button("OK") {} }
            }

            func failed() {
                alertTitle = "unable to load the article"
                isShowing = true
            }
        }

        """

    private func messages(_ published: JSONValue?) -> [String] {
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return [] }
        return diagnostics.compactMap { diagnostic in
            if case .string(let message)? = diagnostic["message"] { return message }
            return nil
        }
    }

    func testEditingTheAssignmentRepublishesTheAlertsFindings() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        let uri: JSONValue = "file:///tmp/ArticleView.swift"
        server.notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(Self.text)]])
        let opened = messages(server.next())
        XCTAssertTrue(opened.contains { $0.contains("“unable to load the article”") }, "\(opened)")

        // Line 11 is the assignment, in `failed()`; `body` stays byte for byte as it was.
        let start: JSONValue = ["line": 11, "character": 21]
        let end: JSONValue = ["line": 11, "character": 49]
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": start, "end": end], "text": "\"Unable to Load the Article\""]],
            ])
        let changed = messages(server.next())
        XCTAssertFalse(changed.contains { $0.contains("unable to load") }, "\(changed)")

        XCTAssertNotNil(server.request(2, "shutdown", nil))
        server.notify("exit", nil)
        XCTAssertEqual(server.waitForExit(), 0)
    }
    private static let picker = """
        import UIKit

        final class MediaPicker {
            func present(from origin: UIViewController) {
                let menu = UIAlertController(title: "Add Media", message: nil, preferredStyle: .alert)
                menu.addAction(cancelAction())
                menu.addAction(UIAlertAction(title: "Choose Photo", style: .default))
                origin.present(menu, animated: true)
            }

            func cancelAction() -> UIAlertAction {
                UIAlertAction(title: "Dismiss", style: .cancel)
            }
        }

        """

    /// A button factory of the same file: its title is read where it is written, so editing it
    /// re-publishes the alert built in another function.
    func testEditingAFactorysTitleRepublishesTheAlertThatAddsIt() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        let uri: JSONValue = "file:///tmp/MediaPicker.swift"
        server.notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(Self.picker)]])
        let opened = messages(server.next())
        XCTAssertTrue(opened.contains { $0.contains("Cancel button “Dismiss”") }, "\(opened)")

        // Line 11 holds the factory's title; `present(from:)` stays byte for byte as it was.
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 11, "character": 29], "end": ["line": 11, "character": 38]], "text": "\"Close\""]
                ],
            ])
        // The first publish may still read the factory from the file's last survey; once typing
        // pauses the survey is taken again and the findings follow.
        var changed = messages(server.next())
        for _ in 0..<2 where !changed.contains(where: { $0.contains("“Close”") }) { changed = messages(server.next()) }
        XCTAssertTrue(changed.contains { $0.contains("Cancel button “Close”") }, "\(changed)")
        XCTAssertFalse(changed.contains { $0.contains("Dismiss") }, "\(changed)")

        XCTAssertNotNil(server.request(2, "shutdown", nil))
        server.notify("exit", nil)
        XCTAssertEqual(server.waitForExit(), 0)
    }
}
