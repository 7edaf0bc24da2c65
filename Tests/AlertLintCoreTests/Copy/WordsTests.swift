import XCTest

@testable import AlertLintCore

final class WordsTests: XCTestCase {
    func testLatinWordsKeepApostrophesAndHyphens() {
        XCTAssertEqual(Copy.words("Don't turn off Wi-Fi.").map(\.text), ["Don't", "turn", "off", "Wi-Fi"])
        XCTAssertEqual(Copy.words("It’s 1.5 GB").map(\.text), ["It’s", "1.5", "GB"])
    }

    func testPunctuationAndEmojiAreNotWords() {
        XCTAssertEqual(Copy.words("Oops! 🎉 — done…").map(\.text), ["Oops", "done"])
        XCTAssertEqual(Copy.words("- leading hyphen").map(\.text), ["leading", "hyphen"])
    }

    func testCJKRunsArePlaceholdersAreWords() {
        let words = Copy.words("删除\u{FFFC}照片？iCloud 设置")
        XCTAssertEqual(words.map(\.text), ["删除", "\u{FFFC}", "照片", "iCloud", "设置"])
        XCTAssertEqual(words.map(\.kind), [.cjk, .placeholder, .cjk, .latin, .cjk])
    }

    func testRangesAreUTF8Offsets() {
        let text = "删除 \u{FFFC}?"
        let words = Copy.words(text)
        XCTAssertEqual(words.map(\.range), [0..<6, 7..<10])
    }

    /// ASCII copy is read from its bytes, any other decoded: both readings must find the same
    /// words. After a non-ASCII word (“é”), the same text must give the same words, three bytes on.
    func testASCIIAndDecodedCopyGiveTheSameWords() {
        let texts = [
            "Don't turn off Wi-Fi.", "Version 1.5.2 is out", "%1$@ of %ld files", "100% done", "%%d left", "a-", "-b", "x'",
            "Save to iCloud Drive?", "1.5. Then", "OK", "", "  ", "%.1f MB", "%", "%5", "Delete \"Photos\"…",
        ]
        for text in texts {
            let ascii = Copy.words(text)
            let decoded = Copy.words("é " + text).dropFirst()
            XCTAssertEqual(ascii.map(\.text), decoded.map(\.text), text)
            XCTAssertEqual(ascii.map(\.kind), decoded.map(\.kind), text)
            XCTAssertEqual(ascii.map(\.range), decoded.map { ($0.range.lowerBound - 3)..<($0.range.upperBound - 3) }, text)
        }
    }

    func testPlaceholderIsNeitherUpperNorLower() {
        let word = Copy.words("\u{FFFC}")[0]
        XCTAssertFalse(word.isCapitalized)
        XCTAssertFalse(word.isAllCaps)
        XCTAssertEqual(word.kind, .placeholder)
    }

    func testCaseProperties() {
        let words = Copy.words("URL iCloud Delete a I")
        XCTAssertEqual(words.map(\.isAllCaps), [true, false, false, false, false])
        XCTAssertEqual(words.map(\.isCapitalized), [true, false, true, false, true])
    }

    func testEmptyAndBlank() {
        XCTAssertEqual(Copy.words(""), [])
        XCTAssertEqual(Copy.wordCount("   \n"), 0)
        XCTAssertTrue(Copy.isBlank(" \t\n"))
        XCTAssertFalse(Copy.isBlank(" a "))
        XCTAssertEqual(Copy.trimmed("  Delete  \n"), "Delete")
    }

    func testWordCount() {
        XCTAssertEqual(Copy.wordCount("Delete \u{FFFC}?"), 2)
        XCTAssertEqual(Copy.wordCount("Save to iCloud Drive"), 4)
    }

    func testQuotedShowsPlaceholders() {
        XCTAssertEqual(Copy.quoted("Delete \u{FFFC}?"), "“Delete \\(…)?”")
    }

    func testApplyingEditsInAnyOrder() {
        let edits = [CopyEdit(0..<1, "D"), CopyEdit(7..<8, "P")]
        XCTAssertEqual(Copy.applying(edits, to: "delete photo"), "Delete Photo")
        XCTAssertEqual(Copy.applying(edits.reversed(), to: "delete photo"), "Delete Photo")
    }
}
