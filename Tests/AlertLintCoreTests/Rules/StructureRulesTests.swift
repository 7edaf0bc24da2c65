import XCTest

@testable import AlertLintCore

final class StructureRulesTests: XCTestCase {
    private func site(
        _ code: String, roles: [AlertAction.Role], framework: AlertSite.Framework = .uikit,
        kind: AlertSite.Kind = .alert
    ) -> (RuleFixture, AlertSite) {
        let fixture = RuleFixture(code)
        var site = uikitAlert(fixture, kind: kind)
        site.framework = framework
        site.actions = roles.enumerated().map { fixture.action($0.offset, $0.element) }
        return (fixture, site)
    }

    private let fourButtons = """
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Share", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        """

    func testTooManyButtonsCountsKnownActionsOfIncompleteLists() {
        let (fixture, site) = site(fourButtons, roles: [.default, .destructive, .default, .cancel])
        var incomplete = site
        incomplete.actionsComplete = false
        let found = fixture.check(TooManyButtonsRule(), incomplete)
        XCTAssertEqual(found.map(\.related.count), [1])
        var sheet = site
        sheet.kind = .actionSheet
        XCTAssertEqual(fixture.check(TooManyButtonsRule(), sheet), [])
    }

    func testSheetDestructiveFirstIgnoresCancelAndSwaps() {
        let (fixture, site) = site(fourButtons, roles: [.default, .destructive, .default, .cancel], kind: .actionSheet)
        let found = fixture.check(SheetDestructiveFirstRule(), site)
        XCTAssertEqual(found.count, 1)
        let fixed = fixture.fixed(found)
        XCTAssertTrue(
            fixed.contains(
                """
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                alert.addAction(UIAlertAction(title: "Save", style: .default))
                """), fixed)
        var cancelFirst = site
        cancelFirst.actions = [site.actions[3], site.actions[1], site.actions[0]]
        XCTAssertEqual(fixture.check(SheetDestructiveFirstRule(), cancelFirst), [])
        var alert = site
        alert.kind = .alert
        XCTAssertEqual(fixture.check(SheetDestructiveFirstRule(), alert), [])
    }

    func testSheetLengthUsesTheSetting() {
        let (fixture, site) = site(fourButtons, roles: [.default, .destructive, .default, .cancel], kind: .actionSheet)
        var settings = RuleSettings()
        settings.sheetMaxActions = 3
        XCTAssertEqual(fixture.check(SheetLengthRule(), site, severity: .info, settings: settings).map(\.severity), [.info])
        settings.sheetMaxActions = 4
        XCTAssertEqual(fixture.check(SheetLengthRule(), site, settings: settings), [])
    }

    func testMultipleCancelPointsAtTheSecond() {
        let (fixture, site) = site(fourButtons, roles: [.cancel, .destructive, .default, .cancel])
        let found = fixture.check(MultipleCancelRule(), site, severity: .error)
        XCTAssertEqual(found.map(\.range), [site.actions[3].range])
        XCTAssertEqual(found.first?.related.map(\.range), [site.actions[0].range])
        var swiftUI = site
        swiftUI.framework = .swiftui
        XCTAssertEqual(fixture.check(MultipleCancelRule(), swiftUI), [])
    }

    func testNoActionsNeedsTheWholeList() {
        let (fixture, site) = site(fourButtons, roles: [])
        XCTAssertEqual(fixture.check(NoActionsRule(), site).map(\.range), [site.range])
        var incomplete = site
        incomplete.actionsComplete = false
        XCTAssertEqual(fixture.check(NoActionsRule(), incomplete), [])
    }

    func testDestructiveDefault() {
        let (fixture, site) = site(fourButtons, roles: [.default, .destructive, .default, .cancel])
        var preferred = site
        preferred.preferredActionIndex = 1
        XCTAssertEqual(fixture.check(DestructiveDefaultRule(), preferred).count, 1)
        preferred.preferredActionIndex = 0
        XCTAssertEqual(fixture.check(DestructiveDefaultRule(), preferred), [])

        // AppKit: hasDestructiveAction guards the button; only an explicit Return undoes that.
        var appKit = site
        appKit.framework = .appkit
        XCTAssertEqual(fixture.check(DestructiveDefaultRule(), appKit), [])
        appKit.actions[1].keyEquivalent = "\r"
        XCTAssertEqual(fixture.check(DestructiveDefaultRule(), appKit).map(\.range), [site.actions[1].range])
    }

