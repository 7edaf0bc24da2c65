import XCTest

@testable import AlertLintCore

final class CancelRulesTests: XCTestCase {
    private func site(
        _ code: String, roles: [AlertAction.Role], framework: AlertSite.Framework = .uikit,
        kind: AlertSite.Kind = .alert
    ) -> (RuleFixture, AlertSite) {
        let fixture = RuleFixture(code)
        var site = uikitAlert(fixture, kind: kind)
        site.framework = framework
        site.title = fixture.text(0)
        site.actions = roles.enumerated().map { fixture.action($0.offset + 1, $0.element) }
        return (fixture, site)
    }

    private let appKitCancelFirst = """
        let alert = NSAlert(); let x = UIAlertController; alert.messageText = "Replace it?"
        alert.addButton(withTitle: "Cancel")
        alert.addButton(withTitle: "Replace")
        if alert.runModal() == .alertSecondButtonReturn { replace() }
        """

    func testCancelTitleOnlyForTheCancelRoleAndRealSynonyms() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            alert.addAction(UIAlertAction(title: "Close Tab", style: .default))
            """, roles: [.cancel, .default])
        let found = fixture.check(CancelTitleRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(fixture.fixed(found).contains(#"title: "Cancel", style: .cancel"#))
        var notNow = site
        notNow.actions[0].title = TextValue(text: "Not Now", range: site.actions[0].range, literals: [])
        XCTAssertEqual(fixture.check(CancelTitleRule(), notNow), [])
    }

    func testCancelRoleSkipsAppKitAndWontMakeASecondCancel() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .default))
            alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
            """, roles: [.default, .cancel])
        var withRange = site
        withRange.actions[0].roleRange = fixture.range(of: ".default")
        let found = fixture.check(CancelRoleRule(), withRange)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.fixes, [], "a second cancel action would crash UIKit")
        var appKit = withRange
        appKit.framework = .appkit
        XCTAssertEqual(fixture.check(CancelRoleRule(), appKit), [])
    }

    func testCancelRoleHasNoFixWhenAnUnseenActionMayCancel() {
        let (fixture, base) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .default))
            """, roles: [.default])
        var site = base
        site.actions[0].roleRange = fixture.range(of: ".default")
        XCTAssertEqual(fixture.check(CancelRoleRule(), site).map(\.fixes.count), [1])
        site.actionsComplete = false
        XCTAssertEqual(fixture.check(CancelRoleRule(), site).map(\.fixes.count), [0])
    }

    func testCancelRoleInsertsUIKitStyle() {
        let fixture = RuleFixture(#"UIAlertAction(title: "Cancel")"#)
        var site = uikitAlert(RuleFixture("UIAlertController"))
        site.range = ByteRange(0, 0)
        var action = fixture.action(0)
        action.roleInsertionOffset = fixture.text(0).range.end
        site.actions = [action]
        XCTAssertEqual(fixture.fixed(fixture.check(CancelRoleRule(), site)), #"UIAlertAction(title: "Cancel", style: .cancel)"#)
    }

    func testCancelPositionOffersNoReorderWhenResponsesCannotFollow() {
        for reading in ["if alert.runModal().rawValue == 1001 { replace() }", "return alert"] {
            let (fixture, site) = site(
                """
                let alert = NSAlert(); let x = UIAlertController; alert.messageText = "Replace it?"
                alert.addButton(withTitle: "Cancel")
                alert.addButton(withTitle: "Replace")
                \(reading)
                """, roles: [.default, .default], framework: .appkit)
            XCTAssertEqual(fixture.check(CancelPositionRule(), site).map(\.fixes.count), [0], reading)
        }
    }

    func testCancelPositionSwapsTheFirstTwoAppKitButtons() {
        let (fixture, site) = site(appKitCancelFirst, roles: [.default, .default], framework: .appkit)
        let found = fixture.check(CancelPositionRule(), site)
        XCTAssertEqual(found.map(\.related.count), [1])
        // The response the code reads follows its button.
        XCTAssertTrue(
            fixture.fixed(found).hasSuffix(
                """
                alert.addButton(withTitle: "Replace")
                alert.addButton(withTitle: "Cancel")
                if alert.runModal() == .alertFirstButtonReturn { replace() }
                """))
        var incomplete = site
        incomplete.actionsComplete = false
        XCTAssertEqual(fixture.check(CancelPositionRule(), incomplete), [])
        var uikit = site
        uikit.framework = .uikit
        XCTAssertEqual(fixture.check(CancelPositionRule(), uikit), [])
    }

    func testCancelDefaultAppKitFollowsKeyEquivalents() {
        let (fixture, site) = site(appKitCancelFirst, roles: [.default, .default], framework: .appkit)
        XCTAssertEqual(fixture.check(CancelDefaultRule(), site).count, 1)
        var returnOnReplace = site
        returnOnReplace.actions[1].keyEquivalent = "\r"
        XCTAssertEqual(fixture.check(CancelDefaultRule(), returnOnReplace), [])
        var cleared = site
        cleared.actions[0].keyEquivalent = ""
        XCTAssertEqual(fixture.check(CancelDefaultRule(), cleared), [])
    }

    func testCancelDefaultUIKitPreferredAction() {
        let (fixture, base) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Save", style: .default))
            alert.preferredAction = cancel
            """, roles: [.cancel, .default])
        var site = base
        site.preferredActionIndex = 0
        let preferred = fixture.range(of: "alert.preferredAction = cancel")
        site.preferredActionRange = preferred
        let found = fixture.check(CancelDefaultRule(), site)
        XCTAssertEqual(found.map(\.range), [preferred])
        site.preferredActionIndex = 1
        XCTAssertEqual(fixture.check(CancelDefaultRule(), site), [])
        site.preferredActionIndex = 7
        XCTAssertEqual(fixture.check(CancelDefaultRule(), site), [])
    }

    func testCancelMissingInsertsInTheAPIsForm() {
        let (fixture, site) = site(
            """
            func f() {
                let alert = UIAlertController(title: "清除历史记录？", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "清除", style: .destructive))
            }
            """, roles: [.destructive])
        XCTAssertEqual(
            fixture.fixed(fixture.check(CancelMissingRule(), site)),
            """
            func f() {
                let alert = UIAlertController(title: "清除历史记录？", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "清除", style: .destructive))
                alert.addAction(UIAlertAction(title: "取消", style: .cancel))
            }
            """)
    }

    func testCancelMissingNeedsTheWholeListAndSkipsConfirmationDialogs() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Share", style: .default))
            """, roles: [.default], kind: .actionSheet)
        XCTAssertEqual(fixture.check(CancelMissingRule(), site).count, 1)
        var incomplete = site
        incomplete.actionsComplete = false
        XCTAssertEqual(fixture.check(CancelMissingRule(), incomplete), [])
        var dialog = site
        dialog.kind = .confirmationDialog
        XCTAssertEqual(fixture.check(CancelMissingRule(), dialog), [])
        var plainAlert = site
        plainAlert.kind = .alert
        XCTAssertEqual(fixture.check(CancelMissingRule(), plainAlert), [], "an alert without a destructive action")
    }

    func testSingleCancel() {
        let (fixture, site) = site(
            """
            let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """, roles: [.cancel])
        XCTAssertTrue(fixture.fixed(fixture.check(SingleCancelRule(), site)).contains(#"title: "Done", style: .cancel"#))
        var incomplete = site
        incomplete.actionsComplete = false
        XCTAssertEqual(fixture.check(SingleCancelRule(), incomplete), [])
        var system = site
        system.actions[0].title = nil
        system.actions[0].hasSystemTitle = true
        XCTAssertEqual(system.actions[0].displayText, "Cancel")
        XCTAssertEqual(fixture.check(SingleCancelRule(), system).map(\.fixes.count), [0])
    }
}
