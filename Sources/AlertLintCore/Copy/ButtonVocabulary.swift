/// Words that button titles are checked against: OK, Yes/No, Cancel and its synonyms, and verbs
/// that lose data.
extension Copy {
    /// The button title with surrounding space and final punctuation removed, lowercased.
    static func buttonKey(_ title: String) -> String {
        var scalars = Array(trimmed(title).unicodeScalars)
        while let last = scalars.last, ".!?…。！？".unicodeScalars.contains(last) { scalars.removeLast() }
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars)
        return normalizedWord(trimmed(key))
    }

    /// OK in any spelling: OK, Ok, ok, Okay, OKAY, okay; 好, 好的, 确定.
    public static func isOK(_ title: String) -> Bool {
        ["ok", "okay", "好", "好的", "确定"].contains(buttonKey(title))
    }

    /// The UTF-8 range of an OK spelled other than “OK” (Ok, ok, Okay, OKAY, okay), if any.
    public static func misspelledOKRange(_ title: String) -> Range<Int>? {
        let words = words(title)
        guard words.count == 1, let word = words.first, ["ok", "okay"].contains(word.normalized),
              word.text != "OK", buttonKey(title) == word.normalized else { return nil }
        return word.range
    }

    /// Yes: yes, 是, 是的.
    public static func isYes(_ title: String) -> Bool {
        ["yes", "是", "是的"].contains(buttonKey(title))
    }

    /// No: no, 否, 不.
    public static func isNo(_ title: String) -> Bool {
        ["no", "否", "不"].contains(buttonKey(title))
    }

    /// Cancel or 取消, in any case.
    public static func isCancelTitle(_ title: String) -> Bool {
        ["cancel", "取消"].contains(buttonKey(title))
    }

    /// Titles people use where the HIG asks for Cancel: Dismiss, Close, Never Mind, Back;
    /// 关闭, 算了, 返回. Alternatives that name a real choice (“Not Now”, “Keep Editing”) are not.
    public static func isCancelSynonym(_ title: String) -> Bool {
        ["dismiss", "close", "never mind", "nevermind", "back", "关闭", "算了", "返回"].contains(buttonKey(title))
    }

    /// Built-in verbs whose action loses data.
    public static let destructiveVerbs: [String] = [
        "delete", "erase", "remove", "discard", "clear", "reset", "empty", "wipe", "destroy", "purge",
        "uninstall", "revoke", "overwrite",
        "删除", "抹掉", "清除", "清空", "移除", "放弃", "还原",
    ]

    /// The destructive verb a button title starts with (“Delete” in “Delete Photo”, “删除” in
    /// “删除照片”), checking the built-in verbs and `extra` ones; nil when it starts with none.
    public static func destructiveVerb(_ title: String, extra: [String] = []) -> String? {
        let key = buttonKey(title)
        let titleWords = words(title)
        for verb in extra.map(normalizedWord) + destructiveVerbs where !verb.isEmpty {
            if isChinese(verb) {
                if key.hasPrefix(verb) { return verb }
                continue
            }
            let verbWords = verb.split(separator: " ").map(String.init)
            guard verbWords.count <= titleWords.count else { continue }
            if zip(verbWords, titleWords).allSatisfy({ $0 == $1.normalized }) {
                let first = titleWords[0].range.lowerBound
                let last = titleWords[verbWords.count - 1].range.upperBound
                return String(decoding: Array(title.utf8)[first..<last], as: UTF8.self)
            }
        }
        return nil
    }
}
