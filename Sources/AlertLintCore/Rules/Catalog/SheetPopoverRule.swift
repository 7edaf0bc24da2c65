/// A UIKit action sheet with no popover source, which crashes on iPad.
public struct SheetPopoverRule: Rule {
    public static let id = "sheet-popover"
    public init() {}

    public let description = RuleDescription(
        id: SheetPopoverRule.id,
        summary: Localized(
            en: "A UIKit action sheet is presented without a popover source view, bar button item or rect.",
            zh: "UIKit 操作表在显示时没有设置弹出框的来源视图、栏按钮或矩形。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                On a large screen an action sheet appears as a popover that points at the control people \
                used to open it. A UIKit action sheet must be told where that is — set the \
                `popoverPresentationController`'s `sourceView` and `sourceRect`, or its `barButtonItem` — \
                or UIKit raises an exception on iPad.
                """,
            zh: """
                在大屏幕上，操作表以弹出框形式出现，指向人们用来打开它的控件。UIKit 操作表必须被告知这个位置：设置 `popoverPresentationController` 的 `sourceView` 和 `sourceRect`，或其 `barButtonItem`，否则在 iPad 上 UIKit 会引发异常。
                """),
        higURL: HIG.actionSheets,
        examples: RuleExamples(
            violating: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
                """,
                """
                let sheet = UIAlertController(title: "共享照片", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "信息", style: .default))
                sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
                present(sheet, animated: true)
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.barButtonItem = sender
                present(sheet, animated: true)
                """,
                """
                let sheet = UIAlertController(title: "共享照片", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "信息", style: .default))
                sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
                sheet.popoverPresentationController?.sourceView = shareButton
                present(sheet, animated: true)
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .uikit, site.kind == .actionSheet, !site.hasPopoverSource else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Action sheet has no popover source: set popoverPresentationController's sourceView or barButtonItem, or it crashes on iPad",
                    "操作表没有弹出框来源：请设置 popoverPresentationController 的 sourceView 或 barButtonItem，否则在 iPad 上会崩溃"))
        ]
    }
}
