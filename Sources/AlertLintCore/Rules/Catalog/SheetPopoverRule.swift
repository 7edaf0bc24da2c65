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

                The rule stays silent for a sheet that is handed to other code (returned, or given to an \
                app's own presenting helper, which may anchor it), for code built only for tvOS, watchOS \
                or macOS, and for an iPhone-only app: `"settings": { "targetsIPad": false }`, or an Xcode \
                project whose targets all have `TARGETED_DEVICE_FAMILY = 1`.
                """,
            zh: """
                在大屏幕上，操作表以弹出框形式出现，指向人们用来打开它的控件。UIKit 操作表必须被告知这个位置：设置 `popoverPresentationController` 的 `sourceView` 和 `sourceRect`，或其 `barButtonItem`，否则在 iPad 上 UIKit 会引发异常。

                以下情况此规则不报告：操作表被交给其他代码（被返回，或交给 App 自己的显示辅助函数，它可能会设置锚点）；代码只为 tvOS、watchOS 或 macOS 编译；App 只支持 iPhone（`"settings": { "targetsIPad": false }`，或 Xcode 项目的所有目标都是 `TARGETED_DEVICE_FAMILY = 1`）。
                """),
        higURL: HIG.actionSheets,
        findsCrashes: true,
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
        // A sheet handed to other code may be anchored there; one built for tvOS or macOS, or in
        // an iPhone-only app, is never a popover.
        guard site.framework == .uikit, site.kind == .actionSheet, site.kindIsKnown, !site.hasPopoverSource,
            !site.isHandedOff, !site.isNeverOnIPad, context.settings.targetsIPad != false
        else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Action sheet has no popover source: set popoverPresentationController's sourceView or barButtonItem, or it crashes on iPad",
                    "操作表没有弹出框来源：请设置 popoverPresentationController 的 sourceView 或 barButtonItem，否则在 iPad 上会崩溃"))
        ]
    }
}
