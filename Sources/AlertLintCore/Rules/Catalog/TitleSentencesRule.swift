/// A title of two or more sentences.
public struct TitleSentencesRule: Rule {
    public static let id = "title-sentences"
    public init() {}

    public let description = RuleDescription(
        id: TitleSentencesRule.id,
        summary: Localized(en: "A title has two or more sentences.", zh: "标题包含两个或更多句子。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                A title is read at a glance, so it should be one short sentence, question or fragment. Two \
                sentences in a title are acceptable only when they replace a message altogether; usually the \
                second sentence belongs in the message.
                """,
            zh: """
                标题要一眼读完，所以应是一个简短的句子、问句或片段。只有在完全取代消息时，标题中才可以有两个句子；通常第二句应放到消息中。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "The upload failed. Try again later.", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("照片")
                    .alert("上传失败。请稍后再试。", isPresented: $showsError) {
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
        guard count >= 2 else { return [] }
        return [
            context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Title has \(count) sentences: keep one and move the rest to the message",
                    "标题有 \(count) 个句子：只保留一句，其余移到消息中"))
        ]
    }
}
