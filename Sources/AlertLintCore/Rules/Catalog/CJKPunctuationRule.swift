/// Half-width `?`, `!`, `,`, `:` in Chinese copy.
public struct CJKPunctuationRule: Rule {
    public static let id = "cjk-punctuation"

    /// The translations the rule reads without `--languages`: Simplified Chinese (`zh-Hans`,
    /// `zh-CN`, `zh-SG`, `zh`), the copy whose marks it knows.
    public static func readsTranslation(_ language: String) -> Bool {
        // Asked of every language of every key a String Catalog holds: most are told apart by
        // their first letter, with no string made.
        let first = language.utf8.first { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        guard first == UInt8(ascii: "z") || first == UInt8(ascii: "Z") else { return false }
        // The spellings catalogs use, compared whole (small strings compare as integers).
        switch language {
        case "zh-Hans": return true
        case "zh-Hant", "zh-HK", "zh-TW", "zh-MO": return false
        default: break
        }
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        return parts.first == "zh" && (parts.count == 1 || ["hans", "cn", "sg"].contains(parts[1]))
    }
    public init() {}

    public let description = RuleDescription(
        id: CJKPunctuationRule.id,
        summary: Localized(
            en: "Chinese copy uses a half-width ?, !, , or : instead of the full-width form.",
            zh: "中文文案中用了半角的 ?、!、, 或 :，而不是全角标点。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Chinese text takes full-width punctuation: “删除这张照片？”, not “删除这张照片?”. A \
                half-width mark after a Chinese character looks cramped, sits on the baseline at the wrong \
                height and reads as a typo. Marks inside Latin text, such as the colon of “3:00”, are left \
                alone.
                """,
            zh: """
                中文使用全角标点：写“删除这张照片？”，而不是“删除这张照片?”。半角标点紧跟在汉字后面显得局促，位置也不对，看起来像笔误。拉丁文本中的标点（例如“3:00”中的冒号）不在检查之列。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "删除这张照片?", message: "此操作无法撤销。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                alert.addAction(UIAlertAction(title: "删除", style: .destructive))
                """,
                """
                Text("同步")
                    .alert("无法同步", isPresented: $failed) {
                        Button("好") { }
                    } message: {
                        Text("网络连接已断开,请稍后重试。")
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "删除这张照片？", message: "此操作无法撤销。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                alert.addAction(UIAlertAction(title: "删除", style: .destructive))
                """,
                """
                let alert = UIAlertController(title: "需要 iOS 17", message: "请在 3:00 后重试。", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .default))
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "删除这张照片?", message: "此操作无法撤销。", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "取消", style: .cancel))
                    alert.addAction(UIAlertAction(title: "删除", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "删除这张照片？", message: "此操作无法撤销。", preferredStyle: .alert)
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
            let edits = Copy.halfWidthPunctuationEdits(text)
            guard let first = edits.first else { return nil }
            let mark = Copy.trimmed(String(decoding: Array(text.utf8)[first.range], as: UTF8.self))
            let fixed = Copy.quoted(Copy.applying(edits, to: text))
            let fixes = value.fixes(context.text("Use full-width punctuation", "改用全角标点"), .safe, edits)
            return context.diagnostic(
                Self.id, value.range,
                context.say(
                    "\(part.en) \(context.shown(value)) uses the half-width “\(mark)”: write \(fixed)",
                    "\(part.zh)\(context.shown(value))用了半角“\(mark)”：改为\(fixed)"), fixes: fixes)
        }
    }
}
