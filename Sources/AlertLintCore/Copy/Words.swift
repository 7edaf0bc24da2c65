/// One word of copy: a run of letters and digits in a spaced script, a run of CJK characters,
/// or an interpolation placeholder.
public struct CopyWord: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Letters and digits of a spaced script, joined by apostrophes or hyphens (`Wi-Fi`, `Don't`).
        case latin
        /// A run of Han, kana or Hangul characters (these scripts put no spaces between words).
        case cjk
        /// An interpolated value, U+FFFC: a word that is neither uppercase nor lowercase.
        case placeholder
    }

    public var text: String
    /// UTF-8 offsets in the analysed text.
    public var range: Range<Int>
    public var kind: Kind

    public init(text: String, range: Range<Int>, kind: Kind) {
        self.text = text
        self.range = range
        self.kind = kind
    }

    /// The first letter is uppercase (placeholders and CJK are neither).
    public var isCapitalized: Bool {
        guard kind == .latin, let first = text.unicodeScalars.first else { return false }
        return Copy.isUpper(first)
    }

    /// Two or more letters, all uppercase: an acronym such as `URL` or `OK`.
    public var isAllCaps: Bool {
        guard kind == .latin else { return false }
        var letters = 0
        for scalar in text.unicodeScalars where Copy.isLetter(scalar) {
            if !Copy.isUpper(scalar) { return false }
            letters += 1
        }
        return letters >= 2
    }

    /// The word lowercased, with typographic apostrophes made plain, for vocabulary look-ups.
    public var normalized: String {
        Copy.normalizedWord(text)
    }
}

extension Copy {
    /// The words of `text`: spaced-script words, CJK runs and placeholders, in order.
    /// Punctuation, symbols and emoji separate words and are not words themselves.
    public static func words(_ text: String) -> [CopyWord] {
        let scalars = Array(text.unicodeScalars)
        let bytes = Array(text.utf8)
        var words: [CopyWord] = []
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += scalar.utf8.count
        }
        offsets.append(offset)

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == placeholderScalar {
                words.append(CopyWord(text: String(scalar), range: offsets[index]..<offsets[index + 1], kind: .placeholder))
                index += 1
            } else if scalar == "%", let end = formatSpecifierEnd(scalars, from: index) {
                // `%@`, `%ld`, `%1$@`: a table's text filled by `String(format:)`, a value like an interpolation.
                words.append(word(bytes, offsets, index, end, .placeholder))
                index = end
            } else if isCJKLetter(scalar) {
                let start = index
                while index < scalars.count, isCJKLetter(scalars[index]) { index += 1 }
                words.append(word(bytes, offsets, start, index, .cjk))
            } else if isWordScalar(scalar) {
                let start = index
                index += 1
                while index < scalars.count {
                    if isWordScalar(scalars[index]) {
                        index += 1
                    } else if index + 1 < scalars.count, isWordScalar(scalars[index + 1]),
                        isWordJoiner(scalars[index])
                            || (scalars[index] == "." && isDigit(scalars[index - 1]) && isDigit(scalars[index + 1]))
                    {
                        index += 2  // `Wi-Fi`, `Don't`, `1.5`
                    } else {
                        break
                    }
                }
                words.append(word(bytes, offsets, start, index, .latin))
            } else {
                index += 1
            }
        }
        return words
    }

    /// The end of a printf-style conversion starting at the `%` at `start` (`%@`, `%d`, `%lld`,
    /// `%1$@`, `%.1f`), or nil when none starts there (`%%` is a literal percent sign).
    static func formatSpecifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        func skip(_ accept: (Unicode.Scalar) -> Bool) { while index < scalars.count, accept(scalars[index]) { index += 1 } }
        let digitsStart = index
        skip(isDigit)
        if index > digitsStart, index < scalars.count, scalars[index] == "$" { index += 1 } else { index = digitsStart }
        // No space flag: “100% done” is prose, not `% d`.
        skip { "-+#0".unicodeScalars.contains($0) }
        skip(isDigit)
        if index < scalars.count, scalars[index] == "." {
            index += 1
            skip(isDigit)
        }
        skip { "hlqLztj".unicodeScalars.contains($0) }
        guard index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) else { return nil }
        return index + 1
    }

    private static func word(
        _ bytes: [UInt8], _ offsets: [Int], _ start: Int, _ end: Int,
        _ kind: CopyWord.Kind
    ) -> CopyWord {
        let range = offsets[start]..<offsets[end]
        return CopyWord(text: String(decoding: bytes[range], as: UTF8.self), range: range, kind: kind)
    }

    /// The number of words, each CJK run counting as one.
    public static func wordCount(_ text: String) -> Int {
        words(text).count
    }

    static func normalizedWord(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most words are lowercase already: the same string, nothing made.
            guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var plain = ""
        for scalar in text.lowercased().unicodeScalars {
            plain.unicodeScalars.append(scalar == "’" ? "'" : (isHyphen(scalar) ? "-" : scalar))
        }
        return plain
    }
}
