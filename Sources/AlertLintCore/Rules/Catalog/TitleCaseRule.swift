/// A title whose capitalization or final punctuation doesn't match its form.
public struct TitleCaseRule: Rule {
    public static let id = "title-case"
    public init() {}

    public let description = RuleDescription(
        id: TitleCaseRule.id,
        summary: Localized(
            en:
                "A fragment title isn't in title style or ends in a period; a sentence or question title doesn't start with a capital or lacks its final punctuation.",
            zh: "片段式标题未使用标题式大小写或以句号结尾；句子或问句式标题未以大写字母开头或缺少句末标点。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                A title that is a fragment uses title-style capitalization — every word capitalized except \
                articles, coordinating conjunctions and short prepositions — and has no final punctuation: \
                “Unable to Save Document”. A title that is a complete sentence or a question uses \
                sentence-style capitalization and ends with its punctuation: “Delete this photo?”.

                Chinese has no letter case; a Chinese fragment title simply leaves out the final “。”.
                """,
            zh: """
                片段式标题使用标题式大小写（除冠词、并列连词和短介词外每个词首字母大写），不加结尾标点：“Unable to Save Document”。完整句子或问句式标题使用句子式大小写，并以相应标点结尾：“Delete this photo?”。

                中文没有大小写；中文片段式标题只需省略结尾的“。”。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "unable to save document", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("Photo")
                    .alert("delete this photo?", isPresented: $isConfirming) {
                        Button("Delete", role: .destructive) { }
                        Button("Cancel", role: .cancel) { }
                    }
                """,
                """
                let alert = NSAlert()
                alert.messageText = "照片已删除。"
                alert.addButton(withTitle: "好")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("Photo")
                    .alert("Delete this photo?", isPresented: $isConfirming) {
                        Button("Delete", role: .destructive) { }
                        Button("Cancel", role: .cancel) { }
                    }
                """,
                """
                let alert = NSAlert()
                alert.messageText = "照片已删除"
                alert.addButton(withTitle: "好")
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "unable to save document", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Unable to Save Document", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "照片已删除。"
                    alert.addButton(withTitle: "好")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "照片已删除"
                    alert.addButton(withTitle: "好")
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let title = site.title, let text = title.text, !Copy.isBlank(text),
            let (message, edits) = Self.problem(text, shown: context.shown(title))
        else { return [] }
        let fixes = title.fixes(context.text("Fix the title’s capitalization and punctuation", "修正标题的大小写和标点"), .safe, edits)
        return [context.diagnostic(Self.id, title.range, message, fixes: fixes)]
    }

    /// What is wrong with the title and the copy edits that put it right.
    static func problem(_ text: String, shown: String) -> (Localized, [CopyEdit])? {
        if let period = Copy.fragmentPeriodRange(text) {
            let edits = Copy.isChinese(text) ? [] : Copy.titleCaseEdits(text)
            let message =
                Copy.isChinese(text)
                ? Localized(en: "Title \(shown) is a fragment: drop the final “。”", zh: "标题\(shown)是片段：请去掉结尾的“。”")
                : Localized(en: "Title \(shown) is a fragment: drop the final period", zh: "标题\(shown)是片段：请去掉结尾的句点")
            return (message, edits + [CopyEdit(period, "")])
        }
        if Copy.isChinese(text) { return nil }
        switch Copy.titleForm(text) {
        case .question, .sentence:
            guard let edit = Copy.sentenceStartEdit(text) else { return nil }
            let form = Copy.titleForm(text) == .question ? Localized(en: "a question", zh: "问句") : Localized(en: "a sentence", zh: "句子")
            return (
                Localized(
                    en: "Title \(shown) is \(form.en): start it with a capital letter",
                    zh: "标题\(shown)是\(form.zh)：请以大写字母开头"), [edit]
            )
        case .fragment:
            if Copy.looksLikeUnpunctuatedSentence(text) {
                var edits = Copy.sentenceStartEdit(text).map { [$0] } ?? []
                if let last = Copy.lastContentScalarRange(text), let period = appendingPeriod(text, last) {
                    edits.append(period)
                }
                return (Localized(en: "Title \(shown) is a sentence: end it with a period", zh: "标题\(shown)是句子：请以句点结尾"), edits)
            }
            let edits = Copy.titleCaseEdits(text)
            guard !edits.isEmpty else { return nil }
            let fixed = Copy.quoted(Copy.applying(edits, to: text))
            return (
                Localized(
                    en: "Title \(shown) is a fragment: use title-style capitalization, \(fixed)",
                    zh: "标题\(shown)是片段：请使用标题式大小写，\(fixed)"), edits
            )
        }
    }

    /// The edit that adds a period after the last character, unless that is a placeholder.
    private static func appendingPeriod(_ text: String, _ last: Range<Int>) -> CopyEdit? {
        let character = String(decoding: Array(text.utf8)[last], as: UTF8.self)
        guard character != String(TextValue.placeholder) else { return nil }
        return CopyEdit(last, character + ".")
    }
}
