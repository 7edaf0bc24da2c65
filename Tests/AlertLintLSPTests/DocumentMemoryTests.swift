import AlertLintCore
import XCTest

@testable import AlertLintLSP

/// What the server keeps per open document, and the ordered position conversion.
final class DocumentMemoryTests: XCTestCase {
    func testOnlyTheMostRecentlyLintedDocumentsStayHot() {
        var hot = HotDocuments()
        XCTAssertNil(hot.touch("a"))
        XCTAssertNil(hot.touch("b"))
        XCTAssertNil(hot.touch("a"), "touching a hot document evicts nothing")
        XCTAssertEqual(hot.touch("c"), "b", "the least recently linted goes")
        XCTAssertEqual(hot.uris, ["c", "a"])
        hot.remove("c")
        XCTAssertNil(hot.touch("d"))
        XCTAssertEqual(hot.uris, ["d", "a"])
    }

    func testAColdDocumentRebuildsItsSourceFromItsBytes() {
        var document = OpenDocument(uri: "file:///a.swift", languageID: "swift", version: 1, text: "a\r\nb\n")
        XCTAssertNil(document.state)
        XCTAssertEqual(document.source.lineStarts, [0, 3, 5])
        document.replaceText(SourceText("x\ny"))
        XCTAssertEqual(document.state?.source.lineStarts, [0, 2])
        document.cool()
        XCTAssertNil(document.state)
        XCTAssertTrue(document.isCompressed)
        XCTAssertEqual(document.source.bytes, Array("x\ny".utf8), "the text outlives the state")
        XCTAssertEqual(document.source.lineStarts, [0, 2])
    }

    func testACooledDocumentTakesEditsAndIsPlainAgainOnceKept() throws {
        let text = (0..<400).map { "let value\($0) = \"é😀\" // line \($0)\r\n" }.joined()
        var document = OpenDocument(uri: "file:///a.swift", languageID: "swift", version: 1, text: text)
        document.cool()
        XCTAssertTrue(document.isCompressed)
        let edited = try DocumentEditing.apply(
            [.ranged(start: LinePosition(line: 3, column: 4), end: LinePosition(line: 3, column: 9), text: "renamed")],
            to: document.source, encoding: .utf16)
        document.replaceText(edited)
        XCTAssertFalse(document.isCompressed)
        XCTAssertEqual(document.source.bytes, SourceText(text.replacingOccurrences(of: "let value3 ", with: "let renamed3 ")).bytes)
        document.cool()
        document.keep(DocumentState(source: document.source))
        XCTAssertFalse(document.isCompressed, "a hot document shares its bytes with its state")
        XCTAssertEqual(document.source.lineStarts, SourceText(bytes: document.source.bytes).lineStarts)
    }

    func testLineLocatorAgreesWithSourceTextInEveryOrderAndEncoding() {
        let source = SourceText("let a = \"😀é\" // x\r\n\tb\rc\n\n“quoted” and plain ASCII that runs past eight bytes\nend")
        let forward = Array(0...source.count + 2)
        let scattered = forward.reversed() + [5, 40, 3, 3, 60, 0, 22, -3]
        for encoding in PositionEncoding.allCases {
            var locator = LineLocator(source: source, encoding: encoding)
            for offset in forward + scattered {
                XCTAssertEqual(
                    locator.position(of: offset), source.position(of: offset, in: encoding), "offset \(offset) in \(encoding)")
            }
        }
    }
}
