/// Two cancel actions in one UIAlertController, which UIKit rejects at run time.
public struct MultipleCancelRule: Rule {
    public static let id = "multiple-cancel"
    public init() {}

    public let description = RuleDescription(
        id: MultipleCancelRule.id,
        summary: Localized(
            en: "A UIAlertController has two or more actions with the cancel style.", zh: "UIAlertController 中有两个或更多取消样式的操作。"),
        defaultSeverity: .error,
        guideline: Localized(
            en: """
                An alert has one way to cancel it, and UIKit enforces this: adding a second action with the \
                cancel style to a UIAlertController raises an exception and crashes the app. Keep one Cancel \
                action and give the other actions the default or destructive style.
                """,
            zh: """
                一个提醒只有一种取消方式，UIKit 也强制如此：向 UIAlertController 添加第二个取消样式的操作会引发异常，导致 App 崩溃。只保留一个“取消”操作，其他操作使用默认或破坏性样式。
                """),
        findsCrashes: true,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "删除", style: .destructive))
                sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
                sheet.addAction(UIAlertAction(title: "返回", style: .cancel))
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unsaved Changes", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
                alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                """,
                """
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "删除", style: .destructive))
                sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
                """,
                """
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                if canUndo {
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                } else {
                    alert.addAction(UIAlertAction(title: "Keep Photo", style: .cancel))
                }
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .uikit, site.api == "UIAlertController" else { return [] }
        let cancels = site.actions.filter { $0.role == .cancel }
        // One cancel action in each arm of an `if` is one at run time.
        guard ShownTogether.most(cancels) >= 2, let first = cancels.first else { return [] }
        return cancels.dropFirst().map { extra in
            context.diagnostic(
                Self.id, extra.range,
                context.say(
                    "UIAlertController has \(cancels.count) cancel actions: UIKit allows one and throws an exception at run time",
                    "UIAlertController 有 \(cancels.count) 个取消操作：UIKit 只允许一个，运行时会引发异常"),
                related: [RelatedLocation(first.range, context.text("the first cancel action", "第一个取消操作"))])
        }
    }
}
