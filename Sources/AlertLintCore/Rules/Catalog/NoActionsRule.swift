/// A UIAlertController with no action at all.
public struct NoActionsRule: Rule {
    public static let id = "no-actions"
    public init() {}

    public let description = RuleDescription(
        id: NoActionsRule.id,
        summary: Localized(en: "A UIAlertController has no actions, so nothing dismisses it.", zh: "UIAlertController 没有任何操作，无法关闭。"),
        defaultSeverity: .error,
        guideline: Localized(
            en: """
                An alert needs at least one button: people must dismiss it deliberately. A UIAlertController \
                style alert without actions stays on screen with no way out. Add the action people need, and \
                a Cancel button when there is something to back out of.
                """,
            zh: """
                提醒至少需要一个按钮：人们必须主动关闭它。没有操作的 UIAlertController 提醒会一直停留在屏幕上，无路可退。请添加人们需要的操作，如有可退出的内容，再加上“取消”按钮。
                """),
        findsCrashes: true,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Uploading Photos", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
                """,
                """
                let alert = UIAlertController(title: "正在上传照片", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Upload Failed", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
                """,
                """
                let alert = UIAlertController(title: "上传失败", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .default))
                present(alert, animated: true)
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .uikit, site.api == "UIAlertController", site.actionsComplete,
            site.actions.isEmpty
        else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "UIAlertController has no actions: people can't dismiss it; add at least one button",
                    "UIAlertController 没有任何操作，人们无法关闭它：请至少添加一个按钮"))
        ]
    }
}
