import XCTest

@testable import AlertLintCore

final class TitleRulesTests: XCTestCase {
    private func site(_ code: String, title: Int? = 0) -> (RuleFixture, AlertSite) {
        let fixture = RuleFixture(code)
        var site = uikitAlert(fixture)
        site.title = title.map(fixture.text)
        return (fixture, site)
    }

    func testTitleMissingOnlyForAlerts() {
        let fixture = RuleFixture(#"let alert = UIAlertController(title: nil, message: "x", preferredStyle: .alert)"#)
        var alert = uikitAlert(fixture)
        XCTAssertEqual(fixture.check(TitleMissingRule(), alert).map(\.range), [alert.range])
        alert.kind = .actionSheet
        XCTAssertEqual(fixture.check(TitleMissingRule(), alert), [])
    }

    /// `preferredStyle` by idiom: an alert on iPad, so untitled there unless the app is iPhone-only.
    func testTitleMissingOnIPadWhereTheStyleFollowsTheIdiom() {
        let code = """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        func found(_ code: String, targetsIPad: Bool? = nil) -> [String] {
            var configuration = LintConfiguration()
            configuration.settings.targetsIPad = targetsIPad
            return Linter(configuration: configuration).lint(SourceText(code)).diagnostics.filter { $0.ruleID == "title-missing" }
                .map(\.message)
        }
        XCTAssertEqual(found(code), ["On iPad this is an alert, and it has no title: add a short title that says what happened"])
        XCTAssertEqual(found(code, targetsIPad: true).count, 1)
        XCTAssertEqual(found(code, targetsIPad: false), [])
        // Any other computed style leaves the kind unknown.
        XCTAssertEqual(
            found(code.replacingOccurrences(of: "== .pad ? .alert : .actionSheet", with: "== .phone ? .alert : .actionSheet")), [])
    }

    func testTitleMissingEmptyBlankAndUnknown() {
        let (fixture, blank) = site(#"let alert = UIAlertController(title: "  ", message: nil, preferredStyle: .alert)"#)
        XCTAssertEqual(fixture.check(TitleMissingRule(), blank).map(\.range), [fixture.text(0).range])
        var unknown = blank
        unknown.title = fixture.unknown(0)
        XCTAssertEqual(fixture.check(TitleMissingRule(), unknown), [])
    }

    func testTitleGenericQuotesTheTitle() {
        let (fixture, site) = site(#"let alert = UIAlertController(title: "Oops!", message: nil, preferredStyle: .alert)"#)
        let found = fixture.check(TitleGenericRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("“Oops!”"), found[0].message)
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(fixture.check(TitleGenericRule(), site, severity: .error).first?.severity, .error)
    }

    func testTitleLengthUsesTheSetting() {
        let (fixture, site) = site(#"let alert = UIAlertController(title: "删除照片", message: nil, preferredStyle: .alert)"#)
        var settings = RuleSettings()
        settings.titleMaxWidth = 7
        XCTAssertEqual(fixture.check(TitleLengthRule(), site, settings: settings).count, 1)
        settings.titleMaxWidth = 8
        XCTAssertEqual(fixture.check(TitleLengthRule(), site, settings: settings).count, 0)
    }

    func testTitleCaseFixesFragmentsInPlace() {
        let (fixture, site) = site(
            #"let alert = UIAlertController(title: "delete \(name) to library", message: nil, preferredStyle: .alert)"#)
        let found = fixture.check(TitleCaseRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            fixture.fixed(found),
            #"let alert = UIAlertController(title: "Delete \(name) to Library", message: nil, preferredStyle: .alert)"#)
    }

    func testTitleCaseQuestionsAndSentences() {
        let (question, questionSite) = site(
            #"let alert = UIAlertController(title: "delete \(name)?", message: nil, preferredStyle: .alert)"#)
        XCTAssertEqual(
            question.fixed(question.check(TitleCaseRule(), questionSite)),
            #"let alert = UIAlertController(title: "Delete \(name)?", message: nil, preferredStyle: .alert)"#)
        let (sentence, sentenceSite) = site(
            #"let alert = UIAlertController(title: "The file couldn't be saved", message: nil, preferredStyle: .alert)"#)
        XCTAssertEqual(
            sentence.fixed(sentence.check(TitleCaseRule(), sentenceSite)),
            #"let alert = UIAlertController(title: "The file couldn't be saved.", message: nil, preferredStyle: .alert)"#)
        let (fragment, fragmentSite) = site(
            #"let alert = UIAlertController(title: "Photo Deleted.", message: nil, preferredStyle: .alert)"#)
        XCTAssertEqual(
            fragment.fixed(fragment.check(TitleCaseRule(), fragmentSite)),
            #"let alert = UIAlertController(title: "Photo Deleted", message: nil, preferredStyle: .alert)"#)
    }

    func testTitleCaseLeavesGoodTitlesAndChineseSentences() {
        for title in [
            "Unable to Save Document", "Delete this photo?", "The photo was deleted.", "照片已删除，无法恢复。",
            "删除照片？", "iCloud Storage Is Full", "\\(name)",
        ] {
            let (fixture, site) = site("let alert = UIAlertController(title: \"\(title)\", message: nil, preferredStyle: .alert)")
            XCTAssertEqual(fixture.check(TitleCaseRule(), site).map(\.message), [], title)
        }
    }

    func testTitleCaseOffersNoFixAcrossAnEscape() {
        // The escape spells the letter to change: the fix is all or nothing, so there is none.
        let (fixture, site) = site(#"let alert = UIAlertController(title: "\u{64}elete photo", message: nil, preferredStyle: .alert)"#)
        let found = fixture.check(TitleCaseRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes.count, 0)
    }

    func testTitleSentences() {
        var (fixture, withMessage) = site(
            #"let alert = UIAlertController(title: "Delete \(name)? It can't be undone.", message: "Its photos go too.", preferredStyle: .alert)"#
        )
        withMessage.message = fixture.text(1)
        let found = fixture.check(TitleSentencesRule(), withMessage, severity: .info)
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found.first?.message.contains("2 sentences beside a message (limit 1)") ?? false)
        // Without a message, two sentences may stand in for it (000); three may not.
        let (alone, aloneSite) = site(
            #"let alert = UIAlertController(title: "Delete \(name)? It can't be undone.", message: nil, preferredStyle: .alert)"#)
        XCTAssertEqual(alone.check(TitleSentencesRule(), aloneSite), [])
        let (three, threeSite) = site(
            #"let alert = UIAlertController(title: "Delete \(name)? It can't be undone. Its photos go too.", message: nil, preferredStyle: .alert)"#
        )
        XCTAssertEqual(
            three.check(TitleSentencesRule(), threeSite).map(\.message),
            ["Title has 3 sentences and no message (limit 2): keep one and move the rest to a message"])
    }

    func testTitleRulesIgnoreUnknownText() {
        let fixture = RuleFixture(#"let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)"#)
        var site = uikitAlert(fixture)
        site.title = fixture.unknown(0)
        for rule in [TitleGenericRule(), TitleLengthRule(), TitleCaseRule(), TitleSentencesRule()] as [any Rule] {
            XCTAssertEqual(fixture.check(rule, site), [], rule.description.id)
        }
    }
}
