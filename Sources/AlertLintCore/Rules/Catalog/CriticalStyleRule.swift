/// NSAlert's critical style on an alert with nothing destructive in it.
public struct CriticalStyleRule: Rule {
    public static let id = "critical-style"
    public init() {}

    public let description = RuleDescription(
        id: CriticalStyleRule.id,
        summary: Localized(en: "An NSAlert uses the critical style but has no destructive action.", zh: "NSAlert 使用了严重警告样式，却没有破坏性操作。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                Use the caution symbol sparingly: shown too often, it stops meaning anything. Reserve \
                `alertStyle = .critical` for alerts that confirm an action that can lose data unexpectedly, \
                and mark that action with `hasDestructiveAction`. Routine tasks that overwrite or remove \
                data, such as saving or emptying the Trash, don't need it.
                """,
            zh: """
                谨慎使用警告符号：出现得太频繁，它就失去了意义。只有在确认可能意外丢失数据的操作时才使用 `alertStyle = .critical`，并用 `hasDestructiveAction` 标记该操作。保存、清倒废纸篓等会覆盖或移除数据的常规任务不需要它。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = NSAlert()
                alert.messageText = "Export Complete"
                alert.alertStyle = .critical
                alert.addButton(withTitle: "OK")
                """,
                """
                let alert = NSAlert()
                alert.messageText = "无法连接服务器"
                alert.alertStyle = .critical
                alert.addButton(withTitle: "好")
                """,
            ],
            clean: [
                """
                let alert = NSAlert()
                alert.messageText = "Erase the disk?"
                alert.alertStyle = .critical
                alert.addButton(withTitle: "Erase")
                alert.addButton(withTitle: "Cancel")
                alert.hasDestructiveAction = true
                """,
                """
                let alert = NSAlert()
                alert.messageText = "无法连接服务器"
                alert.addButton(withTitle: "好")
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .appkit, site.isCriticalStyle, !site.hasDestructiveAction,
            !site.actions.contains(where: { $0.role == .destructive })
        else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Critical alert style without a destructive action: keep the caution symbol for actions that can lose data",
                    "使用了严重警告样式，却没有破坏性操作：警告符号只留给可能丢失数据的操作"))
        ]
    }
}
