/// Cancel made the default action.
public struct CancelDefaultRule: Rule {
    public static let id = "cancel-default"
    public init() {}

    public let description = RuleDescription(
        id: CancelDefaultRule.id,
        summary: Localized(en: "Cancel is the preferred or default action (Return triggers it).", zh: "“取消”是首选或默认操作（按回车键会触发它）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Cancel should never be the default button. The default button is the one Return chooses, and \
                it should carry out the action people most likely want; to make people read a risky alert \
                rather than dismiss it by reflex, make no button the default instead of making Cancel the \
                default.

                In AppKit the first button added is the default unless its key equivalent is changed.
                """,
            zh: """
                “取消”不应是默认按钮。默认按钮是按回车键选择的按钮，应执行人们最可能想要的操作；若想让人们认真阅读有风险的提醒，而不是下意识地关掉它，应不设默认按钮，而不是把“取消”设为默认。

                在 AppKit 中，除非改了按键等效项，第一个添加的按钮就是默认按钮。
                """),
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
            let index = site.defaultActionIndex, site.actions.indices.contains(index)
        else { return [] }
        let action = site.actions[index]
        guard action.isCancel else { return [] }
        let shown = action.displayText.map(Copy.quoted) ?? context.text("Cancel", "“取消”")
        let range = site.preferredActionRange ?? action.range
        let related = site.preferredActionRange == nil ? [] : [RelatedLocation(action.range, context.text("the cancel action", "取消操作"))]
        return [
            context.diagnostic(
                Self.id, range,
                context.say(
                    "\(shown) is the default action: make the action people came for the default, or no button",
                    "\(shown)是默认操作：请把人们想执行的操作设为默认，或不设默认按钮"),
                related: related)
        ]
    }
}
