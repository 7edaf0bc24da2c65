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
}
