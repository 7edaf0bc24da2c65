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
        "uninstall", "revoke",
        "删除", "抹掉", "清除", "清空", "移除", "放弃", "还原",
    ]

    /// Verbs that lose what they put something in place of: destructive when the alert says what
    /// is replaced (“…already exists”), not in a find-and-replace or a “Replace Battery” reminder.
    public static let replacingVerbs: [String] = ["overwrite", "replace", "覆盖", "替换"]

    /// Words that say the alert is about something already there that would be replaced.
    private static let replacedThings: [String] = [
        "exist", "current", "overwrit", "will be replaced", "will be lost", "lose", "已存在", "现有", "原有", "当前",
    ]

    /// The destructive verb a button title starts with (“Delete” in “Delete Photo”, “删除” in
    /// “删除照片”), checking the built-in verbs and `extra` ones; nil when it starts with none.
    /// Replace and Overwrite count when `context` (the alert's title and message) says what is
    /// replaced.
    public static func destructiveVerb(_ title: String, extra: [String] = [], context: [String] = []) -> String? {
        if let verb = leadingVerb(title, from: extra.map(normalizedWord) + destructiveVerbs) {
            return unmarks(verb, title) ? nil : verb
        }
        guard let verb = leadingVerb(title, from: replacingVerbs) else { return nil }
        let said = context.map { $0.lowercased() }
        return said.contains { text in replacedThings.contains { text.contains($0) } } ? verb : nil
    }

    /// “Remove from Favorites”, “移除收藏”: taking off a mark one tap puts back (the sheet's other
    /// arm is often “Mark as Favorite”), not losing data.
    private static func unmarks(_ verb: String, _ title: String) -> Bool {
        guard ["remove", "移除"].contains(normalizedWord(verb)) else { return false }
        let rest = title.lowercased()
        return ["favorite", "favourite", "收藏"].contains { rest.contains($0) }
    }

    /// The verb of `verbs` a button title starts with, as the title spells it.
    private static func leadingVerb(_ title: String, from verbs: [String]) -> String? {
        let key = buttonKey(title)
        let titleWords = words(title)
        guard let first = titleWords.first else { return nil }
        let firstWord = first.normalized
        let keyStart = key.utf8.first, wordStart = firstWord.utf8.first
        for verb in verbs where !verb.isEmpty {
            let isChineseVerb = isChinese(verb)
            // Starting with another ASCII letter than what it is compared with, a verb matches
            // neither way: told apart by a byte, before any comparison of strings.
            if let verbStart = verb.utf8.first, let titleStart = isChineseVerb ? keyStart : wordStart, verbStart < 0x80,
                titleStart < 0x80, verbStart != titleStart
            {
                continue
            }
            if isChineseVerb {
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

    /// Whether `text` names the action of `verb` in any form: “Delete this photo?”, “Are you sure
    /// you want to delete…”, “Deleting…”, “Deletion”, “删除照片？” all name Delete.
    public static func namesAction(_ verb: String, in text: String) -> Bool {
        if isChinese(verb) { return text.contains(verb) }
        let verbWords = verb.split(separator: " ").map { normalizedWord(String($0)) }
        guard let head = verbWords.first else { return false }
        // The stem without a final e or y covers -ing, -ed, -ion, -al and -ied forms.
        var stem = head
        if stem.count >= 4, stem.hasSuffix("e") || stem.hasSuffix("y") { stem.removeLast() }
        let textWords = words(text).filter { $0.kind == .latin }.map(\.normalized)
        for start in textWords.indices where textWords[start].hasPrefix(stem) {
            let rest = verbWords.dropFirst()
            guard start + rest.count < textWords.count || rest.isEmpty else { continue }
            if zip(rest, textWords[(start + 1)...]).allSatisfy({ $0 == $1 }) { return true }
        }
        return false
    }
}
