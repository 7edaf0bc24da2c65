/// An action sheet, or an alert whose only way out is destructive, that people can't cancel.
public struct CancelMissingRule: Rule {
    public static let id = "cancel-missing"
    public init() {}

    public let description = RuleDescription(
        id: CancelMissingRule.id,
        summary: Localized(
            en: "An action sheet, or an alert whose every button is destructive, has no Cancel button.",
            zh: "操作表，或所有按钮都具破坏性的提醒，没有“取消”按钮。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                When an alert offers a destructive action, include a Cancel button so people have a clear, \
                safe way out. An action sheet always needs one too: Cancel gives people confidence that they \
                can back out of the task they started. An alert that asks people to choose between a \
                destructive action and another one (“Restore” or “Delete” an item deleted elsewhere) already \
                has its safe way out, so only an alert whose every button is destructive is reported.

                SwiftUI adds a Cancel button by itself to a `confirmationDialog` and to an `alert` with a \
                destructive button, so those are left alone; its older `ActionSheet` and `Alert` values do not.
                """,
            zh: """
                提醒中有破坏性操作时，要提供“取消”按钮，让人们有明确、安全的退路。操作表也总是需要“取消”：它让人们确信自己可以退出已开始的任务。让人们在破坏性操作和另一个操作之间选择的提醒（对已在别处删除的项目选择“恢复”或“删除”）已经有安全的退路，因此只报告所有按钮都具破坏性的提醒。

                SwiftUI 会自动为 `confirmationDialog` 和带破坏性按钮的 `alert` 添加“取消”按钮，因此不检查这类情况；较早的 `ActionSheet` 和 `Alert` 值则不会添加。
                """),
        higURL: HIG.actionSheets,
        fix: .unsafe,
        examples: RuleExamples(
            violating: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                """,
                """
                Text("照片")
                    .actionSheet(isPresented: $isChoosing) {
                        ActionSheet(title: Text("照片"), buttons: [.destructive(Text("删除"))])
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Item Deleted Elsewhere", message: "Restore it on this device?", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                alert.addAction(UIAlertAction(title: "Restore", style: .default))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .default))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                Text("照片")
                    .confirmationDialog("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                    }
                """,
                """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                    }
                """,
            ],
            fixed: [
                (
                    before: """
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                    sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                    """,
                    after: """
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                    sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    """
                ),
                (
                    before: """
                    Text("照片")
                        .actionSheet(isPresented: $isChoosing) {
                            ActionSheet(title: Text("照片"), buttons: [.destructive(Text("删除"))])
                        }
                    """,
                    after: """
                    Text("照片")
                        .actionSheet(isPresented: $isChoosing) {
                            ActionSheet(title: Text("照片"), buttons: [.destructive(Text("删除")), .cancel()])
                        }
                    """
                ),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it.
        guard site.kindIsKnown else { return [] }
        guard site.kind != .confirmationDialog, site.actionsComplete, let last = site.actions.last,
            // An alert with a button that is not destructive gives people a way out already.
            site.kind == .actionSheet || site.actions.allSatisfy({ $0.role == .destructive }),
            !site.actions.contains(where: \.isCancel),
            // A “Cancel” without the cancel role is cancel-role's finding, not a missing Cancel, and
            // a button whose title is unknown may be that Cancel.
            site.actions.allSatisfy({ $0.displayText.map { !Copy.isCancelTitle($0) } ?? false })
        else { return [] }
        let what =
            site.kind == .actionSheet ? context.say("Action sheet", "操作表") : context.say("Alert with a destructive action", "带破坏性操作的提醒")
        let fixes =
            insertion(after: last, in: site, context: context)
            .map { [Fix(title: context.text("Add a Cancel button", "添加“取消”按钮"), safety: .unsafe, edits: [$0])] } ?? []
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "\(what.en) has no Cancel button: add one so people can back out safely",
                    "\(what.zh)没有“取消”按钮：请添加一个，让人们可以安全退出"), fixes: fixes)
        ]
    }

    /// A Cancel action in the API's own form, on a new line after the last action.
    private func insertion(after last: AlertAction, in site: AlertSite, context: RuleContext) -> TextEdit? {
        let cancel = site.isChineseCopy ? "取消" : "Cancel"
        let source = context.source
        let indent = CodeEdits.indentation(at: last.statementRange.start, in: source)
        let end = last.statementRange.end
        guard end <= source.count else { return nil }
        let code: String
        switch site.framework {
        case .uikit:
            guard site.api == "UIAlertController", let name = site.variableName else { return nil }
            code = "\n\(indent)\(name).addAction(UIAlertAction(title: \"\(cancel)\", style: .cancel))"
        case .appkit:
            guard let name = site.variableName else { return nil }
            code = "\n\(indent)\(name).addButton(withTitle: \"\(cancel)\")"
        case .swiftui:
            let construction = source.text(last.range)
            if construction == "Button" {
                code = "\n\(indent)Button(\"\(cancel)\", role: .cancel) { }"
            } else if construction.hasPrefix("."), site.api == "ActionSheet" {
                code = ", .cancel()"  // an element of `ActionSheet(buttons: [...])`
            } else {
                return nil
            }
        }
        return TextEdit(ByteRange(end, end), code)
    }
}
