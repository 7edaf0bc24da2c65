/// Cancel made the default action.
public struct CancelDefaultRule: Rule {
    public static let id = "cancel-default"
    public init() {}

    public let description = RuleDescription(
        id: CancelDefaultRule.id,
        summary: "Cancel is the preferred or default action (Return triggers it).",
        defaultSeverity: .warning,
        guideline: """
        Cancel should never be the default button. The default button is the one Return chooses, and \
        it should carry out the action people most likely want; to make people read a risky alert \
        rather than dismiss it by reflex, make no button the default instead of making Cancel the \
        default.

        In AppKit the first button added is the default unless its key equivalent is changed.
        """,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                let cancel = UIAlertAction(title: "Cancel", style: .cancel)
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                alert.addAction(cancel)
                alert.preferredAction = cancel
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Quit without saving?"
                alert.addButton(withTitle: "Cancel")
                alert.addButton(withTitle: "Quit")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Save Changes?", message: nil, preferredStyle: .alert)
                let save = UIAlertAction(title: "Save", style: .default)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(save)
                alert.preferredAction = save
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Quit without saving?"
                alert.addButton(withTitle: "Quit")
                alert.addButton(withTitle: "Cancel")
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // AppKit's default is the first button: that needs the whole list in order.
        guard site.actions.count >= 2, site.framework != .appkit || site.actionsComplete,
              let index = site.defaultActionIndex, site.actions.indices.contains(index) else { return [] }
        let action = site.actions[index]
        guard action.isCancel else { return [] }
        let shown = action.displayText.map(Copy.quoted) ?? "Cancel"
        let range = site.preferredActionRange ?? action.range
        let related = site.preferredActionRange == nil ? [] : [RelatedLocation(action.range, "the cancel action")]
        return [context.diagnostic(Self.id, range,
                                   "\(shown) is the default action: make the action people came for the default, or no button",
                                   related: related)]
    }
}
