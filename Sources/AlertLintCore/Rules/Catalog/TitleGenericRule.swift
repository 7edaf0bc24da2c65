/// A title that says nothing: “Error”, “Oops!”, “Error 329347”, “出错了”.
public struct TitleGenericRule: Rule {
    public static let id = "title-generic"
    public init() {}

    public let description = RuleDescription(
        id: TitleGenericRule.id,
        summary: Localized(en: "A title is a generic word, a stock phrase or an error code.", zh: "标题是笼统的词语、套话或错误代码。"),
        defaultSeverity: .warning,
        guideline: Localized(
            en: """
                A title such as “Error”, “Warning” or “An error occurred 329347” tells people only that \
                something went wrong, which the alert itself already says. Describe what happened and, when \
                it helps, why: “Unable to Save Document” or “No Internet Connection”.

                Error codes belong in logs or in the message, if anywhere; they mean nothing to most people. \
                A bare “Success” says only that something worked: name what did (“Password Changed”).
                """,
            zh: """
                “错误”“警告”或“发生错误 329347”这样的标题只告诉人们出了问题，而提醒本身已经说明了这一点。请描述发生了什么，必要时说明原因，例如“无法存储文稿”或“没有互联网连接”。

                错误代码如果需要，应放在日志或消息中；它对大多数人毫无意义。只写“成功”只说明某件事成功了：请写明结果，例如“密码已更改”。
                """),
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
                """
                let alert = UIAlertController(title: "Are you sure?", message: "The draft will be deleted.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                """,
                """
                let alert = NSAlert()
                alert.messageText = "Success!"
                alert.informativeText = "Your password was changed."
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
        // A prompt's title names what to enter (“Message”, “Note”), not a problem to describe.
        guard site.textFieldCount == 0, let title = site.title, let text = title.text else { return [] }
        let shown = context.shown(title)
        let message: Localized
        if Copy.isSuccessTitle(text) {
            message = context.say(
                "Title \(shown) doesn't say what worked: name it (“Password Changed”)", "标题\(shown)没有说明什么成功了：请写明结果（如“密码已更改”）")
        } else if Copy.isGenericTitle(text) {
            message = context.say(
                "Title \(shown) doesn't say what happened: describe the problem instead", "标题\(shown)没有说明发生了什么：请描述具体问题")
        } else {
            return []
        }
        return [context.diagnostic(Self.id, title.range, message)]
    }
}
