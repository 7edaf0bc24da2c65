/// A Cancel button without the cancel role.
public struct CancelRoleRule: Rule {
    public static let id = "cancel-role"
    public init() {}

    public let description = RuleDescription(
        id: CancelRoleRule.id,
        summary: Localized(
            en: "A button titled Cancel (取消) doesn't have the cancel role (UIKit and SwiftUI).",
            zh: "标题为“取消”（Cancel）的按钮没有取消角色（UIKit 和 SwiftUI）。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                Give the Cancel button the cancel role (`style: .cancel` in UIKit, `role: .cancel` in \
                SwiftUI). The role is what places Cancel where people expect it — at the leading end of a row \
                of buttons and at the bottom of a stack — and what lets Escape, a tap outside a popover or \
                other system gestures cancel the alert.
                """,
            zh: """
                给“取消”按钮设置取消角色（UIKit 中为 `style: .cancel`，SwiftUI 中为 `role: .cancel`）。正是这个角色把“取消”放在人们预期的位置（一排按钮的开头、一列按钮的底部），并让 Esc 键、点按弹出框外部等系统手势能取消提醒。
                """),
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .default))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("取消") { }
                        Button("删除", role: .destructive) { }
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
                alert.messageText = "Delete Photo?"
                alert.addButton(withTitle: "Delete")
                alert.addButton(withTitle: "Cancel")
                """,
            ],
            fixed: [
                (
                    before: """
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .default))
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
                        .alert("删除照片？", isPresented: $isConfirming) {
                            Button("取消") { }
                            Button("删除", role: .destructive) { }
                        }
                    """,
                    after: """
                    Text("照片")
                        .alert("删除照片？", isPresented: $isConfirming) {
                            Button("取消", role: .cancel) { }
                            Button("删除", role: .destructive) { }
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework != .appkit else { return [] }
        // A second cancel action would make UIKit throw, and an unseen action may be one: then only report.
        // The Cancel SwiftUI adds stands in for a missing one: the fix replaces it.
        let mayHaveCancel = !site.actionsComplete || site.actions.contains { $0.role == .cancel && !$0.isAddedBySystem }
        return site.actions.compactMap { action in
            guard action.role != .cancel, action.roleIsKnown, let title = action.title, let text = title.text,
                Copy.isCancelTitle(text)
            else { return nil }
            let edit = mayHaveCancel ? nil : CodeEdits.role(.cancel, for: action, in: site, source: context.source)
            let fixes = edit.map { [Fix(title: context.text("Give it the cancel role", "设为取消角色"), safety: .unsafe, edits: [$0])] } ?? []
            return context.diagnostic(
                Self.id, title.range,
                context.say(
                    "Button \(context.shown(title)) doesn't have the cancel role: give it the cancel role so the system places it and Escape triggers it",
                    "按钮\(context.shown(title))没有取消角色：请设为取消角色，让系统摆放它并响应 Esc 键"),
                fixes: fixes)
        }
    }
}
