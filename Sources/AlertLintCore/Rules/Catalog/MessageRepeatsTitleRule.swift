/// A message that says the title again.
public struct MessageRepeatsTitleRule: Rule {
    public static let id = "message-repeats-title"
    public init() {}

    public let description = RuleDescription(
        id: MessageRepeatsTitleRule.id,
        summary: Localized(
            en: "A message repeats the title, adds fewer than three words to it, or only adds that something failed.",
            zh: "消息重复了标题，在标题之外补充不到三个词，或只补充了“出错了”之类的话。"),
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
                """
                let alert = UIAlertController(title: "Unable to Export Entries", message: "An error occurred while trying to export your entries.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
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
                """
                let alert = UIAlertController(title: "Unable to Export Entries", message: "An error occurred while trying to export your entries to iCloud Drive.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
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
            repeats =
                (Self.contains(messageUnits, titleUnits) && messageUnits.count - titleUnits.count < 3)
                || Self.restatesFailure(messageUnits, of: titleUnits)
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

    /// Words that only say something failed (“An error occurred while trying to…”, “could not be”):
    /// the title already says so.
    private static let failureWords: Set<String> = [
        "a", "an", "the", "to", "of", "for", "while", "when", "during", "trying", "attempting", "error", "occurred",
        "has", "have", "had", "been", "was", "were", "is", "be", "could", "not", "couldn't", "can't", "cannot",
        "unable", "able", "failed", "fail", "failure", "there", "problem", "your", "this", "that",
    ]

    /// “Unable to Save Carb Entry” over “An error occurred while trying to save your carb entry.”:
    /// once the words that only say it failed are set aside, every word of the message is a word of
    /// the title (“save”, “saving” and “saved” alike).
    private static func restatesFailure(_ message: [String], of title: [String]) -> Bool {
        func stems(_ units: [String]) -> Set<String>? {
            var stems = Set<String>()
            for unit in units where !failureWords.contains(unit) {
                guard unit.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return nil }
                stems.insert(stem(unit))
            }
            return stems
        }
        guard let messageStems = stems(message), let titleStems = stems(title), !messageStems.isEmpty else { return false }
        return messageStems.isSubset(of: titleStems)
    }

    /// A rough English stem: enough that “entries” meets “entry” and “exported” meets “export”.
    private static func stem(_ word: String) -> String {
        var word = Substring(word)
        if word.hasSuffix("ies"), word.count > 4 { return word.dropLast(3) + "y" }
        for suffix in ["ing", "ed", "es", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
            word = word.dropLast(suffix.count)
            break
        }
        if word.hasSuffix("e"), word.count > 3 { word = word.dropLast() }
        return String(word)
    }

    private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0...].starts(with: needle) }
    }
}
