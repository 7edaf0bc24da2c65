/// An alert without a title, or with an empty one.
public struct TitleMissingRule: Rule {
    public static let id = "title-missing"
    public init() {}

    public let description = RuleDescription(
        id: TitleMissingRule.id,
        summary: Localized(en: "An alert has no title or an empty one.", zh: "提醒没有标题，或标题为空。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Every alert needs a title: it is the first, and often the only, thing people read, and a short \
                one that names the situation lets them decide without reading further. UIKit and AppKit accept \
                a missing or empty title, which leaves only the message to explain the interruption: put the \
                gist in the title and keep the message for detail.

                A controller whose `preferredStyle` follows `userInterfaceIdiom` (an alert on iPad, an action \
                sheet on iPhone) needs a title too, unless the app runs on iPhone only. An alert handed to other \
                code (returned, kept in a property) may be titled there, and a spinner or toast that the code \
                dismisses itself is no question to title: the rule leaves both alone.
                """,
            zh: """
                每个提醒都需要标题：它是人们最先读、往往也是唯一会读的内容，点明情况的简短标题能让人们无需继续阅读就决定怎么做。UIKit 和 AppKit 允许标题缺失或为空，这样只剩消息来解释这次打断：请把要点放在标题中，消息只用于细节。

                `preferredStyle` 随 `userInterfaceIdiom` 而定的控制器（在 iPad 上是提醒，在 iPhone 上是操作表）同样需要标题，除非 App 只支持 iPhone。交给其他代码的提醒（被返回、存放在属性中）可能在那里设置标题，由代码自行关闭的加载指示或提示框也无需标题：此规则对两者都不报告。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: nil, message: "The document couldn't be saved.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = ""
                alert.informativeText = "The disk is full."
                alert.addButton(withTitle: "OK")
                """,
                """
                let choice = UIAlertController(
                    title: nil, message: nil, preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)
                choice.addAction(UIAlertAction(title: "Uninstall", style: .destructive))
                choice.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Share", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it. A
        // style chosen by idiom (`.pad ? .alert : .actionSheet`) is an alert on iPad.
        let onIPadOnly = !site.kindIsKnown && site.isAlertOnIPad && context.settings.targetsIPad != false && !site.isNeverOnIPad
        guard (site.kindIsKnown && site.kind == .alert) || onIPadOnly else { return [] }
        // Code that gets the alert later may title it; a spinner or a toast the code dismisses
        // needs no title of its own.
        guard !site.isHandedOff, !(site.isDismissedByCode && site.actions.isEmpty) else { return [] }
        guard let title = site.title else {
            let message =
                onIPadOnly
                ? context.say(
                    "On iPad this is an alert, and it has no title: add a short title that says what happened",
                    "在 iPad 上这是一个提醒，但它没有标题：请添加一个说明情况的简短标题")
                : context.say("Alert has no title: add a short title that says what happened", "提醒没有标题：请添加一个说明情况的简短标题")
            return [context.diagnostic(Self.id, site.range, message)]
        }
        guard let text = title.text, Copy.isBlank(text) else { return [] }
        return [
            context.diagnostic(
                Self.id, title.range,
                context.say("Alert title is empty: write a short title that says what happened", "提醒标题为空：请写一个说明情况的简短标题"))
        ]
    }
}
