/// A cancel button titled Dismiss, Close, Never Mind or Back instead of Cancel.
public struct CancelTitleRule: Rule {
    public static let id = "cancel-title"
    public init() {}

    public let description = RuleDescription(
        id: CancelTitleRule.id,
        summary: Localized(
            en: "The cancel button is titled Dismiss, Close, Never Mind or Back (关闭, 算了, 返回) instead of Cancel (取消).",
            zh: "取消按钮的标题是“关闭”“算了”“返回”（Dismiss、Close、Never Mind、Back），而不是“取消”（Cancel）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Always title the button that cancels an alert “Cancel”. People look for that word when they \
                want out, and synonyms such as “Dismiss”, “Close” or “Never Mind” make them stop and \
                wonder whether the button does something else.

                A title that names a real alternative, such as “Not Now” or “Keep Editing”, is a choice of \
                its own and is left alone, and so is the only button of an alert: with nothing beside it, it \
                cancels nothing, and “Cancel” would be the wrong word (see `single-cancel`).
                """,
            zh: """
                取消提醒的按钮一律使用“取消”作为标题。人们想退出时会寻找这个词，而“关闭”“算了”之类的同义词会让人停下来猜测这个按钮是否另有作用。

                标题若说明了一个真正的替代选择，例如“以后再说”或“继续编辑”，则是一个独立的选项，不在检查之列；提醒唯一的按钮也不检查：它旁边没有其他选项，并没有取消什么，“取消”反而是错误的用词（见 `single-cancel`）。
                """),
        fix: .safe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                Text("照片")
                    .confirmationDialog("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                        Button("算了", role: .cancel) { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Upload Complete", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
                """,
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                let alert = UIAlertController(title: "Turn On Notifications?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
                alert.addAction(UIAlertAction(title: "Turn On", style: .default))
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("照片")
                        .confirmationDialog("删除照片？", isPresented: $isConfirming) {
                            Button("删除", role: .destructive) { }
                            Button("算了", role: .cancel) { }
                        }
                    """,
                    after: """
                    Text("照片")
                        .confirmationDialog("删除照片？", isPresented: $isConfirming) {
                            Button("删除", role: .destructive) { }
                            Button("取消", role: .cancel) { }
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // A lone button cancels nothing: `single-cancel` would then ask for Done, not Cancel.
        guard site.actions.count >= 2 else { return [] }
        return site.actions.compactMap { action in
            // AppKit has no roles: Escape is what makes a button the cancel one there.
            guard action.role == .cancel || action.keyEquivalent == "\u{1b}",
                let title = action.title, let text = title.text, Copy.isCancelSynonym(text)
            else { return nil }
            let cancel = Copy.isChinese(text) ? "取消" : "Cancel"
            let fixes = title.fixes(context.text("Title it “\(cancel)”", "标题改为“\(cancel)”"), .safe, replacingAllWith: cancel)
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Cancel button \(context.shown(title)) should be titled “\(cancel)”",
                    "取消按钮\(context.shown(title))的标题应为“\(cancel)”"), fixes: fixes)
        }
    }
}
