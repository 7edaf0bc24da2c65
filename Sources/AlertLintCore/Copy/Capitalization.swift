/// Title-style and sentence-style capitalization.
///
/// Title style capitalizes every word except articles, coordinating conjunctions and prepositions
/// of three letters or fewer, unless they are the first or the last word. Words that carry their
/// own capitals or digits (`iCloud`, `URL`, `macOS`, `4K`) are left as written.
extension Copy {
    static let minorWords: Set<String> = [
        "a", "an", "the",
        "and", "but", "or", "nor", "for", "so", "yet",
        "as", "at", "by", "in", "of", "off", "on", "out", "per", "to", "up", "via", "vs",
    ]

    /// Prepositions that are also the particle of a phrasal verb (“Sign In”, “Turn Off”), where
    /// both cases are right unless the verb is one we know.
    static let particles: Set<String> = ["in", "on", "out", "up", "off"]

    /// Verbs and the particles that make phrasal verbs of them, capitalized (“Sign In to
    /// Continue”, “Try Out”). Another of the particles after them is a plain preposition (“Try in
    /// Safari”, “Show in Finder”), which title style leaves lowercase.
    static let phrasalVerbs: [String: Set<String>] = [
        "sign": ["in", "out", "up"], "log": ["in", "out", "on", "off"], "turn": ["on", "off", "up"], "set": ["up"],
        "back": ["up"], "opt": ["in", "out"], "check": ["in", "out"], "shut": ["off"], "switch": ["on", "off"],
        "start": ["up"], "try": ["on", "out"], "pick": ["up"], "clean": ["up", "out"], "look": ["up"],
        "lock": ["in", "out"], "wake": ["up"], "show": ["up"], "fill": ["in", "out"], "free": ["up"],
        "zoom": ["in", "out"], "plug": ["in"], "hang": ["up"], "top": ["up"], "clear": ["out"],
    ]

    /// The edits that put `text` in title-style capitalization; empty when it already is.
    public static func titleCaseEdits(_ text: String) -> [CopyEdit] {
        let words = words(text)
        let bytes = Array(text.utf8)
        var edits: [CopyEdit] = []
        for (wordIndex, word) in words.enumerated() where word.kind == .latin && !isPartOfName(word, bytes) {
            let parts = hyphenParts(word)
            for (partIndex, part) in parts.enumerated() {
                let isFirst = wordIndex == 0 && partIndex == 0
                let isLast = wordIndex == words.count - 1 && partIndex == parts.count - 1
                let previous =
                    partIndex > 0
                    ? parts[partIndex - 1].text
                    : (wordIndex > 0 ? words[wordIndex - 1].text : "")
                guard
                    let edit = titleCaseEdit(
                        part, isFirst: isFirst, isLast: isLast,
                        previous: normalizedWord(previous))
                else { continue }
                // After a capitalized first part, either case is title style (“Plug-in” and
                // “Plug-In” both appear in Apple's own menus); “wi-fi” was not capitalized at all.
                if partIndex > 0, part.text.unicodeScalars.first.map(isLower) == true,
                    parts[0].text.unicodeScalars.first.map(isUpper) == true
                {
                    continue
                }
                edits.append(edit)
            }
        }
        return edits
    }

    /// A word joined to the next or the last by `.`, `/`, `_` or `@` without a space: a piece of a
    /// file name, address or identifier (“RectangleConfig.json”), whose case is not the copy's.
    private static func isPartOfName(_ word: CopyWord, _ bytes: [UInt8]) -> Bool {
        func isJoiner(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
        }
        let before = word.range.lowerBound - 1
        if before >= 0, isJoiner(bytes[before]) { return true }
        let after = word.range.upperBound
        if after + 1 < bytes.count, isJoiner(bytes[after]), bytes[after + 1] > 0x20 { return true }
        return false
    }

    /// True when `text` is in title-style capitalization.
    public static func isTitleCase(_ text: String) -> Bool {
        titleCaseEdits(text).isEmpty
    }

