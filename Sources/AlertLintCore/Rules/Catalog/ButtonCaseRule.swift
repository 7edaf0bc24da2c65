/// A button title not in title style, or ending in punctuation.
public struct ButtonCaseRule: Rule {
    public static let id = "button-case"
    public init() {}

    public let description = RuleDescription(
        id: ButtonCaseRule.id,
        summary: Localized(en: "A button title isn't in title-style capitalization or ends with punctuation.", zh: "按钮标题未使用标题式大小写，或以标点结尾。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Like all button titles, alert buttons use title-style capitalization — every word \
                capitalized except articles, coordinating conjunctions and short prepositions — and no \
                final punctuation: “Keep Editing”, not “Keep editing.”. Chinese buttons have no case but \
                still take no final punctuation.
                """,
            zh: """
                和所有按钮一样，提醒中的按钮标题使用标题式大小写（除冠词、并列连词和短介词外每个词首字母大写），结尾不加标点：写“Keep Editing”，而不是“Keep editing.”。中文按钮没有大小写，但同样不加结尾标点。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                """,
                """
                Text("草稿")
                    .alert("放弃更改？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("放弃！", role: .destructive) { }
                    }
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Save As…", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Sign Out of iCloud?"
                alert.addButton(withTitle: "Sign Out")
                alert.addButton(withTitle: "Cancel")
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Keep editing.", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("草稿")
                        .alert("放弃更改？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("放弃！", role: .destructive) { }
                        }
                    """,
                    after: """
                    Text("草稿")
                        .alert("放弃更改？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("放弃", role: .destructive) { }
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        site.actions.compactMap { action in
            // A misspelled OK is ok-spelling's to fix; two fixes of one word would collide.
            guard let title = action.title, let text = title.text, Copy.misspelledOKRange(text) == nil else { return nil }
            var edits = Copy.titleCaseEdits(text)
            // A trailing ellipsis says the button asks for more before it acts (“Save As…”): it is
            // part of the title, not final punctuation.
            let endsWithEllipsis = text.hasSuffix("…") || text.hasSuffix("...")
            if !endsWithEllipsis, let punctuation = Copy.trailingPunctuationRange(text) { edits.append(CopyEdit(punctuation, "")) }
            guard !edits.isEmpty else { return nil }
            let fixed = Copy.trimmed(Copy.applying(edits, to: text))
            let fixes = title.fixes(context.text("Write \(Copy.quoted(fixed))", "改为\(Copy.quoted(fixed))"), .safe, edits)
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Button \(context.shown(title)) should be in title style without final punctuation: write \(Copy.quoted(fixed))",
                    "按钮\(context.shown(title))应使用标题式大小写，且不加结尾标点：改为\(Copy.quoted(fixed))"),
                fixes: fixes)
        }
    }
}
