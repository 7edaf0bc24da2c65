/// Words that button titles are checked against: OK, Yes/No, Cancel and its synonyms, and verbs
/// that lose data.
extension Copy {
    /// The button title with surrounding space and final punctuation removed, lowercased.
    static func buttonKey(_ title: String) -> String {
        if let key = asciiButtonKey(title) { return key }
        var scalars = Array(trimmed(title).unicodeScalars)
        while let last = scalars.last, ".!?…。！？".unicodeScalars.contains(last) { scalars.removeLast() }
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars)
        return normalizedWord(trimmed(key))
    }

    /// `buttonKey` without Unicode tables, for the common all-ASCII title; nil otherwise.
    private static func asciiButtonKey(_ title: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while let last = bytes.last, isSpace(last) || last == 0x2E || last == 0x21 || last == 0x3F { bytes.removeLast() }
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.count
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// OK in any spelling: OK, Ok, ok, Okay, OKAY, okay; 好, 好的, 确定.
    public static func isOK(_ title: String) -> Bool {
        ["ok", "okay", "好", "好的", "确定"].contains(buttonKey(title))
    }

    /// The UTF-8 range of an OK spelled other than “OK” (Ok, ok, Okay, OKAY, okay), if any.
    public static func misspelledOKRange(_ title: String) -> Range<Int>? {
        let words = words(title)
        guard words.count == 1, let word = words.first, ["ok", "okay"].contains(word.normalized),
            word.text != "OK", buttonKey(title) == word.normalized
        else { return nil }
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
        guard let first = titleWords.first else { return nil }
        let firstWord = first.normalized
        for verb in extra.map(normalizedWord) + destructiveVerbs where !verb.isEmpty {
            if isChinese(verb) {
                if key.hasPrefix(verb) { return verb }
                continue
            }
            // Most verbs are one word: compare the first word before splitting anything.
            guard verb.hasPrefix(firstWord) else { continue }
            let verbWords = verb.split(separator: " ").map(String.init)
            guard verbWords.count <= titleWords.count,
                zip(verbWords, titleWords).allSatisfy({ $0 == $1.normalized })
            else { continue }
            let last = titleWords[verbWords.count - 1].range.upperBound
            return String(decoding: Array(title.utf8)[first.range.lowerBound..<last], as: UTF8.self)
        }
        return nil
    }
}
