import XCTest

@testable import AlertLintCore

final class CapitalizationTests: XCTestCase {
    func testTitleCaseAcceptsAppleStyleTitles() {
        for title in [
            "Unable to Save Document", "Sign Out of iCloud", "Turn Off Wi-Fi", "Move to Trash",
            "Delete \u{FFFC}", "Save As", "Up-to-Date", "Sign In", "URL Not Found", "Open in macOS",
            "Keep Editing", "Don't Save", "Not Now", "OK", "删除照片", "", "\u{FFFC}",
        ] {
            XCTAssertTrue(Copy.isTitleCase(title), title)
        }
    }

    func testTitleCaseFixesLowercaseWords() {
        XCTAssertEqual(Copy.titleCased("unable to save document"), "Unable to Save Document")
        XCTAssertEqual(Copy.titleCased("delete photo"), "Delete Photo")
        XCTAssertEqual(Copy.titleCased("sign in to continue"), "Sign In to Continue")
        XCTAssertEqual(Copy.titleCased("don't save"), "Don't Save")
        XCTAssertEqual(Copy.titleCased("move \u{FFFC} to trash"), "Move \u{FFFC} to Trash")
    }

    /// A particle is capitalized only where it makes a phrasal verb of the verb before it: “Try
    /// Out”, but “Try in Safari” and “Show in Finder”, where it is a preposition.
    func testOnlyAPhrasalVerbsOwnParticleIsCapitalized() {
        XCTAssertEqual(Copy.titleCased("try out the beta"), "Try Out the Beta")
        XCTAssertEqual(Copy.titleCased("try in safari"), "Try in Safari")
        XCTAssertEqual(Copy.titleCased("show in finder"), "Show in Finder")
        XCTAssertEqual(Copy.titleCased("check in"), "Check In")
        XCTAssertTrue(Copy.isTitleCase("Try in Yattee"))
        XCTAssertTrue(Copy.isTitleCase("Show in Finder"))
        XCTAssertFalse(Copy.isTitleCase("Set up Sync"))
    }

    func testTitleCaseLowersMinorWordsInTheMiddleOnly() {
        XCTAssertEqual(Copy.titleCased("The Art Of The Deal"), "The Art of the Deal")
        XCTAssertEqual(Copy.titleCased("save for later And Quit"), "Save for Later and Quit")
        XCTAssertEqual(Copy.titleCased("what to"), "What To")
        XCTAssertEqual(Copy.titleCased("a new file"), "A New File")
    }

    func testTitleCaseLeavesOwnCapitalsDigitsAndAcronyms() {
        XCTAssertEqual(Copy.titleCased("open iCloud settings"), "Open iCloud Settings")
        XCTAssertEqual(Copy.titleCased("download 4k video"), "Download 4k Video")
        XCTAssertEqual(Copy.titleCased("reset URL"), "Reset URL")
        XCTAssertEqual(Copy.titleCased("update macOS"), "Update macOS")
    }

    func testTitleCaseRecasesHyphenParts() {
        XCTAssertEqual(Copy.titleCased("turn off wi-fi"), "Turn Off Wi-Fi")
        // A compound whose first part is capitalized may keep the rest in lower case.
        XCTAssertTrue(Copy.isTitleCase("Uninstall Mail Plug-in"))
        XCTAssertTrue(Copy.isTitleCase("Uninstall Mail Plug-In"))
        XCTAssertEqual(Copy.titleCased("uninstall plug-in"), "Uninstall Plug-In")
        XCTAssertEqual(Copy.titleCased("get up-To-date copy"), "Get up-to-Date Copy")
    }

    func testParticlesOutsidePhrasalVerbsMayTakeEitherCase() {
        XCTAssertTrue(Copy.isTitleCase("Built-in Camera"))
        XCTAssertTrue(Copy.isTitleCase("Built-In Camera"))
        XCTAssertTrue(Copy.isTitleCase("Log In to Continue"))
        XCTAssertFalse(Copy.isTitleCase("Log in to Continue"))
    }

    func testTitleCaseEditsAreUTF8Ranges() {
        XCTAssertEqual(Copy.titleCaseEdits("删除 photo"), [CopyEdit(7..<8, "P")])
    }

    func testSentenceStart() {
        XCTAssertEqual(Copy.sentenceStartEdit("the file is gone."), CopyEdit(0..<1, "T"))
        XCTAssertEqual(Copy.sentenceCased("“quoted” start"), "“Quoted” start")
        XCTAssertEqual(Copy.sentenceCased("é is first"), "É is first")
        XCTAssertNil(Copy.sentenceStartEdit("The file"))
        XCTAssertNil(Copy.sentenceStartEdit("iPhone is locked."))
        XCTAssertNil(Copy.sentenceStartEdit("\u{FFFC} was deleted."))
        XCTAssertNil(Copy.sentenceStartEdit("3 files were deleted."))
        XCTAssertNil(Copy.sentenceStartEdit("照片已删除。"))
        XCTAssertNil(Copy.sentenceStartEdit(""))
        XCTAssertNil(Copy.sentenceStartEdit("\u{FFFC} and more"))
        XCTAssertTrue(Copy.startsLikeSentence("Done."))
        XCTAssertFalse(Copy.startsLikeSentence("done."))
    }
}
