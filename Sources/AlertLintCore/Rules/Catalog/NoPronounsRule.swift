/// “You”, “your”, “I”, “my” (你, 您, 我) in alert copy.
public struct NoPronounsRule: Rule {
    public static let id = "no-pronouns"
    public init() {}

    public let description = RuleDescription(
        id: NoPronounsRule.id,
        summary: Localized(
            en: "A title or button (warning) or a message (info) says you, your, I, me or my (你, 您, 我).",
            zh: "标题或按钮（警告）或消息（提示）中出现了“你”“您”“我”（you、your、I、me、my）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Avoid personal pronouns such as “you”, “your”, “I”, “me” and “my” in alerts. Addressing \
                people directly can sound accusing (“You entered the wrong password”) or patronizing, and a \
                button titled “My Account” leaves people wondering who is speaking. Describe the situation \
                instead.

                Titles and buttons are held to this firmly; in a message a pronoun is sometimes the clearest \
                wording, so the rule only informs there.
                """,
            zh: """
                提醒中避免使用“你”“您”“我”“我的”等人称代词。直接称呼人们可能听起来像在指责（“你输入的密码有误”）或居高临下，而标题为“我的账户”的按钮会让人疑惑是谁在说话。请改为描述情况。

                标题和按钮严格遵守这一点；消息中使用代词有时是最清楚的措辞，因此此规则对消息只作提示。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "You Entered the Wrong Password", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Try Again", style: .default))
                """,
                """
                Text("账户")
                    .alert("删除你的账户？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                        Button("取消", role: .cancel) { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Incorrect Password", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Try Again", style: .default))
                """,
                """
                Text("账户")
                    .alert("删除此账户？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                        Button("取消", role: .cancel) { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Messages inform: a pronoun there is sometimes the clearest wording.
        let messageSeverity: Severity = context.severity == .warning ? .info : context.severity
        if let title = site.title, let diagnostic = check(title, context.say("Title", "标题"), context) { found.append(diagnostic) }
        if let message = site.message, let diagnostic = check(message, context.say("Message", "消息"), context, severity: messageSeverity) {
            found.append(diagnostic)
        }
        for action in site.actions {
            if let title = action.title, let diagnostic = check(title, context.say("Button", "按钮"), context) { found.append(diagnostic) }
        }
        return found
    }

    private func check(
        _ value: TextValue, _ what: Localized, _ context: RuleContext,
        severity: Severity? = nil
    ) -> Diagnostic? {
        guard let text = value.text, let first = Copy.pronouns(text).first else { return nil }
        return context.diagnostic(
            Self.id, value.range,
            context.say(
                "\(what.en) \(context.shown(value)) says \(Copy.quoted(first.text)): describe the situation without addressing people",
                "\(what.zh)\(context.shown(value))用了\(Copy.quoted(first.text))：请描述情况，不要直接称呼人"),
            severity: severity)
    }
}
