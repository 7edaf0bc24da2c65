/// Yes and No buttons.
public struct YesNoRule: Rule {
    public static let id = "yes-no"
    public init() {}

    public let description = RuleDescription(
        id: YesNoRule.id,
        summary: Localized(en: "A button is titled Yes or No (是, 否).", zh: "按钮标题是“是”或“否”（Yes、No）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Avoid Yes and No as button titles: they make people reread the title to work out what each \
                answer does. Use the verb the button carries out (“Delete”, “Save”) and “Cancel” for the way \
                out.
                """,
            zh: """
                避免用“是”和“否”作为按钮标题：它们迫使人们重读标题，才能弄清每个回答的作用。请使用按钮执行的动词（“删除”“存储”），退出的按钮用“取消”。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "No", style: .cancel))
                alert.addAction(UIAlertAction(title: "Yes", style: .destructive))
                """,
                """
                Text("草稿")
                    .alert("删除草稿？", isPresented: $isConfirming) {
                        Button("否", role: .cancel) { }
                        Button("是", role: .destructive) { }
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                Text("草稿")
                    .alert("删除草稿？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("删除", role: .destructive) { }
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "No", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Yes", style: .destructive))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("草稿")
                        .alert("删除草稿？", isPresented: $isConfirming) {
                            Button("否", role: .cancel) { }
                            Button("是", role: .destructive) { }
                        }
                    """,
                    after: """
                    Text("草稿")
                        .alert("删除草稿？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("删除", role: .destructive) { }
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        site.actions.compactMap { action in
            guard let title = action.title, let text = title.text else { return nil }
            let replacement: String?
            if Copy.isNo(text) {
                replacement = action.role == .cancel ? (Copy.isChinese(text) ? "取消" : "Cancel") : nil
            } else if Copy.isYes(text) {
                replacement = action.role == .cancel ? nil : OKSpecificRule.verb(for: text, in: site)
            } else {
                return nil
            }
            let fixes =
                replacement.map { title.fixes(context.text("Title the button “\($0)”", "按钮标题改为“\($0)”"), .unsafe, replacingAllWith: $0) }
                ?? []
            let advice =
                replacement.map { context.say("use \(Copy.quoted($0))", "改用\(Copy.quoted($0))") }
                ?? context.say("name what the button does", "请写明按钮做什么")
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Button \(context.shown(title)) makes people reread the title: \(advice.en)",
                    "按钮\(context.shown(title))让人不得不重读标题：\(advice.zh)"), fixes: fixes)
        }
    }
}
