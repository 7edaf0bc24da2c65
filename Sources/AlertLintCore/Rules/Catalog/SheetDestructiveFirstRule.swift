/// An action sheet whose destructive action isn't at the top.
public struct SheetDestructiveFirstRule: Rule {
    public static let id = "sheet-destructive-first"
    public init() {}

    public let description = RuleDescription(
        id: SheetDestructiveFirstRule.id,
        summary: Localized(en: "An action sheet has a destructive action that isn't its first button.", zh: "操作表中的破坏性操作不是第一个按钮。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Make destructive choices prominent: in an action sheet, put a destructive action at the top, \
                where people see it first, and give it the destructive style. Cancel goes at the bottom.
                """,
            zh: """
                让破坏性选项醒目：在操作表中，把破坏性操作放在顶部，让人们最先看到，并使用破坏性样式。“取消”放在底部。
                """),
        higURL: HIG.actionSheets,
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("草稿")
                    .confirmationDialog("草稿", isPresented: $showsOptions) {
                        Button("存储草稿") { }
                        Button("删除草稿", role: .destructive) { }
                    }
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("草稿")
                    .confirmationDialog("草稿", isPresented: $showsOptions) {
                        Button("删除草稿", role: .destructive) { }
                        Button("存储草稿") { }
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """,
                    after: """
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                    sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """
                )
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it.
        guard site.kindIsKnown else { return [] }
        // The system moves Cancel to the bottom whatever its place in the code; a “Cancel” styled
        // destructive is a misplaced cancel (`cancel-role`), not a destructive choice to move up.
        // Buttons added in `if` arms show on some paths only: the top is the first that always
        // shows, and a destructive one after it is below it wherever it shows.
        let choices = site.actions.filter { !$0.isCancel }
        guard site.isActionSheet, site.actionsListed, let top = choices.firstIndex(where: { $0.branch == nil }),
            choices[top].role != .destructive, let destructive = choices[(top + 1)...].first(where: { $0.role == .destructive })
        else { return [] }
        // Swapping across an `if` arm would move code between paths: only a fixed list is fixed.
        let swapped = site.actionsComplete ? CodeEdits.swap(choices[top], destructive, source: context.source) : nil
        let fixes =
            swapped.map { [Fix(title: context.text("Move the destructive action to the top", "把破坏性操作移到顶部"), safety: .unsafe, edits: $0)] }
            ?? []
        let shown = destructive.displayText.map(Copy.quoted) ?? context.text("The destructive action", "破坏性操作")
        return [
            context.diagnostic(
                Self.id, destructive.range,
                context.say(
                    "Destructive action \(shown) isn't at the top of the action sheet: put it first",
                    "破坏性操作\(shown)不在操作表顶部：请把它放在第一个"),
                fixes: fixes, related: [RelatedLocation(choices[top].range, context.text("the first action", "第一个操作"))])
        ]
    }
}
