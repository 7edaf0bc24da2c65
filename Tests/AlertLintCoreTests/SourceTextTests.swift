import XCTest

@testable import AlertLintCore

final class SourceTextTests: XCTestCase {
    func testLineTableWithMixedTerminators() {
        let source = SourceText("a\nb\r\nc\rd")
        XCTAssertEqual(source.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(source.lineContentEnd(1), 3)
    }

    func testColumnsInEveryEncoding() {
        // "删" is 3 UTF-8 bytes, 1 UTF-16 unit; "😀" is 4 bytes, 2 UTF-16 units, 1 scalar.
        let source = SourceText("x\n\t删😀b")
        let offsetOfB = source.bytes.count - 1
        XCTAssertEqual(source.position(of: offsetOfB, in: .utf8), LinePosition(line: 1, column: 8))
        XCTAssertEqual(source.position(of: offsetOfB, in: .utf16), LinePosition(line: 1, column: 4))
        XCTAssertEqual(source.position(of: offsetOfB, in: .utf32), LinePosition(line: 1, column: 3))
        for encoding in PositionEncoding.allCases {
            let position = source.position(of: offsetOfB, in: encoding)
            XCTAssertEqual(source.offset(of: position, in: encoding), offsetOfB)
        }
    }

    func testOutOfRangePositionsAreClamped() {
        let source = SourceText("ab\r\ncd")
        XCTAssertEqual(source.offset(of: LinePosition(line: 0, column: 99), in: .utf16), 2)
        XCTAssertEqual(source.offset(of: LinePosition(line: 9, column: 0), in: .utf16), 6)
        XCTAssertEqual(source.position(of: 999), LinePosition(line: 1, column: 2))
    }

    func testInvalidUTF8IsFound() {
        XCTAssertEqual(SourceText(bytes: [0x61, 0xC3, 0x28]).firstInvalidUTF8Offset, 1)
        XCTAssertNil(SourceText("中文 emoji 😀").firstInvalidUTF8Offset)
    }
}
