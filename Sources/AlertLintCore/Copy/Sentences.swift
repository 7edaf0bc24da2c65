/// What a title reads as, which decides its capitalization and punctuation.
public enum TitleForm: String, Sendable {
    /// Ends with `?` or `？`.
    case question
    /// Ends with `.`, `!`, `。` or `！`.
    case sentence
    /// Anything else: a short label such as “Unable to Save Document”.
    case fragment
}

extension Copy {
    /// The sentences of `text`, trimmed, as UTF-8 ranges into it. A sentence ends at `.`, `!` or
    /// `?` followed by a space or the end (abbreviations such as “e.g.” and “Mr.”, decimals and
    /// ellipses do not end one), or at `。`, `！` or `？`.
    public static func sentenceRanges(_ text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        var offset = 0
        for scalar in scalars { offsets.append(offset); offset += scalar.utf8.count }
        offsets.append(offset)

        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        func close(at end: Int) {
            var first = start, last = end
            while first < last, isSpace(scalars[first]) { first += 1 }
            while last > first, isSpace(scalars[last - 1]) { last -= 1 }
            if first < last { ranges.append(offsets[first]..<offsets[last]) }
            start = end
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if "。！？".unicodeScalars.contains(scalar) {
                index += 1
                while index < scalars.count, "。！？!?".unicodeScalars.contains(scalars[index]) || isClosingMark(scalars[index]) {
                    index += 1
                }
                close(at: index)
            } else if scalar == "." || scalar == "!" || scalar == "?" {
                let mark = index
                index += 1
                while index < scalars.count, ".!?".unicodeScalars.contains(scalars[index]) { index += 1 }
                let run = index - mark
                while index < scalars.count, isClosingMark(scalars[index]) { index += 1 }
                let atBoundary = index == scalars.count || isSpace(scalars[index])
                let isEllipsis = scalar == "." && run >= 3
                if atBoundary, !isEllipsis, !(scalar == "." && run == 1 && isAbbreviation(before: mark, scalars)) {
                    close(at: index)
                }
            } else {
                index += 1
            }
        }
        close(at: scalars.count)
        return ranges
    }

    /// The sentences of `text` (see `sentenceRanges`).
    public static func sentences(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return sentenceRanges(text).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private static let abbreviations: Set<String> = [
        "e.g", "i.e", "mr", "mrs", "ms", "dr", "st", "vs", "etc", "approx", "jr", "sr", "inc", "ltd", "co",
    ]

    /// Whether the period at `mark` ends an abbreviation or an initial rather than a sentence.
    private static func isAbbreviation(before mark: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        var start = mark
        while start > 0, isWordScalar(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        guard start < mark else { return false }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<mark])
        if word.unicodeScalars.count == 1, let only = word.unicodeScalars.first, isUpper(only) { return true }
        // Dotted initialisms: “U.S.”, “a.m.”, “e.g.” (but not “example.com.”).
        let parts = word.split(separator: ".")
        if parts.count >= 2, parts.allSatisfy({ $0.count <= 2 }) { return true }
        return abbreviations.contains(word.lowercased())
    }

    /// Whether the title is a question, a sentence or a fragment, judged by its final punctuation
    /// (closing quotes and brackets after it are skipped; an ellipsis is not a period).
    public static func titleForm(_ text: String) -> TitleForm {
        let scalars = Array(trimmed(text).unicodeScalars)
        var end = scalars.count
        while end > 0, isClosingMark(scalars[end - 1]) { end -= 1 }
        guard end > 0 else { return .fragment }
        switch scalars[end - 1] {
        case "?", "？":
            return .question
        case "!", "！", "。":
            return .sentence
        case ".":
            let isEllipsis = end >= 3 && scalars[end - 2] == "." && scalars[end - 3] == "."
            return isEllipsis ? .fragment : .sentence
        default:
            return .fragment
        }
    }

    /// The final punctuation mark that ends a sentence, if the text ends with one (after closing
    /// quotes). Ellipses count: a message may trail off.
    public static func endingPunctuation(_ text: String) -> Character? {
        let scalars = Array(trimmed(text).unicodeScalars)
        var end = scalars.count
        while end > 0, isClosingMark(scalars[end - 1]) { end -= 1 }
        guard end > 0, ".!?…。！？‼".unicodeScalars.contains(scalars[end - 1]) else { return nil }
        return Character(scalars[end - 1])
    }

    /// UTF-8 range of the last scalar of `text` that is not white space.
    static func lastContentScalarRange(_ text: String) -> Range<Int>? {
        var offset = 0
        var last: Range<Int>?
        for scalar in text.unicodeScalars {
            let width = scalar.utf8.count
            if !isSpace(scalar) { last = offset..<(offset + width) }
            offset += width
        }
        return last
    }
}

