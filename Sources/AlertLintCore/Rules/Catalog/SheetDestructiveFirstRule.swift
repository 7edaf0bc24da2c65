/// An action sheet whose destructive action isn't at the top.
public struct SheetDestructiveFirstRule: Rule {
    public static let id = "sheet-destructive-first"
    public init() {}

    public let description = RuleDescription(
        id: SheetDestructiveFirstRule.id,
        summary: "An action sheet has a destructive action that isn't its first button.",
        defaultSeverity: .warning,
        guideline: """
        Make destructive choices prominent: in an action sheet, put a destructive action at the top, \
        where people see it first, and give it the destructive style. Cancel goes at the bottom.
        """,
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
                (before: """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """, after: """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // The system moves Cancel to the bottom whatever its place in the code.
        let choices = site.actions.filter { $0.role != .cancel }
        guard site.isActionSheet, site.actionsComplete, let top = choices.first, top.role != .destructive,
              let destructive = choices.first(where: { $0.role == .destructive }) else { return [] }
        let fixes = CodeEdits.swap(top, destructive, source: context.source)
            .map { [Fix(title: "Move the destructive action to the top", safety: .unsafe, edits: $0)] } ?? []
        let shown = destructive.displayText.map(Copy.quoted) ?? "The destructive action"
        return [context.diagnostic(Self.id, destructive.range,
                                   "Destructive action \(shown) isn't at the top of the action sheet: put it first",
                                   fixes: fixes, related: [RelatedLocation(top.range, "the first action")])]
    }
}
