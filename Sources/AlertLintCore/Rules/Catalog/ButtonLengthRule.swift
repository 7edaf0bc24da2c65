/// A button title too long to scan.
public struct ButtonLengthRule: Rule {
    public static let id = "button-length"
    public init() {}

    public let description = RuleDescription(
        id: ButtonLengthRule.id,
        summary: Localized(
            en: "An alert button's title has more words than `buttonMaxWords` (4; CJK: is wider than `buttonMaxWidthCJK`, 12).",
            zh: "提醒按钮标题的词数超过 `buttonMaxWords`（4；中日韩文字：宽度超过 `buttonMaxWidthCJK`，12）。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                The best button titles are one or two words that say what happens when people choose the \
                button. Long titles are hard to scan, may be truncated, and often repeat what the title and \
                message already say. The rule reads alert buttons, not the full-width rows of an action sheet \
                or confirmation dialog.
                """,
            zh: """
                最好的按钮标题只有一两个词，说明选择它会发生什么。过长的标题难以快速浏览，可能被截断，而且往往重复了标题和消息已经说过的话。此规则只检查提醒的按钮，不检查操作表或确认对话框中占满整行的选项。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete This Photo From All Devices", style: .destructive))
                """,
                """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("从所有设备上删除这张照片", role: .destructive) { }
                        Button("取消", role: .cancel) { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("删除照片", role: .destructive) { }
                        Button("取消", role: .cancel) { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        let settings = context.settings
        // An action sheet's row spans the screen: a longer title fits there, and often must carry
        // what an untitled sheet leaves out.
        guard site.kind == .alert, site.kindIsKnown else { return [] }
        return site.actions.compactMap { action in
            guard let title = action.title, let text = title.text else { return nil }
            if Copy.isChinese(text) {
                let width = Copy.displayWidth(Copy.trimmed(text))
                guard width > settings.buttonMaxWidthCJK else { return nil }
                return context.diagnostic(
                    Self.id, title.range,
                    context.say(
                        "Button \(context.shown(title)) is \(width) columns wide (limit \(settings.buttonMaxWidthCJK)): use a short verb",
                        "按钮\(context.shown(title))宽 \(width) 列（上限 \(settings.buttonMaxWidthCJK)）：请用简短的动词"))
            }
            let count = Copy.wordCount(text)
            guard count > settings.buttonMaxWords else { return nil }
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Button \(context.shown(title)) has \(count) words (limit \(settings.buttonMaxWords)): use one or two words",
                    "按钮\(context.shown(title))有 \(count) 个词（上限 \(settings.buttonMaxWords)）：请用一两个词"))
        }
    }
}