extension Copy {
    /// Whether the text's last word (closing quotes and brackets aside) is a value filled in at
    /// run time, an interpolation or a `%@`: then its final punctuation is not known.
    public static func hasUnknownEnding(_ text: String) -> Bool {
        guard let last = words(text).last, last.kind == .placeholder else { return false }
        let after = Array(text.utf8)[last.range.upperBound...]
        return String(decoding: after, as: UTF8.self).unicodeScalars.allSatisfy { isSpace($0) || isClosingMark($0) }
    }

    /// Whether the text ends with a value that names or counts something: a preposition, “the”
    /// or a verb that takes a name comes right before it (“Choose a core to run \(game)”, “between
    /// %d and %d”). A name ends no sentence, so the sentence still needs its period; a value after
    /// a colon, a line break or “because” may be a sentence of its own.
    public static func endsWithNamedValue(_ text: String) -> Bool {
        let all = words(text)
        guard all.count >= 3, let last = all.last, last.kind == .placeholder, hasUnknownEnding(text) else { return false }
        let before = all[all.count - 2]
        guard before.kind == .latin, namedValueOpeners.contains(before.normalized) else { return false }
        return Array(text.utf8)[before.range.upperBound..<last.range.lowerBound].allSatisfy { $0 == 0x20 }
    }

    private static let namedValueOpeners: Set<String> = [
        "for", "to", "of", "in", "on", "at", "from", "between", "and", "into", "named", "called", "than", "the", "run", "open",
        "delete", "remove", "install", "play", "rename",
    ]

    /// Whether the text ends with a web or mail address, which a period would make ambiguous.
    public static func endsWithAddress(_ text: String) -> Bool {
        guard let last = trimmed(text).split(whereSeparator: { $0 == " " || $0 == "\n" }).last else { return false }
        let word = last.lowercased()
        return word.contains("://") || word.hasPrefix("www.") || (word.contains("@") && word.contains("."))
    }

    /// Whether the text starts with a web or mail address.
    public static func startsWithAddress(_ text: String) -> Bool {
        // The first word only: splitting the whole text into words breaks all of it into characters.
        let text = trimmed(text)
        guard let start = text.firstIndex(where: { $0 != " " && $0 != "\n" }) else { return false }
        let end = text[start...].firstIndex(where: { $0 == " " || $0 == "\n" }) ?? text.endIndex
        let word = text[start..<end].lowercased()
        return word.contains("://") || word.hasPrefix("www.") || (word.contains("@") && word.contains("."))
    }

    /// Whether the text ends with a colon: it introduces what follows (a text field, a value).
    public static func endsWithColon(_ text: String) -> Bool {
        let end = trimmed(text)
        return end.hasSuffix(":") || end.hasSuffix("：")
    }

    /// Whether the text's ending is one a sentence may have other than final punctuation: an
    /// unknown value, an address or a colon. Rules then don't ask for punctuation.
    public static func endingIsOpen(_ text: String) -> Bool {
        hasUnknownEnding(text) || endsWithAddress(text) || endsWithColon(text) || endsWithFace(text)
    }

    /// “Check your email :)”, “Done 🎉”: a face or an emoji is the ending the writer chose; a
    /// period after it would read as a typo.
    static func endsWithFace(_ text: String) -> Bool {
        let trimmed = trimmed(text)
        if [":)", ":(", ":-)", ":-(", ";)", ";-)", ":D", ":P", ":p", ":'(", "^^", "^_^", ":]", ":["].contains(where: trimmed.hasSuffix) {
            return true
        }
        guard let last = trimmed.unicodeScalars.last else { return false }
        return last.properties.isEmojiPresentation || (last.value == 0xFE0F)
    }
}

extension Copy {
    /// How a fragment without a subject begins when it names a problem (“Unable to connect!”,
    /// “Failed to install the update.”).
    private static let fragmentOpeners: Set<String> = ["unable", "failed", "cannot", "can't", "couldn't", "no", "not", "error"]

    /// Greetings, thanks and interjections, said with “!” by nature (“Welcome to Lu!”, “Oops!”).
    private static let exclamations: Set<String> = [
        "welcome", "thank", "thanks", "oops", "whoops", "sorry", "congratulations", "congrats", "hooray", "yay", "hello",
        "hi", "hey", "wow", "success", "ops", "uh-oh", "ouch", "woohoo", "bravo",
    ]

    private static let subjectPronouns: Set<String> = ["we", "i", "you", "they", "it", "he", "she", "someone", "something"]

    /// Verbs that make a run of words a clause (“The file couldn't be saved”).
    static let finiteVerbs: Set<String> = [
        "is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't", "can't", "cannot", "couldn't",
        "can", "could", "won't", "will", "would", "wouldn't", "has", "have", "had", "hasn't", "haven't",
        "hadn't", "does", "doesn't", "did", "didn't", "must", "should", "shouldn't", "needs", "may", "might",
        "occurred", "went", "happened", "seems", "looks", "appears", "requires", "exists", "belongs",
        "you're", "you've", "i'm", "i've", "it's", "that's", "there's", "we're", "they're", "you'll", "we'll",
    ]

