/// Two cancel actions in one UIAlertController, which UIKit rejects at run time.
public struct MultipleCancelRule: Rule {
    public static let id = "multiple-cancel"
    public init() {}

    public let description = RuleDescription(
        id: MultipleCancelRule.id,
        summary: "A UIAlertController has two or more actions with the cancel style.",
        defaultSeverity: .error,
        guideline: """
        An alert has one way to cancel it, and UIKit enforces this: adding a second action with the \
        cancel style to a UIAlertController raises an exception and crashes the app. Keep one Cancel \
        action and give the other actions the default or destructive style.
        """,
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
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard site.framework == .uikit, site.api == "UIAlertController" else { return [] }
        let cancels = site.actions.filter { $0.role == .cancel }
        guard cancels.count >= 2, let first = cancels.first else { return [] }
        return cancels.dropFirst().map { extra in
            context.diagnostic(Self.id, extra.range,
                               "UIAlertController has \(cancels.count) cancel actions: UIKit allows one and throws an exception at run time",
                               related: [RelatedLocation(first.range, "the first cancel action")])
        }
    }
}
