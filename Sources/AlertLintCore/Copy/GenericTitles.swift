/// Titles that tell people nothing: one generic word, an error code, or a stock phrase.
extension Copy {
    private static let genericPhrases: [[String]] = [
        "error", "warning", "alert", "oops", "ops", "whoops", "uh oh", "attention", "notice", "sorry", "failed",
        "failure", "problem", "fatal error", "unknown error", "error occurred", "an error occurred",
        "an error has occurred", "an unknown error occurred", "an unknown error has occurred",
        "something went wrong", "something has gone wrong", "there was an error", "there was a problem",
        "an unexpected error occurred", "an unexpected error has occurred", "unexpected error", "error code", "please try again",
        "try again",
        // Stock confirmations and labels that name no situation.
        "are you sure", "confirm", "confirmation", "please confirm", "important", "important message",
        "information", "info", "message", "note", "heads up", "warning message", "error message",
        "你确定吗", "您确定吗", "确定吗", "确认", "请确认", "重要提示", "提示信息", "消息",
        "错误", "警告", "提示", "提醒", "注意", "出错了", "出错啦", "出错", "发生错误", "出现错误", "未知错误",
        "发生未知错误", "失败", "操作失败", "抱歉", "哎呀", "糟糕", "请重试", "请稍后重试", "错误代码",
    ].map(genericUnits)
    /// The generic phrases by their first unit: a title's units are matched only against the
    /// phrases that can start where it stands, not against every phrase.
    private static let genericPhrasesByFirstUnit = Dictionary(grouping: genericPhrases.filter { !$0.isEmpty }, by: { $0[0] })

    private static let confirmationPhrases: [[String]] = [
        "confirm", "confirmation", "are you sure", "please confirm", "confirm action", "确认", "请确认", "你确定吗",
        "您确定吗", "确定吗",
    ].map(genericUnits)

    private static let successPhrases: [[String]] = ["success", "succeeded", "successful", "成功", "操作成功"].map(genericUnits)

    /// A title that says only that something worked (“Success!”, “成功”), not what.
    public static func isSuccessTitle(_ text: String) -> Bool {
        successPhrases.contains(genericUnits(text))
    }

    /// A stock confirmation title (“Confirm”, “Are you sure?”, “确认”): the alert asks about the
    /// action the person just chose.
    public static func isConfirmationTitle(_ text: String) -> Bool {
        confirmationPhrases.contains(genericUnits(text))
    }

    /// “Debug”, “Debug Options”, “Debug menu”: a developer's menu, not copy people see.
    public static func isDeveloperMenuTitle(_ text: String) -> Bool {
        let all = words(text)
        guard all.allSatisfy({ $0.kind == .latin }), all.first?.normalized == "debug", all.count <= 2 else { return false }
        return all.count == 1 || ["menu", "options", "settings", "tools", "actions"].contains(all[1].normalized)
    }

    /// True when the title is nothing but generic words and error codes: “Error”, “Oops!”,
    /// “Error 329347”, “Error: 42”, “Something went wrong”, “错误”, “出错了”, “发生错误 329347”.
    public static func isGenericTitle(_ text: String) -> Bool {
        let units = genericUnits(text)
        guard !units.isEmpty else { return false }
        // reachable[i]: the first i units split into generic phrases and codes.
        var reachable = [Bool](repeating: false, count: units.count + 1)
        reachable[0] = true
        for start in 0..<units.count where reachable[start] {
            if units[start] == "#" { reachable[start + 1] = true }
            for phrase in genericPhrasesByFirstUnit[units[start]] ?? []
            where start + phrase.count <= units.count && units[start..<start + phrase.count].elementsEqual(phrase) {
                reachable[start + phrase.count] = true
            }
        }
        return reachable[units.count] && units.contains { $0 != "#" }
    }

    /// Lowercased spaced-script words and single CJK characters; a word with a digit is a code `#`.
    private static func genericUnits(_ text: String) -> [String] {
        var units: [String] = []
        for word in words(text) {
            switch word.kind {
            case .placeholder:
                units.append("\u{FFFC}")
            case .cjk:
                units.append(contentsOf: word.text.map { String($0) })
            case .latin:
                let normal = word.normalized
                if normal.unicodeScalars.contains(where: isDigit) {
                    units.append("#")
                } else if !normal.utf8.contains(UInt8(ascii: "-")) {
                    units.append(normal)
                } else {
                    // `uh-oh` reads as `uh oh`.
                    units.append(contentsOf: normal.split(separator: "-").map(String.init))
                }
            }
        }
        return units
    }
}
