import XCTest

@testable import AlertLintCore

final class SentencesTests: XCTestCase {
    func testSplitsOnFinalPunctuationFollowedBySpace() {
        XCTAssertEqual(Copy.sentences("The file is gone. Try again! Really?"), ["The file is gone.", "Try again!", "Really?"])
        XCTAssertEqual(Copy.sentences("Delete \u{FFFC}? This can't be undone."), ["Delete \u{FFFC}?", "This can't be undone."])
    }

    func testDoesNotSplitAbbreviationsDecimalsOrEllipses() {
        XCTAssertEqual(Copy.sentences("Use a format, e.g. PNG or JPEG."), ["Use a format, e.g. PNG or JPEG."])
        XCTAssertEqual(Copy.sentences("Ask Mr. Appleseed."), ["Ask Mr. Appleseed."])
        XCTAssertEqual(Copy.sentences("Version 1.5 is required."), ["Version 1.5 is required."])
        XCTAssertEqual(Copy.sentences("Saving… Please wait"), ["Saving… Please wait"])
        XCTAssertEqual(Copy.sentences("Saving... please wait"), ["Saving... please wait"])
        XCTAssertEqual(Copy.sentences("See www.apple.com now."), ["See www.apple.com now."])
        XCTAssertEqual(Copy.sentences("Opens at 9 a.m. tomorrow in the U.S. store."), ["Opens at 9 a.m. tomorrow in the U.S. store."])
        XCTAssertEqual(Copy.sentences("Go to example.com. Then sign in."), ["Go to example.com.", "Then sign in."])
    }

    func testClosingQuotesStayWithTheirSentence() {
        XCTAssertEqual(Copy.sentences("It says “Done.” Then it quits."), ["It says “Done.”", "Then it quits."])
    }

    func testChineseSentencesNeedNoSpace() {
        XCTAssertEqual(Copy.sentences("照片已删除。无法撤销！要继续吗？"), ["照片已删除。", "无法撤销！", "要继续吗？"])
    }

    func testEmptyAndBlankHaveNoSentences() {
        XCTAssertEqual(Copy.sentences(""), [])
        XCTAssertEqual(Copy.sentences("  "), [])
        XCTAssertEqual(Copy.sentences("Fragment"), ["Fragment"])
    }

    func testTitleForm() {
        XCTAssertEqual(Copy.titleForm("Delete \u{FFFC}?"), .question)
        XCTAssertEqual(Copy.titleForm("删除照片？"), .question)
        XCTAssertEqual(Copy.titleForm("The photo was deleted."), .sentence)
        XCTAssertEqual(Copy.titleForm("Done!"), .sentence)
        XCTAssertEqual(Copy.titleForm("照片已删除。"), .sentence)
        XCTAssertEqual(Copy.titleForm("Unable to Save Document"), .fragment)
        XCTAssertEqual(Copy.titleForm("Saving..."), .fragment)
        XCTAssertEqual(Copy.titleForm("Open “Notes”?"), .question)
        XCTAssertEqual(Copy.titleForm("Rename \u{FFFC}"), .fragment)
        XCTAssertEqual(Copy.titleForm(""), .fragment)
    }

    func testEndingPunctuation() {
        XCTAssertEqual(Copy.endingPunctuation("Done."), ".")
        XCTAssertEqual(Copy.endingPunctuation("完成。 "), "。")
        XCTAssertEqual(Copy.endingPunctuation("It is “done.”"), ".")
        XCTAssertEqual(Copy.endingPunctuation("Loading…"), "…")
        XCTAssertNil(Copy.endingPunctuation("No period"))
        XCTAssertNil(Copy.endingPunctuation("Ends in \u{FFFC}"))
        XCTAssertNil(Copy.endingPunctuation(""))
    }

