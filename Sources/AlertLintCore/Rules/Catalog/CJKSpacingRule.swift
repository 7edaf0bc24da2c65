/// No space between Chinese and Latin letters or digits (off by default).
public struct CJKSpacingRule: Rule {
    public static let id = "cjk-spacing"
    public init() {}

    public let description = RuleDescription(
        id: CJKSpacingRule.id,
        summary: Localized(
            en: "Chinese copy runs a Chinese character into a Latin letter or a digit without a space.",
            zh: "中文文案中，汉字与英文字母或数字之间没有空格。"),
        defaultSeverity: .info,
        enabledByDefault: false,
        guideline: Localized(
            en: """
                Common Chinese copywriting guidelines put a space between Chinese and Latin letters or \
                digits — “需要 iOS 17”, “共 3 张照片” — so that each script keeps its own rhythm. Apple's own \
                Chinese copy follows this. Teams that write without the space can leave the rule off, which \
                is the default; turn it on with `"cjk-spacing": "on"`.
                """,
            zh: """
                常见的中文文案排版指北要求在汉字与英文字母、数字之间加空格，例如“需要 iOS 17”“共 3 张照片”，让两种文字各自保持节奏。Apple 的中文文案也是这样写的。习惯不加空格的团队可以不启用此规则（默认关闭）；用 `"cjk-spacing": "on"` 开启。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "需要iOS 17", message: "请先更新系统。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .default))
                """,
                """
                Text("文稿")
                    .alert("已存储到iCloud", isPresented: $saved) {
                        Button("好") { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "需要 iOS 17", message: "请先更新系统。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .default))
                """,
                """
                Text("文稿")
                    .alert("已存储到 iCloud", isPresented: $saved) {
                        Button("好") { }
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "删除3张照片？", message: "此操作无法撤销。", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                    alert.addAction(UIAlertAction(title: "删除", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "删除 3 张照片？", message: "此操作无法撤销。", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                    alert.addAction(UIAlertAction(title: "删除", style: .destructive))
                    """
                )
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.hasChineseText else { return [] }
        return site.texts.compactMap { value, part in
            guard let text = value.text, Copy.isChinese(text) else { return nil }
            let edits = Copy.cjkSpacingEdits(text)
            guard !edits.isEmpty else { return nil }
            let fixed = Copy.quoted(Copy.applying(edits, to: text))
            let fixes = value.fixes(context.text("Add the spaces", "加上空格"), .safe, edits)
            return context.diagnostic(
                Self.id, value.range,
                context.say(
                    "\(part.en) \(context.shown(value)) needs a space between Chinese and Latin letters or digits: write \(fixed)",
                    "\(part.zh)\(context.shown(value))的汉字与英文、数字之间缺少空格：改为\(fixed)"), fixes: fixes)
        }
    }
}
