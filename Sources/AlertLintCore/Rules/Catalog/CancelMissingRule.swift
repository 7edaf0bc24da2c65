/// An action sheet, or an alert with a destructive action, that people can't cancel.
public struct CancelMissingRule: Rule {
    public static let id = "cancel-missing"
    public init() {}

    public let description = RuleDescription(
        id: CancelMissingRule.id,
        summary: "An action sheet, or an alert with a destructive action, has no Cancel button.",
        defaultSeverity: .warning,
        guideline: """
        When an alert offers a destructive action, include a Cancel button so people have a clear, \
        safe way out. An action sheet always needs one too: Cancel gives people confidence that they \
        can back out of the task they started.

        SwiftUI adds a Cancel button to `confirmationDialog` by itself, so those are left alone.
        """,
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
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                    }
                """,
            ],
            clean: [
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
            ],
            fixed: [
                (before: """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                """, after: """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """),
                (before: """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                    }
                """, after: """
                Text("照片")
                    .alert("删除照片？", isPresented: $isConfirming) {
                        Button("删除", role: .destructive) { }
                        Button("取消", role: .cancel) { }
                    }
                """),
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.kind != .confirmationDialog, site.actionsComplete, let last = site.actions.last,
              site.kind == .actionSheet || site.actions.contains(where: { $0.role == .destructive })
                  || (site.framework == .appkit && site.hasDestructiveAction),
              !site.actions.contains(where: \.isCancel) else { return [] }
        let what = site.kind == .actionSheet ? "Action sheet" : "Alert with a destructive action"
        let fixes = insertion(after: last, in: site, context: context)
            .map { [Fix(title: "Add a Cancel button", safety: .unsafe, edits: [$0])] } ?? []
        return [context.diagnostic(Self.id, site.range,
                                   "\(what) has no Cancel button: add one so people can back out safely", fixes: fixes)]
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
