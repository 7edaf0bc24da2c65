/// Messages that explain the buttons (“Tap OK to continue.”, 点击“设置”以打开定位服务。) or quote
/// a button's title. The HIG asks to refer to a button with “choose” and its exact title, unquoted.
public struct ButtonExplanation: Sendable, Hashable {
    /// UTF-8 range in the message of the explaining phrase or quoted title.
    public var range: Range<Int>
    /// The phrase as written.
    public var phrase: String
    /// Edits to the message that follow the HIG: the verb becomes “choose” (选择) and the quotes
    /// around the button title go.
    public var edits: [CopyEdit]

    /// The phrase as the edits leave it (“Tap “OK”” → “Choose OK”).
    public var rewritten: String {
        let local = edits.map {
            CopyEdit(($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), $0.replacement)
        }
        return Copy.applying(local, to: phrase)
    }
}

extension Copy {
    private static let englishPointingVerbs: Set<String> = ["tap", "click", "touch", "press", "select", "hit"]
    /// “Tapping Confirm will reset…”: named only with a button's title, quoted or not.
    private static let englishPointingGerunds: Set<String> = ["tapping", "clicking", "pressing"]
    private static let buttonPlaces: Set<String> = ["below", "above"]
    private static let chinesePointingVerbs = ["点击", "点按", "轻点", "按下", "轻触", "触摸", "单击"]
    private static let quotePairs: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
        ("“", "”"), ("\"", "\""), ("「", "」"), ("『", "』"), ("‘", "’"),
    ]

    /// The places where `message` explains a button or quotes one of `buttonTitles`.
    /// `titlesAreAll`: `buttonTitles` are every button the alert shows, so a capitalized word that
    /// starts none of them (“select WireGuard”, “Select IVPN in Settings”) names something else.
    public static func buttonExplanations(_ message: String, buttonTitles: [String], titlesAreAll: Bool = false) -> [ButtonExplanation] {
        let bytes = Array(message.utf8)
        let titleKeys = Set(buttonTitles.map(buttonKey).filter { !$0.isEmpty })
        let firstWords = titlesAreAll ? Set(buttonTitles.compactMap { Self.words($0).first?.normalized }) : []
        let quotes = quotedSpans(bytes)
        var found: [ButtonExplanation] = []
        let words = words(message)

        // English: a pointing verb, an optional “on”, then a quoted, capitalized or known title.
        for (index, word) in words.enumerated() where word.kind == .latin {
            let verb = word.normalized
            let isGerund = englishPointingGerunds.contains(verb)
            guard isGerund || englishPointingVerbs.contains(verb) else { continue }
            var next = index + 1
            var verbEnd = word.range.upperBound
            if next < words.count, words[next].normalized == "on" { verbEnd = words[next].range.upperBound; next += 1 }
            guard next < words.count else { continue }
            if !isGerund, let end = buttonByPlace(words, from: next, titleKeys: titleKeys) {
                // “tap the button below”: no title to name, so no rewrite either.
                found.append(explanation(word.range.lowerBound..<end, bytes, []))
                continue
            }
            let target = words[next]
            if verb == "touch", target.text == "ID" { continue }  // Touch ID is a feature
            let between = String(decoding: bytes[verbEnd..<target.range.lowerBound], as: UTF8.self)
            let quote = quotes.first {
                $0.open.upperBound <= target.range.lowerBound && $0.close.lowerBound >= target.range.upperBound
                    && $0.open.lowerBound >= verbEnd
            }
            let isQuoted = quote != nil && trimmed(between).unicodeScalars.count == 1
            guard isTrailingSpace(between) || isQuoted else { continue }
            let namesTitle = titleKeys.contains(target.normalized)
            guard isQuoted || namesTitle || !titlesAreAll || firstWords.contains(target.normalized) else { continue }
            // A gerund names a button only by its title: “pressing “View All” in the menu” is no button here.
            guard isGerund ? namesTitle : (isQuoted || namesTitle || target.isCapitalized || target.isAllCaps) else { continue }
            var edits = [CopyEdit(word.range.lowerBound..<verbEnd, casedLike(word.text, isGerund ? "choosing" : "choose"))]
            // “tapping confirm”: the button's title as it is written on the button.
            if !isQuoted, namesTitle, let title = buttonTitles.first(where: { buttonKey($0) == target.normalized }),
                title != target.text, !title.contains(" ")
            {
                edits.append(CopyEdit(target.range, title))
            }
            var end = target.range.upperBound
            if isQuoted, let quote {
                edits += [CopyEdit(quote.open, ""), CopyEdit(quote.close, "")]
                end = quote.close.upperBound
            }
            found.append(explanation(word.range.lowerBound..<end, bytes, edits))
        }

        // Chinese: a pointing verb followed by a quoted or known title.
        for verb in chinesePointingVerbs {
            let needle = Array(verb.utf8)
            var from = 0
            while let offset = firstOffset(of: needle, in: bytes, from: from) {
                from = offset + needle.count
                let after = from
                var edits = [CopyEdit(offset..<after, "选择")]
                var end = after
                if let quote = quotes.first(where: { $0.open.lowerBound == after }) {
                    edits += [CopyEdit(quote.open, ""), CopyEdit(quote.close, "")]
                    end = quote.close.upperBound
                } else if let key = titleKeys.first(where: { bytes[after...].starts(with: Array($0.utf8)) }) {
                    end = after + key.utf8.count
                } else {
                    continue
                }
                found.append(explanation(offset..<end, bytes, edits))
            }
        }

        // Any quoted title of one of the buttons.
        for quote in quotes {
            let inner = String(decoding: bytes[quote.open.upperBound..<quote.close.lowerBound], as: UTF8.self)
            guard titleKeys.contains(buttonKey(inner)),
                !found.contains(where: { $0.range.overlaps(quote.open.lowerBound..<quote.close.upperBound) })
            else { continue }
            found.append(
                explanation(
                    quote.open.lowerBound..<quote.close.upperBound, bytes,
                    [CopyEdit(quote.open, ""), CopyEdit(quote.close, "")]))
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `the button below`, `the buttons above`, `the Settings button` from `first`: where the
    /// phrase ends, when the words there point at a button by its place or its title.
    private static func buttonByPlace(_ words: [CopyWord], from first: Int, titleKeys: Set<String>) -> Int? {
        guard first + 2 < words.count, words[first].normalized == "the" else { return nil }
        let isButton = { (word: CopyWord) in word.normalized == "button" || word.normalized == "buttons" }
        if isButton(words[first + 1]), buttonPlaces.contains(words[first + 2].normalized) { return words[first + 2].range.upperBound }
        if titleKeys.contains(words[first + 1].normalized), isButton(words[first + 2]) { return words[first + 2].range.upperBound }
        return nil
    }

    private static func explanation(_ range: Range<Int>, _ bytes: [UInt8], _ edits: [CopyEdit]) -> ButtonExplanation {
        ButtonExplanation(range: range, phrase: String(decoding: bytes[range], as: UTF8.self), edits: edits)
    }

    private static func isTrailingSpace(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isSpace)
    }

    /// `replacement` in the case of `original`: all caps, capitalized or lowercase.
    static func casedLike(_ original: String, _ replacement: String) -> String {
        let word = CopyWord(text: original, range: 0..<original.utf8.count, kind: .latin)
        if word.isAllCaps { return replacement.uppercased() }
        return word.isCapitalized ? capitalizedWord(replacement) : replacement
    }

    /// Spans in quotes: the UTF-8 ranges of the opening and closing marks. Quotes do not span lines.
    static func quotedSpans(_ bytes: [UInt8]) -> [(open: Range<Int>, close: Range<Int>)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var spans: [(open: Range<Int>, close: Range<Int>)] = []
        var offset = 0
        var pending: (pair: Int, open: Range<Int>)?
        for scalar in text.unicodeScalars {
            let width = scalar.utf8.count
            let here = offset..<(offset + width)
            if let current = pending {
                if scalar == quotePairs[current.pair].close {
                    if here.lowerBound > current.open.upperBound { spans.append((current.open, here)) }
                    pending = nil
                } else if scalar == "\n" {
                    pending = nil
                }
            } else if let pair = quotePairs.firstIndex(where: { $0.open == scalar }) {
                // A ‘ that follows a letter is an apostrophe, not a quote.
                let isApostrophe = scalar == "‘" && offset > 0 && bytes[offset - 1] != 0x20
                if !isApostrophe { pending = (pair, here) }
            }
            offset += width
        }
        return spans
    }
}
