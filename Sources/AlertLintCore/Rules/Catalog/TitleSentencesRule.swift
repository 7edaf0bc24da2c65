/// A title of two or more sentences.
public struct TitleSentencesRule: Rule {
    public static let id = "title-sentences"
    public init() {}

    public let description = RuleDescription(
        id: TitleSentencesRule.id,
        summary: "A title has two or more sentences.",
        defaultSeverity: .info,
        guideline: """
        A title is read at a glance, so it should be one short sentence, question or fragment. Two \
        sentences in a title are acceptable only when they replace a message altogether; usually the \
        second sentence belongs in the message.
        """,
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
        return [context.diagnostic(Self.id, title.range,
                                   "Title has \(count) sentences: keep one and move the rest to the message")]
    }
}
