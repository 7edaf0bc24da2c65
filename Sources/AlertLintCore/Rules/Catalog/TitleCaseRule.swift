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
                A fragment title takes title-style capitalization (every word capitalized except articles, \
                coordinating conjunctions and short prepositions) and no final punctuation, as in “Unable to \
                Save Document”. A sentence, a question, or a question followed by a sentence takes \
                sentence-style capitalization and its own final punctuation; it is never capitalized word by \
                word, and a title that ends in a value filled in at run time (`\\(name)`, `%@`) is not asked \
                for punctuation.

                Chinese has no letter case: a sentence such as “照片已删除” may end with “。”, and only a bare \
                word such as “备份” should not.
                """,
            zh: """
                片段式标题使用标题式大小写（除冠词、并列连词和短介词外每个词首字母大写），不加结尾标点，例如“Unable to Save Document”。句子、问句或问句后跟句子的标题使用句子式大小写和相应的结尾标点，不应逐词大写；以运行时才填入的值（`\\(name)`、`%@`）结尾的标题，不要求结尾标点。

                中文没有大小写：“照片已删除”这样的句子可以以“。”结尾，只有“备份”这样的单个词不应如此。
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
                alert.messageText = "备份。"
                alert.addButton(withTitle: "好")
                """,
                """
                let alert = UIAlertController(title: "Are you sure? This removes every photo", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Remove", style: .destructive))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
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
                alert.messageText = "照片已删除。"
                alert.addButton(withTitle: "好")
                """,
                """
                let alert = UIAlertController(title: "The photo was moved to \\(album)", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
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
                    alert.messageText = "备份。"
                    alert.addButton(withTitle: "好")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "备份"
                    alert.addButton(withTitle: "好")
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // A generic title (“Error!”, “An error occurred”) needs new words, which title-generic asks
        // for; fixing its punctuation would polish what should go.
        guard let title = site.title, let text = title.text, !Copy.isBlank(text), !Copy.isGenericTitle(text),
            let (message, edits) = Self.problem(text, shown: context.shown(title))
        else { return [] }
        let fixes = title.fixes(context.text("Fix the title’s capitalization and punctuation", "修正标题的大小写和标点"), .safe, edits)
        return [context.diagnostic(Self.id, title.range, message, fixes: fixes)]
    }

    /// What is wrong with the title and the copy edits that put it right.
    static func problem(_ text: String, shown: String) -> (Localized, [CopyEdit])? {
        if let period = Copy.fragmentPeriodRange(text) {
            let edits = Copy.isChinese(text) ? [] : Copy.titleCaseEdits(text)
            let mark = String(decoding: Array(text.utf8)[period], as: UTF8.self)
            let message: Localized
            if mark == ".", edits.isEmpty {
                message = Localized(en: "Title \(shown) is a fragment: drop the final period", zh: "标题\(shown)是片段：请去掉结尾的句点")
            } else if edits.isEmpty {
                message = Localized(en: "Title \(shown) is a fragment: drop the final “\(mark)”", zh: "标题\(shown)是片段：请去掉结尾的“\(mark)”")
            } else {
                let fixed = Copy.quoted(Copy.trimmed(Copy.applying(edits + [CopyEdit(period, "")], to: text)))
                message = Localized(
                    en: "Title \(shown) is a fragment: use title-style capitalization without the final “\(mark)”, \(fixed)",
                    zh: "标题\(shown)是片段：请使用标题式大小写，并去掉结尾的“\(mark)”，\(fixed)")
            }
            return (message, edits + [CopyEdit(period, "")])
        }
        if Copy.isChinese(text) { return nil }
        // A question followed by a sentence is sentences, whatever the last one ends with.
        let isSentences = Copy.sentenceRanges(text).count >= 2
        let form = Copy.titleForm(text)
        if form != .fragment || isSentences {
            var edits = Copy.sentenceStartEdit(text).map { [$0] } ?? []
            let unpunctuated = form == .fragment && !Copy.endingIsOpen(text)
            if unpunctuated, let last = Copy.lastContentScalarRange(text), let period = appendingPeriod(text, last) {
                edits.append(period)
            }
            guard !edits.isEmpty else { return nil }
            if unpunctuated {
                return (Localized(en: "Title \(shown) is a sentence: end it with a period", zh: "标题\(shown)是句子：请以句点结尾"), edits)
            }
            let what = form == .question ? Localized(en: "a question", zh: "问句") : Localized(en: "a sentence", zh: "句子")
            return (
                Localized(en: "Title \(shown) is \(what.en): start it with a capital letter", zh: "标题\(shown)是\(what.zh)：请以大写字母开头"),
                edits
            )
        }
        if Copy.looksLikeUnpunctuatedSentence(text) {
            // A sentence whose end is a value filled in later: its punctuation is not known.
            guard !Copy.endingIsOpen(text) else { return nil }
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

    /// The edit that adds a period after the last character, unless that is a placeholder.
    private static func appendingPeriod(_ text: String, _ last: Range<Int>) -> CopyEdit? {
        let character = String(decoding: Array(text.utf8)[last], as: UTF8.self)
        guard character != String(TextValue.placeholder) else { return nil }
        return CopyEdit(last, character + ".")
    }
}