    /// `text` in title-style capitalization.
    public static func titleCased(_ text: String) -> String {
        applying(titleCaseEdits(text), to: text)
    }

    private static func titleCaseEdit(_ part: CopyWord, isFirst: Bool, isLast: Bool, previous: String) -> CopyEdit? {
        guard let first = part.text.unicodeScalars.first, isLetter(first),
            !hasOwnCapitals(part.text)
        else { return nil }
        let lower = normalizedWord(part.text)
        let firstRange = part.range.lowerBound..<(part.range.lowerBound + first.utf8.count)
        if minorWords.contains(lower), !isFirst, !isLast {
            if particles.contains(lower) {
                // A particle after a known verb is part of the verb; otherwise either case reads right.
                guard phrasalVerbs[previous]?.contains(lower) == true, isLower(first) else { return nil }
                return CopyEdit(firstRange, String(first).uppercased())
            }
            return isUpper(first) ? CopyEdit(firstRange, String(first).lowercased()) : nil
        }
        return isLower(first) ? CopyEdit(firstRange, String(first).uppercased()) : nil
    }

    /// A capital after the first letter, or a digit: the word is spelled on purpose.
    static func hasOwnCapitals(_ word: String) -> Bool {
        var isFirst = true
        for scalar in word.unicodeScalars {
            if isDigit(scalar) { return true }
            if !isFirst, isUpper(scalar) { return true }
            if scalar == "'" || scalar == "’" { break }  // `O'Brien` keeps its capital; `Don't` has none
            isFirst = false
        }
        return false
    }

    /// The parts of a hyphenated word (`Wi-Fi` → `Wi`, `Fi`); the word itself when it has none.
    static func hyphenParts(_ word: CopyWord) -> [CopyWord] {
        // Most words have no hyphen: they are their own one part, not rebuilt scalar by scalar.
        guard word.text.unicodeScalars.contains(where: isHyphen) else { return [word] }
        var parts: [CopyWord] = []
        var current = ""
        var start = word.range.lowerBound
        var offset = word.range.lowerBound
        for scalar in word.text.unicodeScalars {
            if isHyphen(scalar) {
                parts.append(CopyWord(text: current, range: start..<offset, kind: .latin))
                current = ""
                start = offset + scalar.utf8.count
            } else {
                current.unicodeScalars.append(scalar)
            }
            offset += scalar.utf8.count
        }
        parts.append(CopyWord(text: current, range: start..<offset, kind: .latin))
        return parts
    }

    /// The edit that capitalizes the first letter of `text`, or nil when the first word starts
    /// with a capital, a digit, a placeholder, CJK, or is spelled with its own capitals (`iPhone`).
    public static func sentenceStartEdit(_ text: String) -> CopyEdit? {
        guard let first = words(text).first, first.kind == .latin,
            let scalar = first.text.unicodeScalars.first, isLower(scalar),
            !hasOwnCapitals(first.text)
        else { return nil }
        // Only when nothing but spaces and opening marks come before the word.
        let prefix = Array(text.utf8)[0..<first.range.lowerBound]
        let lead = String(decoding: prefix, as: UTF8.self)
        guard lead.unicodeScalars.allSatisfy({ isSpace($0) || "\"“‘'(（「『¿¡".unicodeScalars.contains($0) }) else { return nil }
        return CopyEdit(first.range.lowerBound..<(first.range.lowerBound + scalar.utf8.count), String(scalar).uppercased())
    }

    /// True when `text` starts the way a sentence does: with a capital (or with something that
    /// has no case, such as a placeholder, a digit or CJK).
    public static func startsLikeSentence(_ text: String) -> Bool {
        sentenceStartEdit(text) == nil
    }

    /// `text` with its first letter capitalized; nothing else changes.
    public static func sentenceCased(_ text: String) -> String {
        sentenceStartEdit(text).map { applying([$0], to: text) } ?? text
    }
}
