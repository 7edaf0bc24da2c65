/// An alert whose only button is Cancel.
public struct SingleCancelRule: Rule {
    public static let id = "single-cancel"
    public init() {}

    public let description = RuleDescription(
        id: SingleCancelRule.id,
        summary: Localized(en: "An alert's only button is Cancel.", zh: "提醒唯一的按钮是“取消”。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                When an alert has a single button, that button is also its default, and there is nothing to \
                cancel: title it “Done” (完成) rather than “Cancel”. Better still, consider whether the alert \
                should offer the action people need. An alert that shows work under way (“Connecting…”, a \
                message “One moment…”) is left alone: its Cancel stops that work.
                """,
            zh: """
                提醒只有一个按钮时，它也是默认按钮，而且没有什么可取消的：标题应为“完成”（Done），而不是“取消”。更好的做法是考虑提醒是否应提供人们需要的操作。显示进行中工作的提醒（“正在连接…”、消息为“请稍候…”）不在此列：它的“取消”会停止那项工作。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Upload Complete", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "导出完成"
                alert.addButton(withTitle: "取消")
                """,
            ],
            clean: [
                """
                let alert = NSAlert()
                alert.messageText = "Waiting for Access…"
                alert.addButton(withTitle: "Cancel")
                """,
                """
                let alert = UIAlertController(title: "Upload Complete", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Done", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "导出完成"
                alert.addButton(withTitle: "完成")
                """,
                """
                let alert = UIAlertController(title: "Backup", message: "One moment…", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Upload Complete", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Upload Complete", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Done", style: .cancel))
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "导出完成"
                    alert.addButton(withTitle: "取消")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "导出完成"
                    alert.addButton(withTitle: "完成")
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it.
        guard site.kindIsKnown else { return [] }
        guard site.kind == .alert, site.actionsComplete, site.actions.count == 1, let action = site.actions.first,
            let text = action.displayText, Copy.isCancelTitle(text), !Self.showsWorkInProgress(site)
        else { return [] }
        let done = Copy.isChinese(text) ? "完成" : "Done"
        let fixes = action.title?.fixes(context.text("Title it “\(done)”", "标题改为“\(done)”"), .unsafe, replacingAllWith: done) ?? []
        return [
            context.diagnostic(
                Self.id, action.title?.range ?? action.range,
                context.say(
                    "The only button is \(action.title.map(context.shown) ?? Copy.quoted(text)): title it “\(done)”, since there is nothing to cancel",
                    "唯一的按钮是\(action.title.map(context.shown) ?? Copy.quoted(text))：没有什么可取消，标题请改为“\(done)”"),
                fixes: fixes)
        ]
    }

    /// “Waiting for Access…”, “Connecting”, “正在上传”, or a message “One moment…”: here Cancel
    /// really stops something, so it is the right title even as the only button.
    static func showsWorkInProgress(_ site: AlertSite) -> Bool {
        let trails = { (text: String) in text.hasSuffix("…") || text.hasSuffix("...") }
        if let message = site.message?.text.map(Copy.trimmed), trails(message) { return true }
        guard let title = site.title?.text.map(Copy.trimmed), !title.isEmpty else { return false }
        if trails(title) || title.hasPrefix("正在") || title.hasSuffix("中") { return true }
        let first = title.prefix { $0.isLetter }.lowercased()
        return first.count > 4 && first.hasSuffix("ing")
    }
}
