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

    /// ASCII copy is measured from its bytes, any other by its characters: after a wide “删”,
    /// the same text must measure two more.
    func testASCIIAndDecodedCopyMeasureAlike() {
        for text in ["Delete", "Line one\r\nLine two", "tab\there", "bell\u{7}", "del\u{7F}", "\n\n", " ", ""] {
            XCTAssertEqual(Copy.displayWidth("删" + text), 2 + Copy.displayWidth(text), text.debugDescription)
        }
        XCTAssertEqual(Copy.displayWidth("a\r\nb"), 2)
    }

    func testChineseMeansHan() {
        XCTAssertTrue(Copy.isChinese("\u{3007}"))
        XCTAssertTrue(Copy.isChinese("Photo 𠀀"))
        XCTAssertFalse(Copy.isChinese("Café — “quoted”…"))
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
