/// An alert with more than three buttons.
public struct TooManyButtonsRule: Rule {
    public static let id = "too-many-buttons"
    public init() {}

    public let description = RuleDescription(
        id: TooManyButtonsRule.id,
        summary: "An alert has more than three buttons.",
        defaultSeverity: .warning,
        guideline: """
        An alert shows at most three buttons; two is usually best, giving people a clear choice. \
        More choices make an alert hard to read and may make it scroll. When people need to choose \
        among several related actions, use an action sheet instead.
        """,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Messages", style: .default))
                alert.addAction(UIAlertAction(title: "Mail", style: .default))
                alert.addAction(UIAlertAction(title: "AirDrop", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储更改吗？"
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "不存储")
                alert.addButton(withTitle: "存储副本")
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Messages", style: .default))
                sheet.addAction(UIAlertAction(title: "Mail", style: .default))
                sheet.addAction(UIAlertAction(title: "AirDrop", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储更改吗？"
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "不存储")
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Known actions count even when the list is incomplete: there are at least this many.
        guard site.kind == .alert, site.actions.count > 3 else { return [] }
        let extra = site.actions.dropFirst(3).map { RelatedLocation($0.range, $0.displayText.map { "button \(Copy.quoted($0))" } ?? "another button") }
        return [context.diagnostic(Self.id, site.range,
                                   "Alert has \(site.actions.count) buttons: keep to two or three, or use an action sheet",
                                   related: extra)]
    }
}
