/// AppKit: Cancel added first, where the default button goes.
public struct CancelPositionRule: Rule {
    public static let id = "cancel-position"
    public init() {}

    public let description = RuleDescription(
        id: CancelPositionRule.id,
        summary: "AppKit: Cancel is the first button added, which puts it at the trailing end as the default button.",
        defaultSeverity: .warning,
        guideline: """
        Put buttons where people expect them: the default button at the trailing end of a row, and \
        Cancel at the leading end. NSAlert lays buttons out in the order the code adds them, from \
        the trailing end, and makes the first one the default — so add the button that carries out \
        the action first and Cancel after it.

        UIKit and SwiftUI place a button with the cancel role themselves; see `cancel-role`.
        """,
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
                (before: """
                let alert = NSAlert()
                alert.messageText = "Delete the selected files?"
                alert.addButton(withTitle: "Cancel")
                alert.addButton(withTitle: "Delete")
                """, after: """
                let alert = NSAlert()
                alert.messageText = "Delete the selected files?"
                alert.addButton(withTitle: "Delete")
                alert.addButton(withTitle: "Cancel")
                """),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .appkit, site.actionsComplete, site.actions.count >= 2,
              let first = site.actions.first, first.isCancel else { return [] }
        let next = site.actions[1]
        let fixes = CodeEdits.swap(first, next, source: context.source)
            .map { [Fix(title: "Add Cancel after the next button", safety: .unsafe, edits: $0)] } ?? []
        let shown = first.displayText.map(Copy.quoted) ?? "Cancel"
        return [context.diagnostic(Self.id, first.range,
                                   "\(shown) is added first, so it becomes the trailing, default button: add it after the button that carries out the action",
                                   fixes: fixes,
                                   related: [RelatedLocation(next.range, "add this button first")])]
    }
}
