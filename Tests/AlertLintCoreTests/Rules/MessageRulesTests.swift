import XCTest

@testable import AlertLintCore

final class MessageRulesTests: XCTestCase {
    /// An alert whose title is literal 0, message literal 1 and buttons the literals after.
    private func site(_ code: String, buttons: Int = 0) -> (RuleFixture, AlertSite) {
        let fixture = RuleFixture(code)
        var site = uikitAlert(fixture)
        site.title = fixture.text(0)
        site.message = fixture.text(1)
        site.actions = (0..<buttons).map { fixture.action(2 + $0) }
        return (fixture, site)
    }

    func testMessageLength() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "一二三四五", preferredStyle: .alert)"#)
        var settings = RuleSettings()
        settings.messageMaxWidth = 9
        XCTAssertEqual(fixture.check(MessageLengthRule(), site, settings: settings).map(\.range), [fixture.text(1).range])
        settings.messageMaxWidth = 10
        XCTAssertEqual(fixture.check(MessageLengthRule(), site, settings: settings), [])
        // An NSAlert grows instead of scrolling: twice the width.
        var appKit = site
        appKit.framework = .appkit
        settings.messageMaxWidth = 5
        XCTAssertEqual(fixture.check(MessageLengthRule(), appKit, settings: settings), [])
        settings.messageMaxWidth = 4
        XCTAssertEqual(fixture.check(MessageLengthRule(), appKit, settings: settings).count, 1)
    }

    func testMessageOfParagraphsIsLongFromFiveSixthsOfTheLimit() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "Eight wd.\n\nEight wd.", preferredStyle: .alert)"#)
        var settings = RuleSettings()
        settings.messageMaxWidth = 21
        XCTAssertEqual(
            fixture.check(MessageLengthRule(), site, settings: settings).map { String($0.message.prefix(22)) }, ["Message is 2 paragraph"])
        // The same words on one line are within the limit; short paragraphs are too.
        let (oneLine, flat) = self.site(#"UIAlertController(title: "T", message: "Eight wd. Eight wd.", preferredStyle: .alert)"#)
        XCTAssertEqual(oneLine.check(MessageLengthRule(), flat, settings: settings), [])
        settings.messageMaxWidth = 24
        XCTAssertEqual(fixture.check(MessageLengthRule(), site, settings: settings), [])
        XCTAssertEqual(Copy.paragraphCount("One.\n\n  \nTwo.\nStill two.\n"), 2)
    }

    func testMessageSentenceCapitalizesAndPunctuates() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "the disk is full  ", preferredStyle: .alert)"#)
        XCTAssertEqual(
            fixture.fixed(fixture.check(MessageSentenceRule(), site)),
            #"UIAlertController(title: "T", message: "The disk is full.  ", preferredStyle: .alert)"#)
    }

    func testMessageSentenceOfOneLetterIsOneEdit() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "x", preferredStyle: .alert)"#)
        let found = fixture.check(MessageSentenceRule(), site)
        XCTAssertEqual(found.first?.fixes.first?.edits.count, 1, "edits of one fix must not overlap")
        XCTAssertEqual(fixture.fixed(found), #"UIAlertController(title: "T", message: "X.", preferredStyle: .alert)"#)
    }

    func testMessageSentenceLeavesTheEndingOfScriptsWithoutPeriods() {
        for message in ["กรุณาลองใหม่อีกครั้ง", "यह फ़ाइल हटा दी जाएगी।", "ကျေးဇူးပြု၍ ထပ်ကြိုးစားပါ"] {
            let (fixture, site) = site(#"UIAlertController(title: "T", message: "\#(message)", preferredStyle: .alert)"#)
            XCTAssertEqual(fixture.check(MessageSentenceRule(), site).map(\.message), [], message)
        }
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "это нельзя отменить", preferredStyle: .alert)"#)
        XCTAssertEqual(fixture.check(MessageSentenceRule(), site).count, 1, "Cyrillic still ends with a period")
    }

    func testMessageSentenceChinesePeriod() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "请检查网络", preferredStyle: .alert)"#)
        XCTAssertEqual(
            fixture.fixed(fixture.check(MessageSentenceRule(), site)),
            #"UIAlertController(title: "T", message: "请检查网络。", preferredStyle: .alert)"#)
    }

    /// The value filled in may end with its own punctuation (`error.localizedDescription` does), so
    /// nothing is asked of the ending; so too after a web address or a colon. A name filled in
    /// after “to” ends no sentence: the period is still asked for.
    func testMessageEndingInAnInterpolationAnAddressOrAColonHasAnOpenEnding() {
        for message in [
            #"The save failed because \(reason)"#, #"The server said: “\(reason)”"#, "Read the terms at https://example.com/terms",
            "Enter the name:",
        ] {
            let (fixture, site) = site(#"UIAlertController(title: "T", message: "\#(message)", preferredStyle: .alert)"#)
            XCTAssertEqual(fixture.check(MessageSentenceRule(), site), [], message)
        }
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "saved to \(folder)", preferredStyle: .alert)"#)
        XCTAssertEqual(
            fixture.check(MessageSentenceRule(), site).map(\.message),
            [#"Message “saved to \(folder)” isn't a complete sentence: start it with a capital letter and end it with “.”"#])
    }

    func testMessageSentenceLeavesSentencesAndBareInterpolations() {
        for message in ["The disk is full.", "Try again later!", "Loading…", "It’s “done.”", "\\(error)", "请检查网络。", "iCloud is off."] {
            let (fixture, site) = site("UIAlertController(title: \"T\", message: \"\(message)\", preferredStyle: .alert)")
            XCTAssertEqual(fixture.check(MessageSentenceRule(), site).map(\.message), [], message)
        }
    }

    func testMessageExplainsButtonsUsesTheSiteButtons() {
        let (fixture, site) = site(
            """
            UIAlertController(title: "T", message: "Use “retry” when online.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Retry", style: .default))
            """, buttons: 1)
        let found = fixture.check(MessageExplainsButtonsRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.range, fixture.range(of: "“retry”"))
        XCTAssertTrue(fixture.fixed(found).contains(#"message: "Use retry when online.""#))
    }

    func testMessageExplainsButtonsWithEscapedQuotesReportsWithoutFix() {
        let (fixture, site) = site(#"UIAlertController(title: "T", message: "Tap \"OK\" to go on.", preferredStyle: .alert)"#)
        let found = fixture.check(MessageExplainsButtonsRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes, [])
        XCTAssertEqual(found.first?.range, fixture.text(1).range)
    }

    func testMessageRepeatsTitle() {
        let (same, sameSite) = site(
            #"UIAlertController(title: "Remove from album?", message: "Remove from Album.", preferredStyle: .alert)"#)
        let found = same.check(MessageRepeatsTitleRule(), sameSite)
        XCTAssertEqual(found.map(\.related.count), [1])
        let (short, shortSite) = site(#"UIAlertController(title: "Upload Failed", message: "The upload failed.", preferredStyle: .alert)"#)
        XCTAssertEqual(short.check(MessageRepeatsTitleRule(), shortSite).count, 1)
        let (long, longSite) = site(
            #"UIAlertController(title: "Upload Failed", message: "The upload failed because the server is down.", preferredStyle: .alert)"#)
        XCTAssertEqual(long.check(MessageRepeatsTitleRule(), longSite), [])
    }

    func testNoPronounsSeverities() {
        let (fixture, site) = site(
            """
            UIAlertController(title: "Delete your photo?", message: "You can't undo this.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Keep My Photo", style: .cancel))
            """, buttons: 1)
        // Messages only when asked for: 004 dropped the advice, and “you” is often clearest there.
        XCTAssertEqual(fixture.check(NoPronounsRule(), site).map(\.severity), [.warning, .warning])
        XCTAssertEqual(fixture.check(NoPronounsRule(), site, severity: .error).map(\.severity), [.error, .error])
        var settings = RuleSettings()
        settings.pronounsInMessagesSetting = true
        XCTAssertEqual(fixture.check(NoPronounsRule(), site, severity: .info, settings: settings).map(\.severity), [.info, .info, .info])
    }

    func testNoPronounsChinese() {
        let (fixture, site) = site(#"UIAlertController(title: "删除你的照片？", message: "我们会保留备份。", preferredStyle: .alert)"#)
        let found = fixture.check(NoPronounsRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("“你的”"), found[0].message)
    }

    func testMessageRulesIgnoreUnknownText() {
        let fixture = RuleFixture(#"UIAlertController(title: "Upload Failed", message: "upload failed", preferredStyle: .alert)"#)
        var site = uikitAlert(fixture)
        site.title = fixture.text(0)
        site.message = fixture.unknown(1)
        for rule in [
            MessageLengthRule(), MessageSentenceRule(), MessageExplainsButtonsRule(), MessageRepeatsTitleRule(),
            NoPronounsRule(),
        ] as [any Rule] {
            XCTAssertEqual(fixture.check(rule, site), [], rule.description.id)
        }
    }
}
