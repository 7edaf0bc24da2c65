/// AppKit: Cancel added first, where the default button goes.
public struct CancelPositionRule: Rule {
    public static let id = "cancel-position"
    public init() {}

    public let description = RuleDescription(
        id: CancelPositionRule.id,
        summary: Localized(
            en: "AppKit: Cancel is the first button added, which puts it at the trailing end as the default button.",
            zh: "AppKit：第一个添加的按钮是“取消”，它会成为末端的默认按钮。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Put buttons where people expect them: the default button at the trailing end of a row, and \
                Cancel at the leading end. NSAlert lays buttons out in the order the code adds them, from \
                the trailing end, and makes the first one the default — so add the button that carries out \
                the action first and Cancel after it.

                UIKit and SwiftUI place a button with the cancel role themselves; see `cancel-role`.
                """,
            zh: """
                按钮要放在人们预期的位置：默认按钮在一排按钮的末端，“取消”在开头。NSAlert 按代码添加的顺序从末端开始排列按钮，并把第一个设为默认按钮，所以应先添加执行操作的按钮，再添加“取消”。

                UIKit 和 SwiftUI 会自行放置带取消角色的按钮，参见 `cancel-role`。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = NSAlert()
                alert.messageText = "Delete the selected files?"
                alert.addButton(withTitle: "Cancel")
                alert.addButton(withTitle: "Delete")
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储对文稿的更改吗？"
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "不存储")
                """,
            ],
            clean: [
                """
                let alert = NSAlert()
                alert.messageText = "Delete the selected files?"
                alert.addButton(withTitle: "Delete")
                alert.addButton(withTitle: "Cancel")
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储对文稿的更改吗？"
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "不存储")
                """,
            ],
            fixed: [
                (
                    before: """
                    func confirmDelete() -> Bool {
                        let alert = NSAlert()
                        alert.messageText = "Delete the selected files?"
                        alert.addButton(withTitle: "Cancel")
                        alert.addButton(withTitle: "Delete")
                        return alert.runModal() == .alertSecondButtonReturn
                    }
                    """,
                    after: """
                    func confirmDelete() -> Bool {
                        let alert = NSAlert()
                        alert.messageText = "Delete the selected files?"
                        alert.addButton(withTitle: "Delete")
                        alert.addButton(withTitle: "Cancel")
                        return alert.runModal() == .alertFirstButtonReturn
                    }
                    """
                )
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Cancel given Escape on purpose keeps Return off it: a deliberate trailing Cancel, as
        // Finder places it beside an irreversible action.
        guard site.framework == .appkit, site.actionsComplete, site.actions.count >= 2,
            let first = site.actions.first, first.isCancel, first.keyEquivalent != "\u{1b}"
        else { return [] }
        let next = site.actions[1]
        // The fix also swaps the responses the code reads, so each button keeps its meaning.
        var fixes: [Fix] = []
        if let swap = CodeEdits.swap(first, next, source: context.source),
            let responses = AppKitResponses.swapFirstAndSecond(after: site, in: context.source)
        {
            fixes = [
                Fix(title: context.text("Add Cancel after the next button", "把“取消”移到下一个按钮之后添加"), safety: .unsafe, edits: swap + responses)
            ]
        }
        let shown = first.displayText.map(Copy.quoted) ?? context.text("Cancel", "“取消”")
        return [
            context.diagnostic(
                Self.id, first.range,
                context.say(
                    "\(shown) is added first, so it takes the trailing place of the default button: add it after the button that carries out the action",
                    "\(shown)最先添加，因此占据了末端默认按钮的位置：请在执行操作的按钮之后添加它"),
                fixes: fixes,
                related: [RelatedLocation(next.range, context.text("add this button first", "先添加这个按钮"))])
        ]
    }
}
