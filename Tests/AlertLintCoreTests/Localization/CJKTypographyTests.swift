import XCTest

@testable import AlertLintCore

final class CJKTypographyTests: XCTestCase {
    func testHalfWidthMarksAfterHanBecomeFullWidth() {
        XCTAssertEqual(Copy.applying(Copy.halfWidthPunctuationEdits("删除照片?"), to: "删除照片?"), "删除照片？")
        let text = "网络已断开, 请稍后重试!真的吗?!"
        XCTAssertEqual(Copy.applying(Copy.halfWidthPunctuationEdits(text), to: text), "网络已断开，请稍后重试！真的吗？！")
        XCTAssertEqual(Copy.applying(Copy.halfWidthPunctuationEdits("错误:无法保存"), to: "错误:无法保存"), "错误：无法保存")
        // A face after Chinese text is no colon; a colon before a word still is one.
        XCTAssertEqual(Copy.applying(Copy.halfWidthPunctuationEdits("原因:Done"), to: "原因:Done"), "原因：Done")
        for clean in [
            "需要 iOS 17, 请更新。", "请在 3:00 后重试。", "Delete this photo?", "删除照片？", "", "\u{FFFC}?", "请查看电子邮件 :)",
            "无法加载 :(", "好的 :-)", "太好了 :D",
        ] {
            XCTAssertEqual(Copy.halfWidthPunctuationEdits(clean), [], clean)
        }
    }

    func testSpacesBetweenHanAndLatinOrDigits() {
        let text = "下载iOS17后共3张照片"
        XCTAssertEqual(Copy.applying(Copy.cjkSpacingEdits(text), to: text), "下载 iOS17 后共 3 张照片")
        for clean in ["下载 iOS 17", "共 3 张", "照片。", "OK", "已存储到“文件”"] {
            XCTAssertEqual(Copy.cjkSpacingEdits(clean), [], clean)
        }
    }

    /// Simplified Chinese, however the tag is written, and nothing else.
    func testTheTranslationsCJKPunctuationReadsWithoutLanguages() {
        for tag in ["zh", "zh-Hans", "zh_CN", "ZH-sg", "zh-Hans-CN", "-zh", "zh--hans"] {
            XCTAssertTrue(CJKPunctuationRule.readsTranslation(tag), tag)
        }
        for tag in ["zh-Hant", "zh-TW", "zh-HK", "en", "z", "", "-", "ja", "zu", "zha", "Base"] {
            XCTAssertFalse(CJKPunctuationRule.readsTranslation(tag), tag)
        }
    }
}
