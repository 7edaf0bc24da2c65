import XCTest

@testable import AlertLintCore

final class ButtonRulesTests: XCTestCase {
    /// An alert titled by literal 0 whose buttons are the following literals, one per line.
    private func site(_ code: String, roles: [AlertAction.Role]) -> (RuleFixture, AlertSite) {
        let fixture = RuleFixture(code)
        var site = uikitAlert(fixture)
        site.title = fixture.text(0)
        site.actions = roles.enumerated().map { fixture.action($0.offset + 1, $0.element) }
        return (fixture, site)
    }

    private let deleteQuestion = """
        let alert = UIAlertController(title: "Delete \\(name)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .destructive))
        """

    func testOKSpecificNamesTheVerbThroughAPlaceholder() {
        let (fixture, site) = site(deleteQuestion, roles: [.cancel, .destructive])
        let found = fixture.check(OKSpecificRule(), site)
        XCTAssertEqual(found.map(\.message), ["Button “OK” doesn't say what it does: use “Delete”"])
        XCTAssertEqual(found.first?.fixes.first?.safety, .unsafe)
        XCTAssertTrue(fixture.fixed(found).contains(#"UIAlertAction(title: "Delete", style: .destructive)"#))
    }

    func testOKSpecificStaysSilentOnInformationalAlerts() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            """, roles: [.default])
        XCTAssertEqual(fixture.check(OKSpecificRule(), site), [])
    }

    func testOKSpecificWithoutAVerbHasNoFix() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "Are you sure?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Okay", style: .default))
            """, roles: [.default])
        let found = fixture.check(OKSpecificRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes, [])
    }

    func testOKSpellingKeepsTheRestOfTheLiteral() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: " okay ", style: .default))
            """, roles: [.default])
        XCTAssertTrue(fixture.fixed(fixture.check(OKSpellingRule(), site)).contains(#"title: " OK ""#))
    }

    func testFixesOfLocalizedCopyAreNeverSafe() {
        let (fixture, base) = site(
            """
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("Okay", comment: ""), style: .default))
            """, roles: [.default])
        XCTAssertEqual(fixture.check(OKSpellingRule(), base).first?.fixes.first?.safety, .safe)
        var site = base
        site.actions[0].title?.isLocalized = true
        // The literal is the lookup key: changing it loses the translations.
        XCTAssertEqual(fixture.check(OKSpellingRule(), site).first?.fixes.first?.safety, .unsafe)
    }

    func testYesNo() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "确定要删除这张照片吗？", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "否", style: .cancel))
            alert.addAction(UIAlertAction(title: "是", style: .default))
            """, roles: [.cancel, .default])
        let fixed = fixture.fixed(fixture.check(YesNoRule(), site))
        XCTAssertTrue(fixed.contains(#"title: "取消", style: .cancel"#), fixed)
        XCTAssertTrue(fixed.contains(#"title: "删除", style: .default"#), fixed)
    }

    func testNoWithoutTheCancelRoleHasNoFix() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "No", style: .default))
            """, roles: [.default])
        XCTAssertEqual(fixture.check(YesNoRule(), site).map(\.fixes.count), [0])
    }

    func testButtonCaseSkipsMisspelledOKAndCJKCase() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "ok", style: .default))
            alert.addAction(UIAlertAction(title: "删除", style: .default))
            alert.addAction(UIAlertAction(title: "Sign in", style: .default))
            """, roles: [.default, .default, .default])
        let found = fixture.check(ButtonCaseRule(), site)
        XCTAssertEqual(found.map(\.message), ["Button “Sign in” should be in title style without final punctuation: write “Sign In”"])
    }

    func testButtonLengthWordsAndCJKWidth() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Move \\(name) to Trash", style: .default))
            alert.addAction(UIAlertAction(title: "移到废纸篓", style: .default))
            """, roles: [.default, .default])
        var settings = RuleSettings()
        settings.buttonMaxWords = 3
        settings.buttonMaxWidthCJK = 9
        XCTAssertEqual(fixture.check(ButtonLengthRule(), site, settings: settings).count, 2)
        settings.buttonMaxWords = 4
        settings.buttonMaxWidthCJK = 10
        XCTAssertEqual(fixture.check(ButtonLengthRule(), site, settings: settings).count, 0)
    }

    func testButtonRulesIgnoreUnknownAndSystemTitles() {
        let fixture = RuleFixture(#"let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)"#)
        var site = uikitAlert(fixture)
        site.title = fixture.text(0)
        var cancel = AlertAction(title: nil, role: .cancel, range: site.range, statementRange: site.range)
        cancel.hasSystemTitle = true
        let unknown = AlertAction(title: .unknown(site.range), role: .default, range: site.range, statementRange: site.range)
        site.actions = [cancel, unknown]
        for rule in [
            OKSpecificRule(), OKSpellingRule(), YesNoRule(), ButtonCaseRule(), ButtonLengthRule(), NoPronounsRule(),
            DestructiveStyleRule(), CancelTitleRule(), CancelRoleRule(),
        ] as [any Rule] {
            XCTAssertEqual(fixture.check(rule, site), [], rule.description.id)
        }
    }

    func testDestructiveStyleWithExtraVerbsAndRoles() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Nuke Server", style: .default))
            alert.addAction(UIAlertAction(title: "Delete", style: .cancel))
            alert.addAction(UIAlertAction(title: "Erase All", style: .destructive))
            """, roles: [.default, .cancel, .destructive])
        XCTAssertEqual(fixture.check(DestructiveStyleRule(), site), [])
        var settings = RuleSettings()
        settings.extraDestructiveVerbs = ["nuke"]
        let found = fixture.check(DestructiveStyleRule(), site, settings: settings)
        XCTAssertEqual(found.count, 1)
        // No role range in this hand-built site, so nothing to edit: reported without a fix.
        XCTAssertEqual(found.first?.fixes, [])
    }

    func testDestructiveStyleReplacesTheRole() {
        let (fixture, base) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .default))
            """, roles: [.default])
        var site = base
        site.actions[0].roleRange = fixture.range(of: ".default")
        XCTAssertTrue(fixture.fixed(fixture.check(DestructiveStyleRule(), site)).contains(#"style: .destructive"#))
    }

    func testDestructiveStyleInsertsTheSwiftUIRole() {
        let fixture = RuleFixture(#"Button("Delete") { delete() }"#)
        var site = AlertSite(framework: .swiftui, kind: .alert, range: fixture.range(of: "Button"), api: ".alert")
        var action = AlertAction(
            title: fixture.text(0), role: .default, range: fixture.range(of: "Button"),
            statementRange: fixture.range(of: #"Button("Delete") { delete() }"#))
        action.roleInsertionOffset = fixture.text(0).range.end
        site.actions = [action]
        XCTAssertEqual(fixture.fixed(fixture.check(DestructiveStyleRule(), site)), #"Button("Delete", role: .destructive) { delete() }"#)
    }
}
