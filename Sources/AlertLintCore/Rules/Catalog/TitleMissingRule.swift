/// An alert without a title, or with an empty one.
public struct TitleMissingRule: Rule {
    public static let id = "title-missing"
    public init() {}

    public let description = RuleDescription(
        id: TitleMissingRule.id,
        summary: "An alert has no title or an empty one.",
        defaultSeverity: .warning,
        guideline: """
        Every alert needs a title: it is the first, and often the only, thing people read. A short \
        title that names the situation lets people decide what to do without reading further.

        UIKit and AppKit accept a missing or empty title, which leaves only the message to explain \
        the interruption. Put the gist in the title and keep the message for optional detail.
        """,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: nil, message: "The document couldn't be saved.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = ""
                alert.informativeText = "The disk is full."
                alert.addButton(withTitle: "OK")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Share", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.kind == .alert else { return [] }
        guard let title = site.title else {
            return [context.diagnostic(Self.id, site.range, "Alert has no title: add a short title that says what happened")]
        }
        guard let text = title.text, Copy.isBlank(text) else { return [] }
        return [context.diagnostic(Self.id, title.range, "Alert title is empty: write a short title that says what happened")]
    }
}
