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

    /// Each published finding's 0-based line and message.
    private func findings(_ published: JSONValue?) -> [(line: Int, message: String)] {
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return [] }
        return diagnostics.compactMap { diagnostic in
            guard let message = diagnostic["message"]?.stringValue, let line = diagnostic["range"]?["start"]?["line"]?.intValue
            else { return nil }
            return (line, message)
        }
    }

    private func messages(_ published: JSONValue?) -> [String] { findings(published).map(\.message) }

    /// A server with `text` open at `uri`, and what it first publishes.
    private func open(_ text: String, at uri: JSONValue) throws -> (ServerProcess, JSONValue?) {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
        return (server, server.next())
    }

    /// Replaces `line`'s characters `from..<to` with `text`, as version 2 of the document.
    private func replace(_ server: ServerProcess, _ uri: JSONValue, line: Int, _ from: Int, _ to: Int, with text: String) {
        let range: JSONValue = [
            "start": ["line": .integer(line), "character": .integer(from)],
            "end": ["line": .integer(line), "character": .integer(to)],
        ]
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": range, "text": .string(text)]]])
    }

    private func shutDown(_ server: ServerProcess) {
        XCTAssertNotNil(server.request(2, "shutdown", nil))
        server.notify("exit", nil)
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testEditingTheAssignmentRepublishesTheAlertsFindings() throws {
        let uri: JSONValue = "file:///tmp/ArticleView.swift"
        let (server, first) = try open(Self.text, at: uri)
        let opened = messages(first)
        XCTAssertTrue(opened.contains { $0.contains("“unable to load the article”") }, "\(opened)")

        // Line 11 is the assignment, in `failed()`; `body` stays byte for byte as it was.
        replace(server, uri, line: 11, 21, 49, with: "\"Unable to Load the Article\"")
        let changed = messages(server.next())
        XCTAssertFalse(changed.contains { $0.contains("unable to load") }, "\(changed)")
        shutDown(server)
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
        let uri: JSONValue = "file:///tmp/MediaPicker.swift"
        let (server, first) = try open(Self.picker, at: uri)
        // Reported where the factory writes the title (line 11), not at `addAction(cancelAction())`.
        let opened = findings(first)
        XCTAssertTrue(opened.contains { $0.line == 11 && $0.message.contains("Cancel button “Dismiss”") }, "\(opened)")

        // Line 11 holds the factory's title; `present(from:)` stays byte for byte as it was.
        replace(server, uri, line: 11, 29, 38, with: "\"Close\"")
        // The first publish may still read the factory from the file's last survey; once typing
        // pauses the survey is taken again and the findings follow.
        var changed = findings(server.next())
        for _ in 0..<2 where !changed.contains(where: { $0.message.contains("“Close”") }) { changed = findings(server.next()) }
        XCTAssertTrue(changed.contains { $0.line == 11 && $0.message.contains("Cancel button “Close”") }, "\(changed)")
        XCTAssertFalse(changed.contains { $0.message.contains("Dismiss") }, "\(changed)")
        shutDown(server)
    }
}
