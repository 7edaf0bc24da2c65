/// An action sheet with so many actions that it scrolls.
public struct SheetLengthRule: Rule {
    public static let id = "sheet-length"
    public init() {}

    public let description = RuleDescription(
        id: SheetLengthRule.id,
        summary: Localized(en: "An action sheet has more actions than `sheetMaxActions`.", zh: "操作表中的操作多于 `sheetMaxActions`。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                Avoid letting an action sheet scroll. With too many buttons people have to scroll to see \
                every choice, which takes time and makes it easy to choose a button by accident. Offer fewer \
                choices, or move them into the interface. Buttons added under separate conditions may never \
                show together, so the rule counts those every path shows and the most that one condition adds.
                """,
            zh: """
                避免操作表需要滚动。按钮太多时，人们得滚动才能看到所有选项，既费时又容易误选。请减少选项，或把它们移到界面中。在不同条件下添加的按钮可能从不同时出现，因此此规则只计算每条路径都会显示的按钮，以及单个条件添加的最多按钮。
                """),
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
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if isPublished { sheet.addAction(UIAlertAction(title: "View in Store", style: .default)) }
                if isPublished { sheet.addAction(UIAlertAction(title: "Share", style: .default)) }
                if !isPublished { sheet.addAction(UIAlertAction(title: "Publish", style: .default)) }
                if !isPublished { sheet.addAction(UIAlertAction(title: "Save as Draft", style: .default)) }
                sheet.addAction(UIAlertAction(title: "Product Settings", style: .default))
                sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
                sheet.addAction(UIAlertAction(title: "Move to Trash", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it.
        guard site.kindIsKnown else { return [] }
        let limit = context.settings.sheetMaxActions
        // Of the arms of an `if`, one shows, and separate `if`s may exclude each other; a `switch`
        // case's or a loop's actions are not counted.
        let shown = ShownTogether.most(site.actions, surely: true)
        guard site.isActionSheet, shown > limit else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Action sheet has \(shown) actions (limit \(limit)): it may scroll; offer fewer choices",
                    "操作表有 \(shown) 个操作（上限 \(limit)）：可能需要滚动，请减少选项"))
        ]
    }
}
