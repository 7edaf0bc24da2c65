/// A title of two or more sentences.
public struct TitleSentencesRule: Rule {
    public static let id = "title-sentences"
    public init() {}

    public let description = RuleDescription(
        id: TitleSentencesRule.id,
        summary: Localized(
            en: "A title has two or more sentences beside a message, or three or more without one.",
            zh: "有消息时标题包含两个或更多句子，没有消息时包含三个或更多句子。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                A title is read at a glance, so it should be one short sentence, question or fragment. Two \
                sentences in a title are acceptable when they replace a message altogether, so the rule \
                allows two in an alert that has no message; beside a message, the second sentence belongs \
                in it.
                """,
            zh: """
                标题要一眼读完，所以应是一个简短的句子、问句或片段。标题中的两个句子若完全取代了消息，是可以接受的，因此没有消息的提醒允许标题有两句；有消息时，第二句应放到消息中。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "The upload failed. Try again later.", message: "The server didn't answer.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("照片")
                    .alert("上传失败。网络已断开。请稍后再试。", isPresented: $showsError) {
                        Button("好") { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Upload Photo", message: "Try again later.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                let alert = UIAlertController(title: "The upload failed. Try again later.", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("Note")
                    .alert("Delete the note named Mr. Appleseed?", isPresented: $isConfirming) {
                        Button("Delete", role: .destructive) { }
                        Button("Cancel", role: .cancel) { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let title = site.title, let text = title.text else { return [] }
        let count = Copy.sentenceRanges(text).count
        // Two sentences may stand in for the message (000); beside one, the second belongs there.
        let hasMessage = site.message.map { $0.text.map { !Copy.isBlank($0) } ?? true } ?? false
        guard count >= (hasMessage ? 2 : 3) else { return [] }
        return [
            context.diagnostic(
                Self.id, title.range,
                context.say(
                    hasMessage
                        ? "Title has \(count) sentences beside a message (limit 1): keep one and move the rest to the message"
                        : "Title has \(count) sentences and no message (limit 2): keep one and move the rest to a message",
                    hasMessage
                        ? "标题有 \(count) 个句子，且另有消息（上限 1 句）：只保留一句，其余移到消息中"
                        : "标题有 \(count) 个句子且没有消息（上限 2 句）：只保留一句，其余移到消息中"))
        ]
    }
}
