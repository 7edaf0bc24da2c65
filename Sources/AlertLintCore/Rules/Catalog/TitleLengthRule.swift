/// A title too wide to fit on one or two lines.
public struct TitleLengthRule: Rule {
    public static let id = "title-length"
    public init() {}

    public let description = RuleDescription(
        id: TitleLengthRule.id,
        summary: Localized(
            en: "A title is wider than the configured limit (`titleMaxWidth`, CJK counting double).",
            zh: "标题宽度超过设定的上限（`titleMaxWidth`，中日韩文字按两倍计算）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                A title should be short enough to read at a glance; a title that wraps past two lines slows \
                people down and pushes the buttons off small screens. Keep it to a brief phrase and move \
                any detail to the message.

                Width is counted in columns: Chinese, Japanese and Korean characters count as two.
                """,
            zh: """
                标题应短到一眼就能读完；超过两行的标题会拖慢阅读，还会在小屏幕上把按钮挤出屏幕。请保持为简短的短语，把细节移到消息中。

                宽度按列计算：中文、日文和韩文字符各计两列。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "We were unable to save the document you were working on because the startup disk is almost full", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("文稿")
                    .alert("由于磁盘已满，我们无法存储你正在编辑的文稿，请删除一些文件后再试一次，或者把文稿存储到其他位置", isPresented: $showsError) {
                        Button("好") { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Save Document", message: "The disk is full.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("文稿")
                    .alert("无法存储文稿", isPresented: $showsError) {
                        Button("好") { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let title = site.title, let text = title.text else { return [] }
        let width = Copy.displayWidth(Copy.trimmed(text))
        let limit = context.settings.titleMaxWidth
        guard width > limit else { return [] }
        return [
            context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Title is \(width) columns wide (limit \(limit)): shorten it and move detail to the message",
                    "标题宽 \(width) 列（上限 \(limit)）：请缩短，把细节移到消息中"))
        ]
    }
}