    func testUnpunctuatedSentence() {
        XCTAssertTrue(Copy.looksLikeUnpunctuatedSentence("The file couldn't be saved"))
        XCTAssertTrue(Copy.looksLikeUnpunctuatedSentence("Your iCloud storage is full"))
        XCTAssertFalse(Copy.looksLikeUnpunctuatedSentence("Unable to Save Document"))
        XCTAssertFalse(Copy.looksLikeUnpunctuatedSentence("The file couldn't be saved."))
        XCTAssertTrue(Copy.looksLikeUnpunctuatedSentence("Storage is full"))
        XCTAssertFalse(Copy.looksLikeUnpunctuatedSentence("Storage Is Full"))
        XCTAssertFalse(Copy.looksLikeUnpunctuatedSentence("No network connection"))
        XCTAssertFalse(Copy.looksLikeUnpunctuatedSentence("文件无法存储"))
    }
}

final class FragmentPeriodTests: XCTestCase {
    func testFragmentsWithAPeriod() {
        XCTAssertEqual(Copy.fragmentPeriodRange("Done."), 4..<5)
        XCTAssertEqual(Copy.fragmentPeriodRange("Photo Deleted. "), 13..<14)
        XCTAssertEqual(Copy.fragmentPeriodRange("Unable to Save Document."), 23..<24)
        XCTAssertEqual(Copy.fragmentPeriodRange("备份。"), 6..<9)
        // A fragment with an exclamation mark: no verb makes it a sentence.
        XCTAssertEqual(Copy.fragmentPeriodRange("Done!"), 4..<5)
        XCTAssertEqual(Copy.fragmentPeriodRange("Unable to start web server!"), 26..<27)
        // A problem named without a subject, with a period: “Cannot” opens it, it is no verb there.
        XCTAssertEqual(Copy.fragmentPeriodRange("Failed to install the update."), 28..<29)
        XCTAssertEqual(Copy.fragmentPeriodRange("Cannot open the file."), 20..<21)
    }

    func testSentencesAndOtherEndingsKeepTheirPunctuation() {
        for text in [
            "The photo was deleted.", "Delete \u{FFFC}.", "Saving...", "Done", "", "The upload failed!",
            // Chinese drops the subject: “照片已删除。” is a whole sentence.
            "照片已删除，无法恢复。", "照片已删除", "照片已删除。", "Delete?",
            // A clause after the opening is a sentence; so are two sentences.
            "Unable to connect because the server is down.", "No, the file was not saved.", "Failed. Try again.",
        ] {
            XCTAssertNil(Copy.fragmentPeriodRange(text), text)
        }
    }
}

final class TrailingPunctuationTests: XCTestCase {
    func testTrailingPunctuation() {
        XCTAssertEqual(Copy.trailingPunctuationRange("Delete!"), 6..<7)
        XCTAssertEqual(Copy.trailingPunctuationRange("Save... "), 4..<7)
        XCTAssertEqual(Copy.trailingPunctuationRange("删除。"), 6..<9)
        XCTAssertEqual(Copy.trailingPunctuationRange("Save…"), 4..<7)
        XCTAssertNil(Copy.trailingPunctuationRange("Delete"))
        XCTAssertNil(Copy.trailingPunctuationRange("A. B"))
        XCTAssertNil(Copy.trailingPunctuationRange(""))
    }
}

final class AddressTests: XCTestCase {
    /// Only the first word is asked: an address later in the text starts nothing.
    func testTextStartsWithAnAddressByItsFirstWord() {
        XCTAssertTrue(Copy.startsWithAddress("https://discord.gg/abc is where we talk"))
        XCTAssertTrue(Copy.startsWithAddress("  WWW.example.com\nhas the manual"))
        XCTAssertTrue(Copy.startsWithAddress("\nhelp@example.com"))
        XCTAssertFalse(Copy.startsWithAddress("Write to help@example.com"))
        XCTAssertFalse(Copy.startsWithAddress("Open\nhttps://example.com"))
        XCTAssertFalse(Copy.startsWithAddress("Version 2.0"))
        XCTAssertFalse(Copy.startsWithAddress(" \n "))
    }
}
