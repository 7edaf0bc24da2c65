/// A destructive action made the default.
public struct DestructiveDefaultRule: Rule {
    public static let id = "destructive-default"
    public init() {}

    public let description = RuleDescription(
        id: DestructiveDefaultRule.id,
        summary: Localized(
            en: "A destructive action is the preferred or default action (Return triggers it).", zh: "破坏性操作是首选或默认操作（按回车键会触发它）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Don't make a destructive action the default: people press Return without reading, and a \
                default that deletes data turns that habit into a loss. Leave the destructive button \
                non-default, with a Cancel button as the safe way out, except in an alert that confirms the \
                very action the person chose (“Delete this photo?” with Delete), where Return confirming the \
                choice helps.

                In AppKit, marking the button with `NSButton`'s `hasDestructiveAction` lets the system guard it \
                against accidental presses; the rule fires there only when code gives a destructive button \
                Return as its key equivalent.
                """,
            zh: """
                不要把破坏性操作设为默认操作：人们常常不看内容就按回车键，而删除数据的默认操作会让这个习惯造成损失。让破坏性按钮保持非默认，并以“取消”按钮作为安全的退路；例外是确认人们所选操作本身的提醒（“删除这张照片？”配“删除”），此时让回车键确认这个选择是有帮助的。

                在 AppKit 中，用 `NSButton` 的 `hasDestructiveAction` 标记按钮可让系统防止误按；只有当代码把回车键设为破坏性按钮的按键等效项时，此规则才会报告。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                let delete = UIAlertAction(title: "Delete Local Copies", style: .destructive)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(delete)
                alert.preferredAction = delete
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Restore from the backup?"
                let erase = alert.addButton(withTitle: "Erase and Restore")
                alert.addButton(withTitle: "Cancel")
                erase.hasDestructiveAction = true
                erase.keyEquivalent = "\\r"
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .destructive))
                """,
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                let delete = UIAlertAction(title: "Delete", style: .destructive)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(delete)
                alert.preferredAction = delete
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Restore from the backup?"
                alert.addButton(withTitle: "Erase and Restore")
                alert.addButton(withTitle: "Cancel")
                alert.buttons.first?.hasDestructiveAction = true
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        if site.framework == .appkit {
            // `hasDestructiveAction` already guards the button; only an explicit Return undoes that.
            guard let forced = site.actions.first(where: { $0.role == .destructive && $0.keyEquivalent == "\r" }),
                !confirmsChoice(forced, site, context)
            else { return [] }
            let shown = forced.displayText.map(Copy.quoted) ?? context.text("The destructive button", "破坏性按钮")
            return [
                context.diagnostic(
                    Self.id, forced.range,
                    context.say(
                        "Destructive button \(shown) answers Return: remove that key equivalent so Return can't trigger it",
                        "破坏性按钮\(shown)响应回车键：请移除这个按键等效项，让回车键无法触发它"))
            ]
        }
        guard let index = site.preferredActionIndex, site.actions.indices.contains(index),
            site.actions[index].role == .destructive, !confirmsChoice(site.actions[index], site, context)
        else { return [] }
        let action = site.actions[index]
        let shown = action.displayText.map(Copy.quoted) ?? context.text("The destructive action", "破坏性操作")
        return [
            context.diagnostic(
                Self.id, site.preferredActionRange ?? action.range,
                context.say(
                    "Destructive action \(shown) is the preferred action: leave it non-default so Return can't trigger it",
                    "破坏性操作\(shown)是首选操作：请不要设为默认，让回车键无法触发它"),
                related: site.preferredActionRange == nil
                    ? [] : [RelatedLocation(action.range, context.text("the destructive action", "破坏性操作"))])
        ]
    }

    /// 004: when the button carries out exactly what the person chose (“Delete this photo?” →
    /// Delete), letting Return confirm that choice is the point.
    private func confirmsChoice(_ action: AlertAction, _ site: AlertSite, _ context: RuleContext) -> Bool {
        site.destructiveVerb(of: action, extra: context.settings.extraDestructiveVerbs).map(site.confirmsChosenAction) ?? false
    }
}
