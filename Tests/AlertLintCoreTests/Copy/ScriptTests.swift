import XCTest

@testable import AlertLintCore

final class ScriptTests: XCTestCase {
    func testDisplayWidthCountsWideCharactersTwice() {
        XCTAssertEqual(Copy.displayWidth("Delete"), 6)
        XCTAssertEqual(Copy.displayWidth("删除照片"), 8)
        XCTAssertEqual(Copy.displayWidth("删除 iCloud 照片？"), 2 * 2 + 1 + 6 + 1 + 2 * 3)
        XCTAssertEqual(Copy.displayWidth("ＡＢ"), 4)
    }

    func testDisplayWidthOfEmojiMarksAndPlaceholders() {
        XCTAssertEqual(Copy.displayWidth("🎉"), 2)
        XCTAssertEqual(Copy.displayWidth("👨‍👩‍👧"), 2)
        XCTAssertEqual(Copy.displayWidth("e\u{301}"), 1)
        XCTAssertEqual(Copy.displayWidth("\u{FFFC}"), 1)
        XCTAssertEqual(Copy.displayWidth(""), 0)
    }

    func testChineseMeansHan() {
        XCTAssertTrue(Copy.isChinese("删除照片"))
        XCTAssertTrue(Copy.isChinese("iCloud 储存空间已满"))
        XCTAssertFalse(Copy.isChinese("Delete"))
        XCTAssertFalse(Copy.isChinese("ひらがな"))
        XCTAssertFalse(Copy.isChinese("한국어"))
        XCTAssertFalse(Copy.isChinese(""))
        XCTAssertTrue(Copy.isChinese([nil, "OK", "好"]))
        XCTAssertFalse(Copy.isChinese([nil, "OK"]))
    }
}
