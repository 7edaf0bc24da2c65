/// OK on the confirming button of an alert that asks for a decision.
public struct OKSpecificRule: Rule {
    public static let id = "ok-specific"
    public init() {}

    public let description = RuleDescription(
        id: OKSpecificRule.id,
        summary: "OK (好, 确定) confirms an alert that isn't purely informational.",
        defaultSeverity: .warning,
        guideline: """
        OK is fine for acknowledging a purely informational alert, but when the alert asks people to \
        confirm something, OK is ambiguous: does it mean “OK, do it” or “OK, I understand the risk”? \
        Title the button with the verb it carries out, such as “Delete”, “Erase” or “Sign Out”.

        An alert counts as asking when it has a Cancel or destructive button or when its title is a \
        question.
        """,
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
                (before: """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "OK", style: .destructive))
                """, after: """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """),
                (before: """
                Text("账户")
                    .alert("退出登录？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("好") { signOut() }
                    }
                """, after: """
                Text("账户")
                    .alert("退出登录？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("退出登录") { signOut() }
                    }
                """),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        let asks = site.actions.contains { $0.isCancel || $0.role == .destructive }
            || (site.title?.text.map { Copy.titleForm($0) == .question } ?? false)
        guard asks else { return [] }
        return site.actions.compactMap { action in
            guard !action.isCancel, let title = action.title, let text = title.text, Copy.isOK(text) else { return nil }
            let verb = Self.verb(for: text, in: site)
            let fixes = verb.map { title.fixes("Title the button “\($0)”", .unsafe, replacingAllWith: $0) } ?? []
            let advice = verb.map { "use \(Copy.quoted($0))" } ?? "name the action it carries out"
            return context.diagnostic(Self.id, title.range,
                                      "Button \(context.shown(title)) doesn't say what it does: \(advice)", fixes: fixes)
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
