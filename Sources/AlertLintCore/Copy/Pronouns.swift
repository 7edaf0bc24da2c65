/// Personal pronouns the HIG asks alert copy to avoid: they can sound accusing or patronizing.
extension Copy {
    private static let secondPerson: Set<String> = ["you", "your", "yours", "yourself", "you're", "you've", "you'll", "you'd"]
    private static let firstPerson: Set<String> = ["me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd"]
    private static let secondAndFirstPerson = secondPerson.union(firstPerson)
    /// What follows “you” when a statement tells people what they did or must do: the accusing
    /// or patronizing kind (“You entered the wrong password”, “You must sign in”).
    private static let blamingVerbs: Set<String> = [
        "entered", "typed", "chose", "selected", "forgot", "tried", "failed", "made", "did", "didn't", "don't",
        "haven't", "hadn't", "can't", "cannot", "must", "need", "should", "shouldn't", "exceeded", "lack",
    ]
    /// Set phrases whose pronoun addresses no one in particular (“Remind Me Later”), or only says
    /// whom an action is for (“Delete for Me” beside “Delete for Everyone”).
    private static let setPhrases: [[String]] = [["thank", "you"], ["remind", "me"], ["notify", "me"], ["for", "me"]]
    /// Longest first, so “你的” is reported rather than “你”.
    private static let chinesePronouns = ["你们的", "您的", "你的", "我的", "你们", "您", "你", "我"]
    /// Words that contain a pronoun's character without being one (“we”, “self”).
    private static let chineseNonPronouns = ["我们", "自我", "忘我"]

    /// Names with a pronoun in them: Apple's features, written in title style.
    private static let names: [[String]] = [["find", "my"], ["hide", "my", "email"], ["my", "photo", "stream"]]

    /// The pronouns in `text`, in order: you, your, I, me, my (and their contractions), matched as
    /// whole words ignoring case except for the bare “I”; 你, 您, 你的, 您的, 我, 我的. A pronoun
    /// in a quoted title, a web or mail address or a name (“Find My”) is not one, nor the “you”
    /// of “Thank you”.
    public static func pronouns(_ text: String) -> [CopyWord] {
        var found: [CopyWord] = []
        let all = words(text)
        let bytes = Array(text.utf8)
        // Found only when a word may be a pronoun: most copy has none.
        var quoted: [Range<Int>]?
        func isQuoted(_ word: CopyWord) -> Bool {
            if quoted == nil { quoted = quotedRanges(bytes) }
            return quoted?.contains(where: { $0.contains(word.range.lowerBound) }) ?? false
        }
        for (position, word) in all.enumerated() {
            switch word.kind {
            case .latin:
                guard word.text == "I" || secondAndFirstPerson.contains(word.normalized), !isQuoted(word) else { continue }
                if isInAddress(word, bytes) || isInName(position, all) { continue }
                if isInSetPhrase(position, all) { continue }
                found.append(word)
            case .cjk:
                guard !isQuoted(word) else { continue }
                found.append(contentsOf: chinesePronounWords(in: word))
            case .placeholder:
                break
            }
        }
        return found
    }

    /// The pronouns of a title that address people: every first-person one (“My”, “I’ll”), and
    /// “you” and “your” where the title asks them something (“Do you want to delete…?”) or tells
    /// them what they did or must do (“You entered the wrong password”). A statement that only
    /// mentions their things (“Your download is ready”) reads naturally and is left alone, and so
    /// is a bare “Are you sure?”, a generic title already.
    public static func titlePronouns(_ text: String) -> [CopyWord] {
        let found = pronouns(text)
        guard !found.isEmpty, !isConfirmationTitle(text) else { return [] }
        let bytes = Array(text.utf8)
        let sentences = sentenceRanges(text)
        let all = words(text)
        return found.filter { word in
            if word.kind == .cjk { return word.text.hasPrefix("我") || isQuestion(containing: word, sentences, bytes) }
            if word.text == "I" || firstPerson.contains(word.normalized) { return true }
            if isQuestion(containing: word, sentences, bytes) { return true }
            guard word.normalized == "you" || word.normalized == "you've",
                let position = all.firstIndex(where: { $0.range == word.range }), position + 1 < all.count
            else { return false }
            return blamingVerbs.contains(all[position + 1].normalized)
        }
    }

    /// Whether the sentence holding `word` is a question (“…?”, “…？”, “…吗”).
    private static func isQuestion(containing word: CopyWord, _ sentences: [Range<Int>], _ bytes: [UInt8]) -> Bool {
        guard let sentence = sentences.first(where: { $0.contains(word.range.lowerBound) }) else { return false }
        let text = String(decoding: bytes[sentence], as: UTF8.self)
        return titleForm(text) == .question || trimmed(text).hasSuffix("吗")
    }

    private static func isInSetPhrase(_ position: Int, _ words: [CopyWord]) -> Bool {
        guard position >= 1 else { return false }
        let word = words[position].normalized, previous = words[position - 1].normalized
        return setPhrases.contains { phrase in word == phrase[1] && previous == phrase[0] }
    }

    /// The UTF-8 ranges inside quotation marks: “…”, ‘…’, «…», 「…」, 『…』 and "…".
    private static let quotationMarks: [(open: [UInt8], close: [UInt8])] = [
        (Array("“".utf8), Array("”".utf8)), (Array("‘".utf8), Array("’".utf8)), (Array("«".utf8), Array("»".utf8)),
        (Array("「".utf8), Array("」".utf8)), (Array("『".utf8), Array("』".utf8)), ([0x22], [0x22]),
    ]
    private static let leftSingleQuote = Array("‘".utf8)

    private static func quotedRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (open, close) in quotationMarks {
            var from = 0
            while let start = firstOffset(of: open, in: bytes, from: from) {
                let inside = start + open.count
                guard let end = firstOffset(of: close, in: bytes, from: inside) else { break }
                // ‘ is also an apostrophe (“people’s”): a quotation opens after a space or at the start.
                if open != leftSingleQuote || start == 0 || bytes[start - 1] == 0x20 {
                    ranges.append(inside..<end)
                }
                from = end + close.count
            }
        }
        return ranges
    }

    /// `my.example.com`, `help@you.org`, `https://…/my/…`: the word touches an address's dots,
    /// slashes or at sign.
    private static func isInAddress(_ word: CopyWord, _ bytes: [UInt8]) -> Bool {
        let before = word.range.lowerBound > 0 ? bytes[word.range.lowerBound - 1] : 0x20
        let after = word.range.upperBound < bytes.count ? bytes[word.range.upperBound] : 0x20
        let next = word.range.upperBound + 1 < bytes.count ? bytes[word.range.upperBound + 1] : 0x20
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        return before == UInt8(ascii: ".") || before == UInt8(ascii: "@") || before == UInt8(ascii: "/")
            || after == UInt8(ascii: "@") || after == UInt8(ascii: "/") || (after == UInt8(ascii: ".") && isLetter(next))
    }

    /// Whether the word at `position` belongs to one of `names`, spelled with capitals.
    private static func isInName(_ position: Int, _ words: [CopyWord]) -> Bool {
        for name in names {
            for offset in name.indices where offset <= position && position - offset + name.count <= words.count {
                let start = position - offset
                let candidate = words[start..<(start + name.count)]
                if zip(candidate, name).allSatisfy({ $0.normalized == $1 && $0.isCapitalized }) { return true }
            }
        }
        return false
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