    /// A sentence written without its final punctuation: three or more words, sentence-style (no
    /// capital after the first word except words with their own capitals), with a finite verb.
    /// Title-style text (“Unable to Save Document”) is a fragment, never this.
    public static func looksLikeUnpunctuatedSentence(_ text: String) -> Bool {
        guard titleForm(text) == .fragment, !isChinese(text) else { return false }
        let words = words(text)
        guard words.count >= 3, words.allSatisfy({ $0.kind != .cjk }) else { return false }
        let rest = words.dropFirst().filter { $0.kind == .latin && !hasOwnCapitals($0.text) && $0.text != "I" }
        // A name, then a clause in lower case: “Open Food Facts needs camera permissions”.
        if let verb = rest.firstIndex(where: { finiteVerbs.contains($0.text) }) {
            let after = rest[(verb + 1)...]
            if after.count >= 2, !after.contains(where: \.isCapitalized) { return true }
        }
        // Sentence style, a name or two aside (“Tiling in Rectangle has been disabled”): far more
        // words in lower case than capitalized.
        let capitalized = rest.filter(\.isCapitalized).count
        guard capitalized == 0 || (capitalized <= 2 && rest.count - capitalized >= 3 * capitalized) else { return false }
        // “Please enter your email address”: a request is a sentence.
        if words[0].normalized == "please" { return true }
        // “We encountered a problem”: a subject and a verb in the past.
        if subjectPronouns.contains(words[0].normalized), words[1].kind == .latin, words[1].normalized.hasSuffix("ed") { return true }
        return words.dropFirst().contains { finiteVerbs.contains($0.normalized) }
    }
}

extension Copy {
    /// The final period of a fragment that should have none: “Done.”, “Photo Deleted.” (one word,
    /// or two or more words in title style), or a bare Chinese word ending in “。” (“错误。”).
    /// Nil for sentences and for anything else.
    public static func fragmentPeriodRange(_ text: String) -> Range<Int>? {
        guard let last = lastContentScalarRange(text) else { return nil }
        let bytes = Array(text.utf8)
        let mark = String(decoding: bytes[last], as: UTF8.self)
        let body = String(decoding: bytes[..<last.lowerBound], as: UTF8.self)
        if mark == "。" {
            // Chinese drops the subject, so “照片已删除。” is a whole sentence: only a bare word
            // (“错误。”, “提示。”) is surely a fragment.
            let letters = body.unicodeScalars.filter(isCJKLetter)
            guard isChinese(body), letters.count <= 2, letters.count == body.unicodeScalars.filter({ !isSpace($0) }).count
            else { return nil }
            return last
        }
        guard mark == "." || mark == "!", titleForm(text) == .sentence, !isChinese(text) else { return nil }
        let words = words(body)
        if mark == "!", let first = words.first, exclamations.contains(first.normalized) { return nil }
        if words.count == 1, words[0].kind == .latin { return last }
        // “Unable to start web server!”, “Failed to install the update.”: a problem named without a
        // subject or a finite verb is a fragment, shouted or not. Only the openings of a fragment
        // count: “Thank you for the purchase!” and “You’re up to date!” are sentences.
        if sentenceRanges(body).count == 1, let first = words.first, fragmentOpeners.contains(first.normalized),
            !words.dropFirst().contains(where: { finiteVerbs.contains($0.normalized) })
        {
            return last
        }
        let capitalized = words.filter { $0.isCapitalized || $0.isAllCaps }.count
        return words.count >= 2 && capitalized >= 2 && isTitleCase(body) ? last : nil
    }
}

extension Copy {
    /// The run of final punctuation (`.`, `!`, `?`, `…`, `。`, `！`, `？`) at the end of `text`,
    /// white space after it excluded; nil when the text doesn't end with one.
    public static func trailingPunctuationRange(_ text: String) -> Range<Int>? {
        let marks = ".!?…。！？".unicodeScalars
        var offset = 0
        var runStart: Int?
        var runEnd = 0
        for scalar in text.unicodeScalars {
            let width = scalar.utf8.count
            if marks.contains(scalar) {
                if runStart == nil { runStart = offset }
                runEnd = offset + width
            } else if !isSpace(scalar) {
                runStart = nil
            }
            offset += width
        }
        return runStart.map { $0..<runEnd }
    }
}

extension Copy {
    /// The paragraphs of `text`: runs of lines with something on them, parted by blank lines.
    public static func paragraphCount(_ text: String) -> Int {
        var count = 0
        var inParagraph = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            if !blank, !inParagraph { count += 1 }
            inParagraph = !blank
        }
        return count
    }
}