    func testSheetPopover() {
        let (fixture, site) = site(fourButtons, roles: [], kind: .actionSheet)
        XCTAssertEqual(fixture.check(SheetPopoverRule(), site).count, 1)
        var anchored = site
        anchored.hasPopoverSource = true
        XCTAssertEqual(fixture.check(SheetPopoverRule(), anchored), [])
        var swiftUI = site
        swiftUI.framework = .swiftui
        XCTAssertEqual(fixture.check(SheetPopoverRule(), swiftUI), [])
    }

    func testLaunchAlert() {
        let (fixture, site) = site(fourButtons, roles: [])
        for function in [
            "application(_:didFinishLaunchingWithOptions:)", "applicationDidFinishLaunching(_:)",
            "scene(_:willConnectTo:options:)",
        ] {
            var launching = site
            launching.enclosingFunction = function
            XCTAssertEqual(fixture.check(LaunchAlertRule(), launching).count, 1, function)
        }
        var other = site
        other.enclosingFunction = "viewDidAppear(_:)"
        XCTAssertEqual(fixture.check(LaunchAlertRule(), other), [])
        XCTAssertEqual(fixture.check(LaunchAlertRule(), site), [])
    }

    func testCriticalStyle() {
        let (fixture, site) = site(fourButtons, roles: [.default], framework: .appkit)
        var critical = site
        critical.isCriticalStyle = true
        XCTAssertEqual(fixture.check(CriticalStyleRule(), critical).count, 1)
        critical.actions[0].role = .destructive
        XCTAssertEqual(fixture.check(CriticalStyleRule(), critical), [])
        XCTAssertEqual(fixture.check(CriticalStyleRule(), site), [])
    }

    /// NSAlert has no `hasDestructiveAction`: each button has its own (macOS 11), so the fix marks
    /// the button itself, by the index the alert gives it.
    func testDestructiveStyleAppKitMarksTheButton() {
        let fixture = RuleFixture(
            """
            let alert = NSAlert()
            alert.messageText = "Import the library?"
            alert.addButton(withTitle: "Import")
            alert.addButton(withTitle: "Erase Existing Photos")
            """)
        var site = AlertSite(framework: .appkit, kind: .alert, range: fixture.range(of: "NSAlert"), api: "NSAlert")
        site.title = fixture.text(0)
        site.actions = [fixture.action(1), fixture.action(2)]
        site.variableName = "alert"
        let found = fixture.check(DestructiveStyleRule(), site)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            fixture.fixed(found),
            """
            let alert = NSAlert()
            alert.messageText = "Import the library?"
            alert.addButton(withTitle: "Import")
            alert.addButton(withTitle: "Erase Existing Photos")
            alert.buttons[1].hasDestructiveAction = true
            """)
        site.actions[1].role = .destructive
        XCTAssertEqual(fixture.check(DestructiveStyleRule(), site), [])
    }
}

final class UnknownKindTests: XCTestCase {
    /// `preferredStyle: style` (a parameter): rules that depend on alert-or-sheet stay silent.
    func testKindDependentRulesStaySilentWhenTheStyleIsAVariable() {
        let source = SourceText(
            """
            func make(_ style: UIAlertController.Style) {
                let alert = UIAlertController(title: "", message: nil, preferredStyle: style)
                alert.addAction(UIAlertAction(title: "A", style: .default))
                alert.addAction(UIAlertAction(title: "B", style: .default))
                alert.addAction(UIAlertAction(title: "C", style: .default))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                present(alert, animated: true)
            }
            """)
        let ids: Set<String> = [
            "title-missing", "too-many-buttons", "single-cancel", "sheet-length", "sheet-destructive-first", "cancel-missing",
        ]
        var configuration = LintConfiguration()
        configuration.select = ids
        let found = Linter(configuration: configuration).lint(source).diagnostics.map(\.ruleID)
        XCTAssertEqual(found, [])
    }
}
