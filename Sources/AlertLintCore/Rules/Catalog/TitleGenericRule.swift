/// A title that says nothing: “Error”, “Oops!”, “Error 329347”, “出错了”.
public struct TitleGenericRule: Rule {
    public static let id = "title-generic"
    public init() {}

    public let description = RuleDescription(
        id: TitleGenericRule.id,
        summary: "A title is a generic word, a stock phrase or an error code.",
        defaultSeverity: .warning,
        guideline: """
        A title such as “Error”, “Warning” or “An error occurred 329347” tells people only that \
        something went wrong, which the alert itself already says. Describe what happened and, when \
        it helps, why: “Unable to Save Document” or “No Internet Connection”.

        Error codes belong in logs or in the message, if anywhere; they mean nothing to most people.
        """,
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: "Error", message: "The photo couldn't be uploaded.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("相册")
                    .alert("出错了", isPresented: $showsError) {
                        Button("好") { }
                    }
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Error 329347"
                alert.addButton(withTitle: "OK")
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: "Unable to Upload Photo", message: "Check your connection and try again.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
                """
                Text("相册")
                    .alert("无法上传照片", isPresented: $showsError) {
                        Button("好") { }
                    }
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        guard let title = site.title, let text = title.text, Copy.isGenericTitle(text) else { return [] }
        return [context.diagnostic(Self.id, title.range,
                                   "Title \(context.shown(title)) doesn't say what happened: describe the problem instead")]
    }
}
