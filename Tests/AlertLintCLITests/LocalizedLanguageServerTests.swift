import XCTest

/// The language server resolves keys and constants through the workspace's tables and speaks
/// the client's locale.
final class LocalizedLanguageServerTests: XCTestCase {
    private func frame(_ json: String) -> String {
        "Content-Length: \(json.utf8.count)\r\n\r\n" + json
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    func testHoverPreviewShowsTheTableTextInTheClientLocale() throws {
        let root = AlertLintProcess.packageRoot.appendingPathComponent("Tests/Fixtures/LocalizedSwiftUIApp")
        let file = root.appendingPathComponent("Sources/DraftsView.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let uri = file.absoluteString
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"\#(root.absoluteString)","locale":"zh-Hans","capabilities":{"textDocument":{"hover":{"contentFormat":["markdown","plaintext"]},"publishDiagnostics":{"relatedInformation":true}}}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(escaped(text))"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":10,"character":18}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":16,"character":18}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(frame).joined()
        let output = try AlertLintProcess.run(["lsp"], stdin: input)
        // The key `drafts.delete.title` reads as the catalog's English text, the buttons too.
        XCTAssertTrue(output.stdout.contains("**Delete All Drafts?**"), output.stdout)
        XCTAssertTrue(output.stdout.contains("`Delete (destructive)`") || output.stdout.contains("Delete (destructive)"), output.stdout)
        XCTAssertTrue(output.stdout.contains("%lld drafts will be deleted."), output.stdout)
        // The SwiftGen constant resolves to its fallback, and its finding is in Chinese.
        XCTAssertTrue(output.stdout.contains("**Error**"), output.stdout)
        XCTAssertTrue(output.stdout.contains("标题“Error”没有说明发生了什么"), output.stdout)
        XCTAssertFalse(output.stdout.contains("drafts.delete.title"), output.stdout)
        // The finding points at the constant's declaration as related information.
        XCTAssertTrue(output.stdout.contains("Sources/Strings+Generated.swift"), output.stdout)
        XCTAssertTrue(output.stdout.contains("文本定义在这里"), output.stdout)
    }
}
