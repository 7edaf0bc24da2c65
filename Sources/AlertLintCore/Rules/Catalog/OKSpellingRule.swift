/// OK spelled Ok, ok, Okay or okay.
public struct OKSpellingRule: Rule {
    public static let id = "ok-spelling"
    public init() {}

    public let description = RuleDescription(
        id: OKSpellingRule.id,
        summary: Localized(
            en: "A button is titled Ok, ok, Okay, OKAY or okay instead of OK.", zh: "按钮标题写成了 Ok、ok、Okay、OKAY 或 okay，而不是 OK。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                The system's acknowledgment button is spelled “OK”, in capitals. Other spellings look out of \
                place next to system alerts and in the rest of the platform.
                """,
            zh: """
                系统的确认按钮拼写为大写的“OK”。其他拼写放在系统提醒旁边以及平台的其他地方都会显得格格不入。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Okay", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Export Complete"
                alert.addButton(withTitle: "Ok")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "导出完成"
                alert.addButton(withTitle: "好")
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Okay", style: .default))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    """
                )
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        site.actions.compactMap { action in
            guard let title = action.title, let text = title.text, let range = Copy.misspelledOKRange(text) else { return nil }
            let fixes = title.fixes(context.text("Spell it “OK”", "拼写为“OK”"), .safe, [CopyEdit(range, "OK")])
            return context.diagnostic(
                Self.id, title.range, context.say("Button \(context.shown(title)) is spelled “OK”", "按钮\(context.shown(title))应拼写为“OK”"),
                fixes: fixes)
        }
    }
}
