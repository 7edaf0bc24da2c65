/// A button that destroys data without the destructive style.
public struct DestructiveStyleRule: Rule {
    public static let id = "destructive-style"
    public init() {}

    public let description = RuleDescription(
        id: DestructiveStyleRule.id,
        summary: Localized(
            en: "A button whose title starts with a destructive verb (Delete, Erase, 删除, …) lacks the destructive role.",
            zh: "标题以破坏性动词（删除、抹掉、Delete、Erase……）开头的按钮没有破坏性角色。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Identify a button that performs a destructive action people didn't deliberately choose with \
                the destructive style (`style: .destructive`, `role: .destructive`, or NSAlert's \
                `hasDestructiveAction`), so they notice it before they choose it.

                The exception: a button that carries out exactly what the person deliberately chose — such \
                as Empty Trash in the alert that follows choosing Empty Trash — need not be styled \
                destructive, because letting Return confirm that choice helps more than a warning colour. \
                Suppress the finding for such an alert. Teams can add verbs with `extraDestructiveVerbs`.
                """,
            zh: """
                对于执行人们并非有意选择的破坏性操作的按钮，用破坏性样式标明（`style: .destructive`、`role: .destructive` 或 NSAlert 的 `hasDestructiveAction`），让人们在选择前注意到它。

                例外：按钮执行的正是人们刻意选择的操作（例如选择“清倒废纸篓”后弹出的提醒中的“清倒废纸篓”），可以不使用破坏性样式，因为让回车键确认该选择比警示颜色更有帮助。此类提醒请抑制这条报告。团队可用 `extraDestructiveVerbs` 添加动词。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .default))
                """,
                """
                Text("设置")
                    .alert("抹掉所有内容？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("抹掉") { eraseAll() }
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
                let alert = NSAlert()
                alert.messageText = "Delete the selected files?"
                alert.addButton(withTitle: "Delete")
                alert.addButton(withTitle: "Cancel")
                alert.hasDestructiveAction = true
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .default))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("设置")
                        .alert("抹掉所有内容？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("抹掉") { eraseAll() }
                        }
                    """,
                    after: """
                    Text("设置")
                        .alert("抹掉所有内容？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("抹掉", role: .destructive) { eraseAll() }
                        }
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "Delete the selected files?"
                    alert.addButton(withTitle: "Delete")
                    alert.addButton(withTitle: "Cancel")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "Delete the selected files?"
                    alert.addButton(withTitle: "Delete")
                    alert.addButton(withTitle: "Cancel")
                    alert.hasDestructiveAction = true
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        let extra = context.settings.extraDestructiveVerbs
        var found: [Diagnostic] = []
        for (index, action) in site.actions.enumerated() {
            guard action.role == .default, let title = action.title, let text = title.text,
                Copy.destructiveVerb(text, extra: extra) != nil
            else { continue }
            var edit: TextEdit?
            if site.framework == .appkit {
                // NSAlert can mark only its first button destructive.
                guard index == 0, site.actionsComplete, !site.hasDestructiveAction else { continue }
                edit = appKitInsertion(site, context.source)
            } else {
                edit = CodeEdits.role(.destructive, for: action, in: site, source: context.source)
            }
            let fixes = edit.map { [Fix(title: context.text("Style it destructive", "设为破坏性样式"), safety: .unsafe, edits: [$0])] } ?? []
            found.append(
                context.diagnostic(
                    Self.id, title.range,
                    context.say(
                        "Button \(context.shown(title)) destroys data but isn't styled destructive: give it the destructive role",
                        "按钮\(context.shown(title))会销毁数据，却没有破坏性样式：请设为破坏性角色"),
                    fixes: fixes))
        }
        return found
    }

    /// `<alert>.hasDestructiveAction = true` on a new line after the last statement that
    /// configures the alert, or else after the first button.
    private func appKitInsertion(_ site: AlertSite, _ source: SourceText) -> TextEdit? {
        guard let name = site.variableName, let first = site.actions.first else { return nil }
        let offset = site.statementInsertionOffset ?? first.statementRange.end
        guard offset >= 0, offset <= source.count else { return nil }
        let indent = CodeEdits.indentation(at: first.statementRange.start, in: source)
        return TextEdit(ByteRange(offset, offset), "\n\(indent)\(name).hasDestructiveAction = true")
    }
}
