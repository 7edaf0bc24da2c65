/// A destructive action made the default.
public struct DestructiveDefaultRule: Rule {
    public static let id = "destructive-default"
    public init() {}

    public let description = RuleDescription(
        id: DestructiveDefaultRule.id,
        summary: "A destructive action is the preferred or default action (Return triggers it).",
        defaultSeverity: .warning,
        guideline: """
        Don't make a destructive action the default. People press Return without reading, and a \
        default that deletes data turns that habit into a loss. Leave the destructive button \
        non-default and give people a Cancel button as the safe way out.

        In AppKit, marking the button with `hasDestructiveAction` lets the system guard it against \
        accidental presses; the rule fires there only when code gives a destructive button Return \
        as its key equivalent.
        """,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                let delete = UIAlertAction(title: "Delete", style: .destructive)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(delete)
                alert.preferredAction = delete
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Erase the disk?"
                let erase = alert.addButton(withTitle: "Erase")
                alert.addButton(withTitle: "Cancel")
                alert.hasDestructiveAction = true
                erase.keyEquivalent = "\\r"
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Erase the disk?"
                alert.addButton(withTitle: "Erase")
                alert.addButton(withTitle: "Cancel")
                alert.hasDestructiveAction = true
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        if site.framework == .appkit {
            // `hasDestructiveAction` already guards the button; only an explicit Return undoes that.
            guard let forced = site.actions.first(where: { $0.role == .destructive && $0.keyEquivalent == "\r" }) else { return [] }
            let shown = forced.displayText.map(Copy.quoted) ?? "The destructive button"
            return [context.diagnostic(Self.id, forced.range,
                                       "Destructive button \(shown) answers Return: remove that key equivalent so Return can't trigger it")]
        }
        guard let index = site.preferredActionIndex, site.actions.indices.contains(index),
              site.actions[index].role == .destructive else { return [] }
        let action = site.actions[index]
        let shown = action.displayText.map(Copy.quoted) ?? "The destructive action"
        return [context.diagnostic(Self.id, site.preferredActionRange ?? action.range,
                                   "Destructive action \(shown) is the preferred action: leave it non-default so Return can't trigger it",
                                   related: site.preferredActionRange == nil ? [] : [RelatedLocation(action.range, "the destructive action")])]
    }
}
