/// A button that destroys data without the destructive style.
public struct DestructiveStyleRule: Rule {
    public static let id = "destructive-style"
    public init() {}

    public let description = RuleDescription(
        id: DestructiveStyleRule.id,
        summary: Localized(
            en:
                "A button whose title starts with a destructive verb (Delete, Erase, 删除, …) lacks the destructive role, and the alert isn't confirming that very action.",
            zh: "标题以破坏性动词（删除、抹掉、Delete、Erase……）开头的按钮没有破坏性角色，而提醒确认的并不是这个操作本身。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Identify a button that performs a destructive action people didn't deliberately choose with \
                the destructive style (`style: .destructive`, `role: .destructive`, or, in AppKit, \
                `NSButton`'s `hasDestructiveAction`, macOS 11), so they notice it before they choose it: \
                an alert about signing out whose button also deletes local data, an alert about installing \
                whose button overwrites a newer version.

                A button that carries out exactly what the person chose needs no warning colour: when the \
                title asks to delete and the button is Delete (Empty Trash after choosing Empty Trash), \
                letting Return confirm the choice helps more, so the rule stays silent there, as it does for a \
                button whose handler asks again (it calls a confirmation or builds another alert). Replace and \
                Overwrite count as destructive when the alert says what gets replaced. Teams can add verbs \
                with `destructiveVerbs`.
                """,
            zh: """
                对于执行人们并非有意选择的破坏性操作的按钮，用破坏性样式标明（`style: .destructive`、`role: .destructive`，或 AppKit 中 `NSButton` 的 `hasDestructiveAction`，macOS 11 起），让人们在选择前注意到它：例如关于退出登录的提醒中，按钮还会删除本地数据；关于安装的提醒中，按钮会覆盖较新的版本。

                按钮执行的正是人们所选的操作时，不需要警示颜色：标题询问是否删除、按钮就是“删除”（选择“清倒废纸篓”后弹出的“清倒废纸篓”），让回车键确认这个选择更有帮助，此规则在这种情况下不报告；按钮的处理程序再次询问（调用确认函数或创建另一个提醒）时也不报告。“替换”“覆盖”在提醒说明了会替换什么时算作破坏性操作。团队可用 `destructiveVerbs` 添加动词。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .default))
                """,
                """
                Text("设置")
                    .alert("退出登录？", isPresented: $isConfirming) {
                        Button("取消", role: .cancel) { }
                        Button("删除本机数据") { signOut() }
                    }
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Install the older version?"
                alert.informativeText = "The newer version on this Mac will be overwritten."
                alert.addButton(withTitle: "Overwrite")
                alert.addButton(withTitle: "Cancel")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .destructive))
                """,
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .default))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Install the older version?"
                alert.informativeText = "The newer version on this Mac will be overwritten."
                alert.addButton(withTitle: "Overwrite")
                alert.addButton(withTitle: "Cancel")
                alert.buttons[0].hasDestructiveAction = true
                """,
                """
                let sheet = UIAlertController(title: "Drafts", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete All Drafts", style: .default) { _ in
                    confirmDeletingDrafts()
                })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Replace All Matches?"
                alert.addButton(withTitle: "Replace All")
                alert.addButton(withTitle: "Cancel")
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .default))
                    """,
                    after: """
                    let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .destructive))
                    """
                ),
                (
                    before: """
                    Text("设置")
                        .alert("退出登录？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("删除本机数据") { signOut() }
                        }
                    """,
                    after: """
                    Text("设置")
                        .alert("退出登录？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("删除本机数据", role: .destructive) { signOut() }
                        }
                    """
                ),
                (
                    before: """
                    let alert = NSAlert()
                    alert.messageText = "Install the older version?"
                    alert.informativeText = "The newer version on this Mac will be overwritten."
                    alert.addButton(withTitle: "Overwrite")
                    alert.addButton(withTitle: "Cancel")
                    """,
                    after: """
                    let alert = NSAlert()
                    alert.messageText = "Install the older version?"
                    alert.informativeText = "The newer version on this Mac will be overwritten."
                    alert.addButton(withTitle: "Overwrite")
                    alert.buttons[0].hasDestructiveAction = true
                    alert.addButton(withTitle: "Cancel")
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, action) in site.actions.enumerated() {
            guard action.role == .default, action.roleIsKnown, let title = action.title, title.text != nil,
                let verb = site.destructiveVerb(of: action, extra: context.settings.extraDestructiveVerbs),
                !site.confirmsChosenAction(verb), !Self.asksAgain(action, context.source)
            else { continue }
            var edit: TextEdit?
            if site.isActionSheet, site.kindIsKnown,
                site.actions[..<index].contains(where: { !$0.isCancel && $0.role != .destructive })
            {
                // Styled where it stands, it would not be the sheet's top row (sheet-destructive-first):
                // moving it is the author's call, so no fix.
                edit = nil
            } else if site.framework == .appkit {
                // The index the code reads at run time must be the one counted here.
                guard site.actionsComplete, site.actions[...index].allSatisfy({ $0.branch == nil }) else { continue }
                edit = appKitInsertion(site, button: index, context.source)
            } else {
                edit = CodeEdits.role(.destructive, for: action, in: site, source: context.source)
            }
            let fixes = edit.map { [Fix(title: context.text("Style it destructive", "设为破坏性样式"), safety: .unsafe, edits: [$0])] } ?? []
            found.append(
                context.diagnostic(
                    Self.id, title.range,
                    context.say(
                        "Button \(context.shown(title)) destroys data the alert doesn't ask about, but isn't styled destructive: give it the destructive role",
                        "按钮\(context.shown(title))会销毁提醒未询问的数据，却没有破坏性样式：请设为破坏性角色"),
                    fixes: fixes))
        }
        return found
    }

    /// A button whose handler asks again (calls a `…confirm…` function or builds another alert)
    /// destroys nothing itself: the warning belongs to the confirmation it opens.
    private static func asksAgain(_ action: AlertAction, _ source: SourceText) -> Bool {
        let range = action.statementRange
        guard let title = action.title, range.end <= source.count, title.range.end < range.end else { return false }
        // Only the handler's text is tokenized, not the file: this runs on every keystroke.
        let handler = SourceText(bytes: Array(source.bytes[title.range.end..<range.end]))
        let tokens = Tokenizer.tokenize(handler).code
        for (token, next) in zip(tokens, tokens.dropFirst()) where token.kind == .identifier && handler.text(next.range) == "(" {
            let name = handler.text(token.range)
            if name.lowercased().contains("confirm") || name == "UIAlertController" || name == "NSAlert" { return true }
        }
        return false
    }

    /// `<alert>.buttons[i].hasDestructiveAction = true` on a new line after the statement that
    /// adds the button (`NSAlert` has no such property; its buttons do, macOS 11).
    private func appKitInsertion(_ site: AlertSite, button index: Int, _ source: SourceText) -> TextEdit? {
        guard let name = site.variableName else { return nil }
        let statement = site.actions[index].statementRange
        guard statement.end <= source.count else { return nil }
        let indent = CodeEdits.indentation(at: statement.start, in: source)
        return TextEdit(
            ByteRange(statement.end, statement.end), "\n\(indent)\(name).buttons[\(index)].hasDestructiveAction = true")
    }
}
