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
                and mark that action's button with `hasDestructiveAction` (`alert.buttons[0].hasDestructiveAction = true`, macOS 11). Routine tasks that overwrite or remove \
                data, such as saving or emptying the Trash, don't need it. The rule stays silent when a \
                button's title starts with a destructive verb or the alert says what can be lost (“…will be \
                deleted permanently”): mark that button destructive instead.
                """,
            zh: """
                谨慎使用警告符号：出现得太频繁，它就失去了意义。只有在确认可能意外丢失数据的操作时才使用 `alertStyle = .critical`，并用 `hasDestructiveAction` 标记该操作的按钮（`alert.buttons[0].hasDestructiveAction = true`，macOS 11 起）。保存、清倒废纸篓等会覆盖或移除数据的常规任务不需要它。若某个按钮的标题以破坏性动词开头，或提醒说明了会丢失什么（“……将被永久删除”），此规则不报告：请改为把那个按钮标记为破坏性按钮。
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
                alert.buttons[0].hasDestructiveAction = true
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
        guard site.framework == .appkit, site.isCriticalStyle, !Self.warnsOfLoss(site, context) else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Critical alert style without a destructive action: keep the caution symbol for actions that can lose data",
                    "使用了严重警告样式，却没有破坏性操作：警告符号只留给可能丢失数据的操作"))
        ]
    }

    /// Words that say data can be lost for good, in the title or message.
    private static let lossWords = [
        "lost", "lose", "permanently", "undone", "undo", "irreversible", "reversible", "erase", "delete", "overwrit",
        "丢失", "永久", "撤销", "无法恢复", "删除", "抹掉", "覆盖",
    ]

    /// Whether the alert is about losing data, which the caution symbol is for: a destructive
    /// button (by role or by its verb), or a title or message that says what can be lost.
    static func warnsOfLoss(_ site: AlertSite, _ context: RuleContext) -> Bool {
        let said = [site.title?.text, site.message?.text].compactMap { $0 }
        if site.actions.contains(where: { action in
            action.role == .destructive
                || (action.title?.text).flatMap { Copy.destructiveVerb($0, extra: context.settings.extraDestructiveVerbs, context: said) }
                    != nil
        }) {
            return true
        }
        // The copy unknown, the alert may well be about loss: stay silent.
        if site.title?.text == nil && site.title != nil || site.message?.text == nil && site.message != nil { return true }
        let lowered = said.map { $0.lowercased() }
        return lowered.contains { text in lossWords.contains { text.contains($0) } }
    }
}
