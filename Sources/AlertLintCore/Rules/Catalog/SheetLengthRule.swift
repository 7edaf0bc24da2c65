/// An action sheet with so many actions that it scrolls.
public struct SheetLengthRule: Rule {
    public static let id = "sheet-length"
    public init() {}

    public let description = RuleDescription(
        id: SheetLengthRule.id,
        summary: "An action sheet has more actions than `sheetMaxActions`.",
        defaultSeverity: .info,
        guideline: """
        Avoid letting an action sheet scroll. With too many buttons people have to scroll to see \
        every choice, which takes time and makes it easy to choose a button by accident. Offer fewer \
        choices, or move them into the interface.
        """,
        higURL: HIG.actionSheets,
        examples: RuleExamples(
            violating: [
                """
                let sheet = UIAlertController(title: "Export As", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "PDF", style: .default))
                sheet.addAction(UIAlertAction(title: "Word", style: .default))
                sheet.addAction(UIAlertAction(title: "RTF", style: .default))
                sheet.addAction(UIAlertAction(title: "Plain Text", style: .default))
                sheet.addAction(UIAlertAction(title: "EPUB", style: .default))
                sheet.addAction(UIAlertAction(title: "HTML", style: .default))
                sheet.addAction(UIAlertAction(title: "Markdown", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("文稿")
                    .confirmationDialog("导出为", isPresented: $showsExport) {
                        Button("PDF") { }
                        Button("Word") { }
                        Button("RTF") { }
                        Button("纯文本") { }
                        Button("EPUB") { }
                        Button("HTML") { }
                        Button("Markdown") { }
                        Button("Pages") { }
                    }
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: "Export As", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "PDF", style: .default))
                sheet.addAction(UIAlertAction(title: "Word", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("文稿")
                    .confirmationDialog("导出为", isPresented: $showsExport) {
                        Button("PDF") { }
                        Button("纯文本") { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        let limit = context.settings.sheetMaxActions
        guard site.isActionSheet, site.actions.count > limit else { return [] }
        return [context.diagnostic(Self.id, site.range,
                                   "Action sheet has \(site.actions.count) actions (limit \(limit)): it may scroll; offer fewer choices")]
    }
}
