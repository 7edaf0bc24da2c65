/// A message that says the title again.
public struct MessageRepeatsTitleRule: Rule {
    public static let id = "message-repeats-title"
    public init() {}

    public let description = RuleDescription(
        id: MessageRepeatsTitleRule.id,
        summary: Localized(en: "A message repeats the title, or adds fewer than three words to it.", zh: "消息重复了标题，或在标题之外补充不到三个词。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                Include a message only when it adds useful information. A message that restates the title \
                makes people read the same thing twice; leave it out, or use it to say what caused the \
                problem or what people can do about it.
                """,
            zh: """
                只有在能提供有用信息时才加入消息。重复标题的消息会让人把同样的内容读两遍；要么省略，要么用它说明问题的原因或人们可以怎么做。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "Unable to save document.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "无法存储文稿"
                alert.informativeText = "无法存储文稿。"
                alert.addButton(withTitle: "好")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full. Delete some files and try again.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "无法存储文稿"
                alert.informativeText = "磁盘已满。请删除一些文件后再试。"
                alert.addButton(withTitle: "好")
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let title = site.title, let titleText = title.text, let message = site.message,
            let messageText = message.text
        else { return [] }
        let titleUnits = Self.units(titleText), messageUnits = Self.units(messageText)
        guard !titleUnits.isEmpty, !messageUnits.isEmpty else { return [] }
        // “Downloading” over “Downloading \(game.title)…”: the value filled in is the news.
        let placeholders = { (text: String) in Copy.words(text).filter { $0.kind == .placeholder }.count }
        guard placeholders(messageText) <= placeholders(titleText) else { return [] }
        let repeats: Bool
        if titleUnits == messageUnits {
            repeats = true
        } else {
            // Chinese has no spaces: each character counts as a word of its own for “adds < 3”.
            repeats = Self.contains(messageUnits, titleUnits) && messageUnits.count - titleUnits.count < 3
        }
        guard repeats else { return [] }
        return [
            context.diagnostic(
                Self.id, message.range,
                context.say(
                    "Message \(context.shown(message)) repeats the title: leave it out or say what caused the problem",
                    "消息\(context.shown(message))重复了标题：请省略，或说明问题的原因"),
                related: [RelatedLocation(title.range, context.text("the title", "标题"))])
        ]
    }

    /// Lowercased words, with each CJK character a unit of its own; punctuation and space dropped.
    private static func units(_ text: String) -> [String] {
        Copy.words(text).flatMap { word in
            word.kind == .cjk ? word.text.map { String($0) } : [word.normalized]
        }
    }

    private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
