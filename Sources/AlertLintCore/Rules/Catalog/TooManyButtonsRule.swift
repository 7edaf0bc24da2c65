/// An alert with more than three buttons.
public struct TooManyButtonsRule: Rule {
    public static let id = "too-many-buttons"
    public init() {}

    public let description = RuleDescription(
        id: TooManyButtonsRule.id,
        summary: Localized(en: "An alert has more than three buttons.", zh: "提醒中的按钮多于三个。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                An alert shows at most three buttons; two is usually best, giving people a clear choice. \
                More choices make an alert hard to read and may make it scroll. When people need to choose \
                among several related actions, use an action sheet instead.
                """,
            zh: """
                提醒最多显示三个按钮；通常两个最好，给人们一个明确的选择。选项越多，提醒越难读，还可能需要滚动。需要在几个相关操作中选择时，请改用操作表。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Messages", style: .default))
                alert.addAction(UIAlertAction(title: "Mail", style: .default))
                alert.addAction(UIAlertAction(title: "AirDrop", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储更改吗？"
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "不存储")
                alert.addButton(withTitle: "存储副本")
                """,
            ],
            clean: [
                """
                let sheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Messages", style: .default))
                sheet.addAction(UIAlertAction(title: "Mail", style: .default))
                sheet.addAction(UIAlertAction(title: "AirDrop", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "要存储更改吗？"
                alert.addButton(withTitle: "存储")
                alert.addButton(withTitle: "取消")
                alert.addButton(withTitle: "不存储")
                """,
                """
                Text(book.title)
                    .alert("Book Status", isPresented: $showingStatus) {
                        if book.isBorrowed {
                            Button("Renew") {}
                            Button("Cancel", role: .cancel) {}
                        } else if book.isReserved {
                            Button("Cancel Reservation", role: .destructive) {}
                            Button("Keep", role: .cancel) {}
                        } else {
                            Button("OK", role: .cancel) {}
                        }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        // Whether this is an alert or an action sheet decides the finding: never guess it.
        guard site.kindIsKnown else { return [] }
        // Known actions count even when the list is incomplete: there are at least this many. Of
        // the arms of an `if`, only one shows.
        let shown = ShownTogether.most(site.actions)
        guard site.kind == .alert, shown > 3 else { return [] }
        let extra = site.actions.dropFirst(3).map {
            RelatedLocation(
                $0.range,
                $0.displayText.map { context.text("button \(Copy.quoted($0))", "按钮\(Copy.quoted($0))") }
                    ?? context.text("another button", "另一个按钮"))
        }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Alert has \(shown) buttons: keep to two or three, or use an action sheet",
                    "提醒有 \(shown) 个按钮：请控制在两三个，或改用操作表"),
                related: extra)
        ]
    }
}
