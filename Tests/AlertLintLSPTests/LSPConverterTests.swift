import AlertLintCore
import XCTest

@testable import AlertLintLSP

final class LSPConverterTests: XCTestCase {
    func testRangesInEachEncoding() {
        let source = SourceText("x\n\"😀\" + y\n")
        let start = 2 + 1 + 4 + 1 + 3  // `y` on the second line
        let range = ByteRange(start, start + 1)
        let expected: [PositionEncoding: Int] = [.utf8: 9, .utf16: 7, .utf32: 6]
        for (encoding, column) in expected {
            let value = LSPConverter(source: source, encoding: encoding).range(range)
            XCTAssertEqual(value["start"], ["line": 1, "character": .integer(column)], encoding.rawValue)
            XCTAssertEqual(value["end"], ["line": 1, "character": .integer(column + 1)], encoding.rawValue)
        }
    }

    func testNegotiatesEncodings() {
        XCTAssertEqual(ClientCapabilities.negotiateEncoding(["utf-16", "utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(ClientCapabilities.negotiateEncoding(["utf-16", "utf-32"]), .utf32)
        XCTAssertEqual(ClientCapabilities.negotiateEncoding(["utf-16"]), .utf16)
        XCTAssertEqual(ClientCapabilities.negotiateEncoding([]), .utf16)
        XCTAssertEqual(ClientCapabilities.negotiateEncoding(["latin-1", 7]), .utf16)
    }

    func testDocumentURIs() {
        XCTAssertEqual(DocumentURI.path(of: "file:///tmp/a%20b/c.swift"), "/tmp/a b/c.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/tmp/x.swift"), "/tmp/x.swift")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertEqual(DocumentURI.uri(forPath: "/tmp/a b/中.swift"), "file:///tmp/a%20b/%E4%B8%AD.swift")
        XCTAssertEqual(DocumentURI.path(of: DocumentURI.uri(forPath: "/tmp/a b/中.swift")), "/tmp/a b/中.swift")
        // ASCII paths take a byte-by-byte path: the same URIs as Foundation's encoding.
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        for path in ["/tmp/Order Details/A+B (1).swift", "/a/b_c-d.e~f/g.swift", "/x/%41#?&=@!$'*,;:[]\\\"{}|^`<>.swift"] {
            XCTAssertEqual(
                DocumentURI.uri(forPath: path), "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""), path)
            XCTAssertEqual(DocumentURI.path(of: DocumentURI.uri(forPath: path)), path)
        }
    }

    func testCodeActionKindFilter() {
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: nil))
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["source"]))
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["source.fixAll"]))
        XCTAssertFalse(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["quickfix"]))
        XCTAssertFalse(CodeActionKind.isWanted("quickfix", by: ["quick"]))
    }
}
