/// A message long enough to make the alert scroll.
public struct MessageLengthRule: Rule {
    public static let id = "message-length"
    public init() {}

    public let description = RuleDescription(
        id: MessageLengthRule.id,
        summary: Localized(
            en: "A message is wider than the configured limit (`messageMaxWidth`, CJK counting double; twice that for an `NSAlert`).",
            zh: "消息宽度超过设定的上限（`messageMaxWidth`，中日韩文字按两倍计算；`NSAlert` 为其两倍）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Include a message only when it adds something, and keep it to one or two short sentences. On \
                iOS and iPadOS a long message can make the alert scroll, especially with large text sizes, and \
                people tend to skip it anyway. Put longer explanations in the app's interface or help. A macOS \
                `NSAlert` grows rather than scrolls, so there the rule allows twice the width. A message of two \
                or more paragraphs (a blank line between them) is an explanation wherever it shows: the rule \
                reports it from five sixths of the limit, on every platform.
                """,
            zh: """
                只有在能补充信息时才加入消息，并保持在一两句短句以内。在 iOS 和 iPadOS 上，过长的消息可能让提醒需要滚动，尤其是在使用大字体时，而且人们往往会跳过它。较长的说明应放在 App 的界面或帮助中。macOS 的 `NSAlert` 会变大而不是滚动，因此此规则在那里允许两倍的宽度。由两段或更多段落（段间有空行）组成的消息无论显示在哪里都是一段说明：在所有平台上，只要宽度超过上限的六分之五，此规则就会报告。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Unable to Sync", message: "We couldn't sync your library because the server didn't respond in time. This can happen when the network is slow, when the server is under heavy load, or when a firewall blocks the connection. Check your settings and try again later, or contact support if the problem persists.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = UIAlertController(title: "无法同步", message: "由于服务器没有及时响应，资料库无法同步。网络较慢、服务器负载过高或防火墙阻止连接时都可能出现这种情况。请检查网络设置后稍后再试。如果问题仍然存在，请联系技术支持并提供诊断信息，以便我们尽快找到原因并帮助解决问题。在此期间，你的更改会保存在这台设备上，并会在连接恢复后自动上传。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Installing this app will revoke your development certificate."
                alert.informativeText = "Apps you submitted to the App Store are not affected, but apps you installed on your devices with Xcode may stop working until you reinstall them.\\n\\nTo keep them working, try again with another Apple ID instead."
                alert.addButton(withTitle: "Continue")
                alert.addButton(withTitle: "Cancel")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Sync", message: "The server didn't respond. Try again later.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "无法同步"
                alert.informativeText = "服务器没有响应。请稍后再试。"
                alert.addButton(withTitle: "好")
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Install the privileged helper?"
                alert.informativeText = "Installing and removing Xcode versions needs administrator rights. The helper runs only when it is asked to, and you can remove it at any time in Settings. You will be asked for your password once, right after you choose Install."
                alert.addButton(withTitle: "Install")
                alert.addButton(withTitle: "Cancel")
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let message = site.message, let text = message.text else { return [] }
        let width = Copy.displayWidth(Copy.trimmed(text))
        // An NSAlert grows to fit its informative text; the scrolling the guideline warns of is iOS's.
        let limit = context.settings.messageMaxWidth * (site.framework == .appkit ? 2 : 1)
        // Paragraphs (a blank line between) make an explanation, not one or two short sentences,
        // on every platform; short ones (“Saved.\n\nTry again later.”) pass.
        let paragraphs = Copy.paragraphCount(text)
        let said: Localized
        if width > limit {
            said = context.say(
                "Message is \(width) columns wide (limit \(limit)): keep it to one or two short sentences",
                "消息宽 \(width) 列（上限 \(limit)）：请控制在一两句短句以内")
        } else if paragraphs >= 2, width > context.settings.messageMaxWidth * 5 / 6 {
            said = context.say(
                "Message is \(paragraphs) paragraphs, \(width) columns wide: keep it to one or two short sentences",
                "消息有 \(paragraphs) 段、宽 \(width) 列：请控制在一两句短句以内")
        } else {
            return []
        }
        return [context.diagnostic(Self.id, message.range, said)]
    }
}
