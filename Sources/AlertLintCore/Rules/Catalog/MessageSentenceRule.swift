/// A message that isn't written as complete sentences.
public struct MessageSentenceRule: Rule {
    public static let id = "message-sentence"
    public init() {}

    public let description = RuleDescription(
        id: MessageSentenceRule.id,
        summary: Localized(
            en: "A message doesn't start with a capital letter or doesn't end with sentence punctuation.", zh: "消息没有以大写字母开头，或没有以句末标点结尾。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                An alert's message is written in complete sentences, with sentence-style capitalization and \
                the punctuation that ends each sentence. Fragments belong in the title; the message is where \
                a short, complete explanation goes.

                In Chinese, a message ends with a full-width period, exclamation mark or question mark. \
                Thai, Lao, Khmer, Myanmar, Tibetan and the Indic scripts end sentences their own way \
                (often with no mark, or with “।”), so their ending is not checked; neither is a message that \
                ends with a value filled in at run time (`\\(error.localizedDescription)`, `%@`), a web or \
                mail address, or a colon that introduces a text field. A value that only names or counts \
                something (“Choose a core to run \\(game.title)”, “between %d and %d”) ends no sentence, \
                so the period is still asked for.
                """,
            zh: """
                提醒的消息使用完整的句子，采用句子式大小写，并以句末标点结尾。片段应放在标题中；消息用于简短而完整的说明。

                中文消息以全角句号、感叹号或问号结尾。泰文、老挝文、高棉文、缅甸文、藏文和印度诸文字有自己的句末方式（常常不用标点，或用“।”），不检查其句末；以运行时才填入的值（`\\(error.localizedDescription)`、`%@`）、网址或邮件地址，或引出文本框的冒号结尾的消息，也不检查句末；但只是名称或数量的值（“Choose a core to run \\(game.title)”、“between %d and %d”）不能结束句子，仍需句末标点。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "the disk is full", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("相册")
                    .alert("无法上传照片", isPresented: $showsError) {
                        Button("好") { }
                    } message: {
                        Text("请检查网络连接")
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("相册")
                    .alert("无法上传照片", isPresented: $showsError) {
                        Button("好") { }
                    } message: {
                        Text("请检查网络连接。")
                    }
                """,
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk reported: \\(error.localizedDescription)", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Unable to Save Document", message: "the disk is full", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "无法上传照片"
                    alert.informativeText = "请检查网络连接"
                    alert.addButton(withTitle: "好")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "无法上传照片"
                    alert.informativeText = "请检查网络连接。"
                    alert.addButton(withTitle: "好")
                    """
                ),
                (
                    before: """
                    let alert = UIAlertController(title: "删除文章？", message: "您确认删除这篇文章吗", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                    """,
                    after: """
                    let alert = UIAlertController(title: "删除文章？", message: "您确认删除这篇文章吗？", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let message = site.message, let text = message.text,
            Copy.words(text).contains(where: { $0.kind != .placeholder }),
            // A message that is an address (“https://discord.gg/…”) is no sentence to capitalize.
            !Copy.startsWithAddress(text),
            // A one-word message over a text field labels the field (“meters”).
            !(site.textFieldCount > 0 && Copy.words(text).count == 1),
            // An action sheet without a title shows its message as the heading (“Contact Customer”).
            !(site.isActionSheet && site.title == nil && Copy.titleForm(text) == .fragment && Copy.words(text).count <= 4)
        else { return [] }
        let startEdit = Copy.sentenceStartEdit(text)
        // A value filled in at run time, an address or a colon ends the message in its own way;
        // a name or a number filled in ends no sentence.
        let endsWithName = Copy.endsWithNamedValue(text) && !Self.lastValueDescribes(message, in: context.source)
        let isUnpunctuated =
            Copy.endingPunctuation(text) == nil && !Self.hasOwnSentenceEnd(text) && (!Copy.endingIsOpen(text) || endsWithName)
        guard startEdit != nil || isUnpunctuated else { return [] }

        var edits = startEdit.map { [$0] } ?? []
        var advice: [Localized] = []
        if startEdit != nil { advice.append(context.say("start it with a capital letter", "以大写字母开头")) }
        if isUnpunctuated {
            let period = Copy.isChinese(text) ? (Self.endsWithQuestionParticle(text) ? "？" : "。") : "."
            advice.append(context.say("end it with “\(period)”", "以“\(period)”结尾"))
            // Only after text the literal spells: never after an interpolation.
            if let last = Copy.lastContentScalarRange(text) {
                let character = String(decoding: Array(text.utf8)[last], as: UTF8.self)
                if let start = startEdit, start.range.overlaps(last) {
                    // One letter (“x”): capitalized and punctuated by one edit, since edits of a
                    // fix must not overlap.
                    edits = [CopyEdit(start.range, start.replacement + period)]
                } else if character != String(TextValue.placeholder) {
                    edits.append(CopyEdit(last, character + period))
                }
            }
        }
        let fixes = message.fixes(context.text("Make the message a sentence", "把消息改成完整的句子"), .safe, edits)
        return [
            context.diagnostic(
                Self.id, message.range,
                context.say(
                    "Message \(context.shown(message)) isn't a complete sentence: \(advice.map(\.en).joined(separator: " and "))",
                    "消息\(context.shown(message))不是完整的句子：请\(advice.map(\.zh).joined(separator: "，并"))"),
                fixes: fixes)
        ]
    }

    /// `\(error.localizedDescription)`, `\(message)`: a value that may be a sentence, period included.
    static func lastValueDescribes(_ message: TextValue, in source: SourceText) -> Bool {
        guard let expression = message.literals.last?.interpolations.last else { return false }
        let text = source.text(expression).lowercased()
        return ["error", "description", "message", "reason", "detail", "text", "info", "explanation", "summary", "localized"].contains {
            text.contains($0)
        }
    }

    /// Thai, Lao, Khmer, Myanmar and Tibetan end a sentence with no period, and the Indic scripts
    /// with a danda (“।”): “.” would be wrong there, so their ending is not judged.
    static func hasOwnSentenceEnd(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF: return true
            default: return false
            }
        }
    }

    /// “您确认删除这篇文章吗” asks a question: it ends with “？”, not “。”.
    static func endsWithQuestionParticle(_ text: String) -> Bool {
        guard let last = Copy.trimmed(text).last else { return false }
        return "吗呢么嘛".contains(last)
    }
}
