/// An alert built while the app launches.
public struct LaunchAlertRule: Rule {
    public static let id = "launch-alert"
    public init() {}

    /// Functions that run while the app launches or connects its first scene.
    static let launchFunctions: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching(_:)",
        "applicationWillFinishLaunching(_:)",
        "scene(_:willConnectTo:options:)",
    ]

    public let description = RuleDescription(
        id: LaunchAlertRule.id,
        summary: Localized(
            en: "An alert is built in a launch function such as application(_:didFinishLaunchingWithOptions:).",
            zh: "在 application(_:didFinishLaunchingWithOptions:) 等启动函数中创建了提醒。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                Avoid showing an alert when the app starts. If people need to know something new or \
                important when they open the app, make it easy to discover in the interface instead. If the \
                app finds a problem at launch, such as no network connection, show cached or placeholder \
                content with an unobtrusive note describing the problem.
                """,
            zh: """
                避免在 App 启动时显示提醒。如果人们打开 App 时需要了解新的或重要的信息，应让它在界面中易于发现。如果 App 启动时发现问题（例如没有网络连接），应显示缓存的内容或占位内容，并附上一条不显眼的说明。
                """),
        examples: RuleExamples(
            violating: [
                """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let alert = UIAlertController(title: "What's New", message: "Albums now sync across devices.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    window?.rootViewController?.present(alert, animated: true)
                    return true
                }
                """,
                """
                func applicationDidFinishLaunching(_ notification: Notification) {
                    let alert = NSAlert()
                    alert.messageText = "无网络连接"
                    alert.addButton(withTitle: "好")
                    alert.runModal()
                }
                """,
            ],
            clean: [
                """
                func deleteTapped() {
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    present(alert, animated: true)
                }
                """,
                """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    configureAppearance()
                    return true
                }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let function = site.enclosingFunction,
            Self.launchFunctions.contains(function.filter { $0 != " " })
        else { return [] }
        return [
            context.diagnostic(
                Self.id, site.range,
                context.say(
                    "Alert shown while the app launches (in \(function)): show the information in the interface instead",
                    "App 启动时显示了提醒（在 \(function) 中）：请改为在界面中展示这条信息"))
        ]
    }
}
