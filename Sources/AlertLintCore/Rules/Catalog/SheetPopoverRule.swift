/// A UIKit action sheet with no popover source, which crashes on iPad.
public struct SheetPopoverRule: Rule {
    public static let id = "sheet-popover"
    public init() {}

    public let description = RuleDescription(
        id: SheetPopoverRule.id,
        summary: "A UIKit action sheet is presented without a popover source view, bar button item or rect.",
        defaultSeverity: .warning,
        guideline: """
        On a large screen an action sheet appears as a popover that points at the control people \
        used to open it. A UIKit action sheet must be told where that is — set the \
        `popoverPresentationController`'s `sourceView` and `sourceRect`, or its `barButtonItem` — \
        or UIKit raises an exception on iPad.
        """,
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
        return [context.diagnostic(Self.id, site.range,
                                   "Action sheet has no popover source: set popoverPresentationController's sourceView or barButtonItem, or it crashes on iPad")]
    }
}
