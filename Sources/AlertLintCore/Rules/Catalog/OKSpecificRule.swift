/// OK on the confirming button of an alert that asks for a decision.
public struct OKSpecificRule: Rule {
    public static let id = "ok-specific"
    public init() {}

    public let description = RuleDescription(
        id: OKSpecificRule.id,
        summary: Localized(en: "OK (好, 确定) confirms an alert that isn't purely informational.", zh: "在并非纯告知性的提醒中，用“好”“确定”（OK）作为确认按钮。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                OK is fine for acknowledging a purely informational alert, but when the alert asks people to \
                confirm something, OK is ambiguous: does it mean “OK, do it” or “OK, I understand the risk”? \
                Title the button with the verb it carries out, such as “Delete”, “Erase” or “Sign Out”.

                An alert counts as asking when it has a Cancel or destructive button or when its title is a \
                question.
                """,
            zh: """
                “好”适合用来确认纯告知性的提醒；但当提醒要求人们确认某件事时，“好”就有歧义：是“好，去做吧”，还是“好，我知道有风险”？请用按钮执行的动词作为标题，例如“删除”“抹掉”或“退出登录”。

                提醒中有“取消”或破坏性按钮，或标题是问句时，即视为在请求确认。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "OK", style: .destructive))
                """,
                """
                Text("账户")
                    .alert("退出登录？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("好") { signOut() }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("账户")
                    .alert("退出登录？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("退出登录") { signOut() }
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "OK", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("账户")
                        .alert("退出登录？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("好") { signOut() }
                        }
                    """,
                    after: """
                    Text("账户")
                        .alert("退出登录？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("退出登录") { signOut() }
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        let asks =
            site.actions.contains { $0.isCancel || $0.role == .destructive }
            || (site.title?.text.map { Copy.titleForm($0) == .question } ?? false)
        guard asks else { return [] }
        return site.actions.compactMap { action in
            guard !action.isCancel, let title = action.title, let text = title.text, Copy.isOK(text) else { return nil }
            let verb = Self.verb(for: text, in: site)
            let fixes =
                verb.map { title.fixes(context.text("Title the button “\($0)”", "按钮标题改为“\($0)”"), .unsafe, replacingAllWith: $0) } ?? []
            let advice =
                verb.map { context.say("use \(Copy.quoted($0))", "改用\(Copy.quoted($0))") }
                ?? context.say("name the action it carries out", "请写明它执行的操作")
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Button \(context.shown(title)) doesn't say what it does: \(advice.en)",
                    "按钮\(context.shown(title))没有说明它做什么：\(advice.zh)"), fixes: fixes)
        }
    }

    /// The verb of the alert from its title, else its message, in the button's language.
    static func verb(for button: String, in site: AlertSite) -> String? {
        let isChinese = Copy.isChinese(button)
        for text in [site.title?.text, site.message?.text] {
            guard let text, let verb = Copy.actionVerb(text), Copy.isChinese(verb) == isChinese else { continue }
            return verb
        }
        return nil
    }
}
