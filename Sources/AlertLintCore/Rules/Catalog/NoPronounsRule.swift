/// “You”, “your”, “I”, “my” (你, 您, 我) in alert copy.
public struct NoPronounsRule: Rule {
    public static let id = "no-pronouns"
    public init() {}

    public let description = RuleDescription(
        id: NoPronounsRule.id,
        summary: Localized(
            en:
                "A button says you, your, I, me or my (你, 您, 我), or a title addresses people with them; messages too when `pronounsInMessages` is set.",
            zh: "按钮中出现了“你”“您”“我”（you、your、I、me、my），或标题用它们称呼人；设置 `pronounsInMessages` 后也检查消息。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Avoid “you”, “your”, “I”, “me” and “my” in titles and buttons: “You Entered the Wrong \
                Password” sounds accusing, a “My Account” button leaves people wondering who speaks, and \
                “Delete this photo?” says more than “Do you want to delete this photo?”. In a title the rule \
                reports first-person words and a “you” that asks people something or tells them what they \
                did or must do; a statement that only names their things (“Your Download Is Ready”) is left \
                alone, as is a pronoun in a name, an address or a quoted title, the “you” of “Thank you”, and \
                the “me” that only says whom an action is for (“Delete for Me” beside “Delete for Everyone”).

                Messages are not read by default, because the newest guidance dropped this advice and “you” is \
                often the clearest wording there: set `"settings": { "pronounsInMessages": true }` to include \
                them.
                """,
            zh: """
                标题和按钮中避免使用“你”“您”“我”“我的”：“你输入的密码有误”听起来像在指责，“我的账户”按钮让人疑惑是谁在说话，“删除这张照片？”也比“你要删除这张照片吗？”更简洁。在标题中，此规则报告第一人称的词，以及向人提问或告诉人们做了什么、必须做什么的“你”；只是提到对方东西的陈述（“你的下载已就绪”）、名称、网址或引号中标题里的代词，“Thank you”中的“you”，以及只说明操作对谁生效的“me”（与“Delete for Everyone”并列的“Delete for Me”），都不报告。

                默认不检查消息，因为最新的指南已去掉这条建议，而在消息中“你”往往是最清楚的措辞：设置 `"settings": { "pronounsInMessages": true }` 可把消息也包括进来。
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
        if let title = site.title, let diagnostic = check(title, context.say("Title", "标题"), context, Copy.titlePronouns) {
            found.append(diagnostic)
        }
        if context.settings.pronounsInMessages, let message = site.message,
            let diagnostic = check(message, context.say("Message", "消息"), context, Copy.pronouns)
        {
            found.append(diagnostic)
        }
        for action in site.actions {
            if let title = action.title, let diagnostic = check(title, context.say("Button", "按钮"), context, Copy.pronouns) {
                found.append(diagnostic)
            }
        }
        return found
    }

    private func check(
        _ value: TextValue, _ what: Localized, _ context: RuleContext, _ pronouns: (String) -> [CopyWord]
    ) -> Diagnostic? {
        guard let text = value.text, let first = pronouns(text).first else { return nil }
        return context.diagnostic(
            Self.id, value.range,
            context.say(
                "\(what.en) \(context.shown(value)) says \(Copy.quoted(first.text)): describe the situation without addressing people",
                "\(what.zh)\(context.shown(value))用了\(Copy.quoted(first.text))：请描述情况，不要直接称呼人"))
    }
}
