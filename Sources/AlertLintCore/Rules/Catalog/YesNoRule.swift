/// Yes and No buttons.
public struct YesNoRule: Rule {
    public static let id = "yes-no"
    public init() {}

    public let description = RuleDescription(
        id: YesNoRule.id,
        summary: "A button is titled Yes or No (是, 否).",
        defaultSeverity: .warning,
        guideline: """
        Avoid Yes and No as button titles: they make people reread the title to work out what each \
        answer does. Use the verb the button carries out (“Delete”, “Save”) and “Cancel” for the way \
        out.
        """,
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
                (before: """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "No", style: .cancel))
                alert.addAction(UIAlertAction(title: "Yes", style: .destructive))
                """, after: """
                let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """),
                (before: """
                Text("草稿")
                    .alert("删除草稿？", isPresented: $isConfirming) {
                        Button("否", role: .cancel) { }
                        Button("是", role: .destructive) { }
                    }
                """, after: """
                Text("草稿")
                    .alert("删除草稿？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("删除", role: .destructive) { }
                    }
                """),
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
            let fixes = replacement.map { title.fixes("Title the button “\($0)”", .unsafe, replacingAllWith: $0) } ?? []
            let advice = replacement.map { "use \(Copy.quoted($0))" } ?? "name what the button does"
            return context.diagnostic(Self.id, title.range,
                                      "Button \(context.shown(title)) makes people reread the title: \(advice)", fixes: fixes)
        }
    }
}
