import AlertLintCore
import XCTest

@testable import AlertLintLSP

final class DocumentEditingTests: XCTestCase {
    private func edit(_ text: String, _ changes: [ContentChange], _ encoding: PositionEncoding = .utf16) throws -> String {
        let result = try DocumentEditing.apply(changes, to: SourceText(text), encoding: encoding)
        return String(decoding: result.bytes, as: UTF8.self)
    }

    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> ContentChange {
        .ranged(start: LinePosition(line: l1, column: c1), end: LinePosition(line: l2, column: c2), text: text)
    }

    func testAppliesEditsInOrder() throws {
        let text = "let a = 1\nlet b = 2\n"
        let result = try edit(text, [range(0, 4, 0, 5, "alpha"), range(1, 4, 1, 5, "beta"), range(0, 0, 0, 0, "// x\n")])
        XCTAssertEqual(result, "// x\nlet alpha = 1\nlet beta = 2\n")
    }

    func testCountsColumnsInTheNegotiatedEncoding() throws {
        let text = "\"😀é\" + x\n"
        // After the emoji: UTF-16 column 3, UTF-32 column 2, UTF-8 column 5.
        XCTAssertEqual(try edit(text, [range(0, 3, 0, 4, "E")], .utf16), "\"😀E\" + x\n")
        XCTAssertEqual(try edit(text, [range(0, 2, 0, 3, "E")], .utf32), "\"😀E\" + x\n")
        XCTAssertEqual(try edit(text, [range(0, 5, 0, 7, "E")], .utf8), "\"😀E\" + x\n")
    }

    func testClampsColumnsPastTheLineEnd() throws {
        XCTAssertEqual(try edit("ab\ncd\n", [range(0, 99, 0, 99, "!")]), "ab!\ncd\n")
    }

    func testTheLineAfterTheLastAtCharacterZeroIsTheEnd() throws {
        XCTAssertEqual(try edit("ab\n", [range(1, 0, 1, 0, "x")]), "ab\nx")
        XCTAssertEqual(try edit("ab", [range(1, 0, 1, 0, "\ncd")]), "ab\ncd")
    }

    func testRejectsEditsOutsideTheDocument() {
        XCTAssertThrowsError(try edit("ab\n", [range(5, 0, 5, 0, "x")]))
        XCTAssertThrowsError(try edit("ab\n", [range(2, 1, 2, 1, "x")]))
        XCTAssertEqual(try edit("ab\n", [range(1, 5, 1, 5, "x")]), "ab\nx", "line 1 exists (empty): the column clamps")
        XCTAssertThrowsError(try edit("ab\ncd", [range(1, 0, 0, 0, "x")]))
    }

    func testFullChangeReplacesEverythingAndLaterRangesApplyToIt() throws {
        XCTAssertEqual(try edit("old", [.full("new text"), range(0, 0, 0, 3, "old")]), "old text")
    }

    func testCRLFLinesAreLines() throws {
        XCTAssertEqual(try edit("a\r\nb\r\n", [range(1, 0, 1, 1, "B")]), "a\r\nB\r\n")
    }
}
