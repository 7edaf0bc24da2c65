/// A message that explains the buttons or quotes one.
public struct MessageExplainsButtonsRule: Rule {
    public static let id = "message-explains-buttons"
    public init() {}

    public let description = RuleDescription(
        id: MessageExplainsButtonsRule.id,
        summary: Localized(
            en: "A message explains what a button does (“Tap OK to…”, 点击“设置”…) or quotes a button title.",
            zh: "消息解释了按钮的作用（“点击‘设置’……”“Tap OK to…”），或引用了按钮标题。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                When the title and the button titles are clear, the buttons need no explanation. In the rare \
                case that the message must refer to a button, use a word such as “choose” that fits every \
                device and way of interacting (not “tap”, “click” or “press”), and name the button by its \
                exact title without quotation marks.
                """,
            zh: """
                如果标题和按钮标题都很清楚，按钮就无需解释。在少数必须提到按钮的情况下，使用适用于所有设备和交互方式的“选择”（而不是“点击”“轻点”或“按”），并直接用按钮的确切标题称呼它，不加引号。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Location Services Off", message: "Tap Settings to turn on Location Services.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Settings", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = UIAlertController(
                    title: "Unable to Reach Pump", message: "Delivery can't be updated. Tap the button below to see other options.",
                    preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Learn More", style: .default))
                alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                """,
                """
                Text("地图")
                    .alert("定位服务已关闭", isPresented: $showsSettings) {
                        Button("取消", role: .cancel) { }
                        Button("设置") { }
                    } message: {
                        Text("点击“设置”以打开定位服务。")
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Protocol Not Supported", message: "Multi-Hop needs a protocol that supports it: select WireGuard in Settings.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = UIAlertController(title: "Location Services Off", message: "Turn on Location Services in Settings to see nearby places.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Settings", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("地图")
                    .alert("定位服务已关闭", isPresented: $showsSettings) {
                        Button("取消", role: .cancel) { }
                        Button("设置") { }
                    } message: {
                        Text("打开定位服务后即可查看附近地点。")
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Location Services Off", message: "Tap “Settings” to turn on Location Services.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default))
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Location Services Off", message: "Choose Settings to turn on Location Services.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default))
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "定位服务已关闭"
                    alert.informativeText = "点击“设置”以打开定位服务。"
                    alert.addButton(withTitle: "设置")
                    alert.addButton(withTitle: "取消")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "定位服务已关闭"
                    alert.informativeText = "选择设置以打开定位服务。"
                    alert.addButton(withTitle: "设置")
                    alert.addButton(withTitle: "取消")
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let message = site.message, let text = message.text else { return [] }
        // Every button known: a word that starts none of their titles points at something else.
        let titlesAreAll = site.actionsComplete && site.actions.allSatisfy { $0.displayText != nil }
        return Copy.buttonExplanations(text, buttonTitles: site.buttonTitles, titlesAreAll: titlesAreAll).map { found in
            let range = message.sourceRange(forTextUTF8: found.range) ?? message.range
            // “Tap the button below”: nothing names the button, so there is no rewrite to offer.
            guard !found.edits.isEmpty else {
                return context.diagnostic(
                    Self.id, range,
                    context.say(
                        "Message explains a button with \(Copy.quoted(found.phrase)): let the buttons speak for themselves",
                        "消息用\(Copy.quoted(found.phrase))解释按钮：让按钮标题自己说明"))
            }
            let fixed = Copy.quoted(found.rewritten)
            return context.diagnostic(
                Self.id, range,
                context.say(
                    "Message explains a button with \(Copy.quoted(found.phrase)): let the buttons speak for themselves, or write \(fixed)",
                    "消息用\(Copy.quoted(found.phrase))解释按钮：让按钮标题自己说明，或改为\(fixed)"),
                fixes: message.fixes(context.text("Refer to the button as \(fixed)", "改为\(fixed)"), .safe, found.edits))
        }
    }
}
