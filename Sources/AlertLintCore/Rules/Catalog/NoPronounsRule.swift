/// “You”, “your”, “I”, “my” (你, 您, 我) in alert copy.
public struct NoPronounsRule: Rule {
    public static let id = "no-pronouns"
    public init() {}

    public let description = RuleDescription(
        id: NoPronounsRule.id,
        summary: "A title or button (warning) or a message (info) says you, your, I, me or my (你, 您, 我).",
        defaultSeverity: .warning,
        guideline: """
        Avoid personal pronouns such as “you”, “your”, “I”, “me” and “my” in alerts. Addressing \
        people directly can sound accusing (“You entered the wrong password”) or patronizing, and a \
        button titled “My Account” leaves people wondering who is speaking. Describe the situation \
        instead.

        Titles and buttons are held to this firmly; in a message a pronoun is sometimes the clearest \
        wording, so the rule only informs there.
        """,
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
        if let title = site.title, let diagnostic = check(title, "Title", context) { found.append(diagnostic) }
        if let message = site.message, let diagnostic = check(message, "Message", context, severity: messageSeverity) {
            found.append(diagnostic)
        }
        for action in site.actions {
            if let title = action.title, let diagnostic = check(title, "Button", context) { found.append(diagnostic) }
        }
        return found
    }

    private func check(_ value: TextValue, _ what: String, _ context: RuleContext,
                       severity: Severity? = nil) -> Diagnostic? {
        guard let text = value.text, let first = Copy.pronouns(text).first else { return nil }
        return context.diagnostic(Self.id, value.range,
                                  "\(what) \(context.shown(value)) says \(Copy.quoted(first.text)): describe the situation without addressing people",
                                  severity: severity)
    }
}
