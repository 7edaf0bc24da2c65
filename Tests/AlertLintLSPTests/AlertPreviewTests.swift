import AlertLintCore
import XCTest

@testable import AlertLintLSP

final class AlertPreviewTests: XCTestCase {
    private func action(_ title: String?, _ role: AlertAction.Role, at offset: Int) -> AlertAction {
        AlertAction(
            title: title.map { TextValue(text: $0, range: ByteRange(offset, offset + 1)) }, role: role,
            range: ByteRange(offset, offset + 1), statementRange: ByteRange(offset, offset + 2))
    }

    private func site(_ kind: AlertSite.Kind, _ actions: [AlertAction], title: String? = "Title") -> AlertSite {
        var site = AlertSite(framework: .uikit, kind: kind, range: ByteRange(0, 1), api: "UIAlertController")
        site.title = title.map { TextValue(text: $0, range: ByteRange(2, 3)) }
        site.actions = actions
        return site
    }

    func testTwoButtonAlertIsARowWithCancelLeading() {
        let preview = AlertPreview.render(
            site(.alert, [action("Delete", .destructive, at: 10), action("Cancel", .cancel, at: 20)]), markdown: true)
        XCTAssertTrue(preview.hasSuffix("`Cancel` · `🟥 Delete (destructive)`"), preview)
        XCTAssertTrue(preview.contains("**Title**"), preview)
    }

    func testThreeButtonAlertIsAStackWithCancelAtTheBottom() {
        let actions = [action("Cancel", .cancel, at: 10), action("Save", .default, at: 20), action("Discard", .destructive, at: 30)]
        let preview = AlertPreview.render(site(.alert, actions), markdown: true)
        XCTAssertTrue(preview.hasSuffix("- `Save`\n- `🟥 Discard (destructive)`\n- `Cancel`"), preview)
    }

    func testActionSheetKeepsTheCodeOrderWithCancelLast() {
        let actions = [
            action("Cancel", .cancel, at: 10), action("Share", .default, at: 20), action(nil, .default, at: 30),
            action("Delete", .destructive, at: 40),
        ]
        let preview = AlertPreview.render(site(.actionSheet, actions, title: nil), markdown: true)
        XCTAssertEqual(
            preview, "_Action sheet — UIAlertController_\n\n- `Share`\n- `‹unknown›`\n- `🟥 Delete (destructive)`\n- `Cancel`")
    }

    func testAppKitPutsTheFirstButtonAtTheTrailingEndOrTheTopAndCancelAtTheBottom() {
        var row = site(.alert, [action("Save", .default, at: 10), action("Cancel", .cancel, at: 20)])
        row.framework = .appkit
        XCTAssertTrue(AlertPreview.render(row, markdown: true).hasSuffix("`Cancel` · `Save`"))
        var cancelFirst = site(.alert, [action("Cancel", .cancel, at: 10), action("Save", .default, at: 20)])
        cancelFirst.framework = .appkit
        XCTAssertTrue(AlertPreview.render(cancelFirst, markdown: true).hasSuffix("`Save` · `Cancel`"))
        var stack = site(
            .alert, [action("Cancel", .cancel, at: 10), action("Save", .default, at: 20), action("Discard", .destructive, at: 30)])
        stack.framework = .appkit
        XCTAssertTrue(
            AlertPreview.render(stack, markdown: true).hasSuffix("- `Save`\n- `🟥 Discard (destructive)`\n- `Cancel`"))
    }

    func testUnknownTitlePreferredActionAndIncompleteActions() {
        var subject = site(.alert, [action("OK", .default, at: 10)], title: nil)
        subject.title = TextValue.unknown(ByteRange(2, 3))
        subject.preferredActionIndex = 0
        subject.actionsComplete = false
        let preview = AlertPreview.render(subject, markdown: true)
        XCTAssertTrue(preview.contains("**‹unknown›**"), preview)
        XCTAssertTrue(preview.contains("`OK (default)`"), preview)
        XCTAssertTrue(preview.hasSuffix("_Some buttons are added where AlertLint cannot follow them._"), preview)
    }

    func testPlainTextHasNoMarkupAndMarkdownEscapes() {
        let subject = site(.alert, [action("A*B", .default, at: 10)], title: "*Not* bold")
        XCTAssertEqual(AlertPreview.render(subject, markdown: false), "Alert — UIAlertController\n\n*Not* bold\n\n- [ A*B ]")
        XCTAssertTrue(AlertPreview.render(subject, markdown: true).contains("**\\*Not\\* bold**"))
    }

    func testInterpolationsReadAsEllipsis() {
        let preview = AlertPreview.render(site(.alert, [action("Delete \u{FFFC}", .destructive, at: 10)]), markdown: false)
        XCTAssertTrue(preview.hasSuffix("[ 🟥 Delete … (destructive) ]"), preview)
    }
}
