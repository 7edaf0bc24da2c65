/// Personal pronouns the HIG asks alert copy to avoid: they can sound accusing or patronizing.
extension Copy {
    private static let secondAndFirstPerson: Set<String> = [
        "you", "your", "yours", "yourself", "you're", "you've", "you'll", "you'd",
        "me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd",
    ]
    /// Longest first, so “你的” is reported rather than “你”.
    private static let chinesePronouns = ["你们的", "您的", "你的", "我的", "你们", "您", "你", "我"]
    /// Words that contain a pronoun's character without being one (“we”, “self”).
    private static let chineseNonPronouns = ["我们", "自我", "忘我"]

    /// The pronouns in `text`, in order: you, your, I, me, my (and their contractions), matched as
    /// whole words ignoring case except for the bare “I”; 你, 您, 你的, 您的, 我, 我的.
    public static func pronouns(_ text: String) -> [CopyWord] {
        var found: [CopyWord] = []
        for word in words(text) {
            switch word.kind {
            case .latin:
                if word.text == "I" || secondAndFirstPerson.contains(word.normalized) { found.append(word) }
            case .cjk:
                found.append(contentsOf: chinesePronounWords(in: word))
            case .placeholder:
                break
            }
        }
        return found
    }

    private static func chinesePronounWords(in run: CopyWord) -> [CopyWord] {
        let characters = Array(run.text)
        var found: [CopyWord] = []
        var index = 0
        var offset = run.range.lowerBound
        while index < characters.count {
            let rest = String(characters[index...])
            if let skip = chineseNonPronouns.first(where: { rest.hasPrefix($0) }) {
                index += skip.count
                offset += skip.utf8.count
                continue
            }
            if let pronoun = chinesePronouns.first(where: { rest.hasPrefix($0) }) {
                found.append(CopyWord(text: pronoun, range: offset..<(offset + pronoun.utf8.count), kind: .cjk))
                index += pronoun.count
                offset += pronoun.utf8.count
                continue
            }
            offset += characters[index].utf8.count
            index += 1
        }
        return found
    }
}
