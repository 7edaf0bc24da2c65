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

    func testMinimalEditKeepsCommonPrefixAndSuffix() {
        let converter = LSPConverter(source: SourceText("let a = \"Ok\"\n"), encoding: .utf16)
        let edit = converter.minimalEdit(to: Array("let a = \"OK\"\n".utf8))
        XCTAssertEqual(edit, TextEdit(ByteRange(10, 11), "K"))
        XCTAssertNil(converter.minimalEdit(to: Array("let a = \"Ok\"\n".utf8)))
    }

    func testMinimalEditNeverSplitsAScalarOrACRLF() {
        // é (C3 A9) → è (C3 A8): the shared lead byte must not be left out of the edit.
        let converter = LSPConverter(source: SourceText("\"é\""), encoding: .utf16)
        XCTAssertEqual(converter.minimalEdit(to: Array("\"è\"".utf8)), TextEdit(ByteRange(1, 3), "è"))
        let crlf = LSPConverter(source: SourceText("a\r\nb"), encoding: .utf16)
        XCTAssertEqual(crlf.minimalEdit(to: Array("a\r\r\nb".utf8)), TextEdit(ByteRange(1, 3), "\r\r\n"))
        let lf = LSPConverter(source: SourceText("a\rb"), encoding: .utf16)
        let edit = lf.minimalEdit(to: Array("a\r\nb".utf8))
        XCTAssertEqual(edit, TextEdit(ByteRange(1, 2), "\r\n"))
    }

    func testMinimalEditAppliedGivesTheTarget() {
        let pairs = [("", "abc"), ("abc", ""), ("aaa", "aaaa"), ("中文", "中国"), ("x😀y", "x😃y")]
        for (old, new) in pairs {
            let source = SourceText(old)
            guard let edit = LSPConverter(source: source, encoding: .utf8).minimalEdit(to: Array(new.utf8)) else {
                XCTFail("\(old) → \(new)")
                continue
            }
            var bytes = source.bytes
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), new)
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
    }

    func testCodeActionKindFilter() {
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: nil))
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["source"]))
        XCTAssertTrue(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["source.fixAll"]))
        XCTAssertFalse(CodeActionKind.isWanted("source.fixAll.alertlint", by: ["quickfix"]))
        XCTAssertFalse(CodeActionKind.isWanted("quickfix", by: ["quick"]))
    }
}
