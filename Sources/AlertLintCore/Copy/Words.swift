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
        var text = text
        // Most copy is ASCII: its bytes are its scalars and their own offsets, so nothing is
        // decoded or copied to find the words.
        if let ascii = text.withUTF8({ SWAR.hasHighBit(in: $0) ? nil : words(in: ASCIIText(bytes: $0)) }) { return ascii }
        return words(in: DecodedText(text))
    }

    private static func words<Text: ScalarText>(in text: Text) -> [CopyWord] {
        var words: [CopyWord] = []
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar == placeholderScalar {
                words.append(text.word(index, index + 1, .placeholder))
                index += 1
            } else if scalar == "%", let end = formatSpecifierEnd(text, from: index) {
                // `%@`, `%ld`, `%1$@`: a table's text filled by `String(format:)`, a value like an interpolation.
                words.append(text.word(index, end, .placeholder))
                index = end
            } else if isCJKLetter(scalar) {
                let start = index
                while index < text.count, isCJKLetter(text[index]) { index += 1 }
                words.append(text.word(start, index, .cjk))
            } else if isWordScalar(scalar) {
                let start = index
                index += 1
                while index < text.count {
                    if isWordScalar(text[index]) {
                        index += 1
                    } else if index + 1 < text.count, isWordScalar(text[index + 1]),
                        isWordJoiner(text[index]) || (text[index] == "." && isDigit(text[index - 1]) && isDigit(text[index + 1]))
                    {
                        index += 2  // `Wi-Fi`, `Don't`, `1.5`
                    } else {
                        break
                    }
                }
                words.append(text.word(start, index, .latin))
            } else {
                index += 1
            }
        }
        return words
    }

    /// The end of a printf-style conversion starting at the `%` at `start` (`%@`, `%d`, `%lld`,
    /// `%1$@`, `%.1f`), or nil when none starts there (`%%` is a literal percent sign).
    private static func formatSpecifierEnd<Text: ScalarText>(_ text: Text, from start: Int) -> Int? {
        var index = start + 1
        func skip(_ accept: (Unicode.Scalar) -> Bool) { while index < text.count, accept(text[index]) { index += 1 } }
        let digitsStart = index
        skip(isDigit)
        if index > digitsStart, index < text.count, text[index] == "$" { index += 1 } else { index = digitsStart }
        // No space flag: “100% done” is prose, not `% d`.
        skip { "-+#0".unicodeScalars.contains($0) }
        skip(isDigit)
        if index < text.count, text[index] == "." {
            index += 1
            skip(isDigit)
        }
        skip { "hlqLztj".unicodeScalars.contains($0) }
        guard index < text.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(text[index]) else { return nil }
        return index + 1
    }

    /// The number of words, each CJK run counting as one.
    public static func wordCount(_ text: String) -> Int {
        words(text).count
    }

    static func normalizedWord(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most words are lowercase already: the same string, nothing made.
            guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
            // Written straight into the string: no array of bytes made first.
            return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
                for (index, byte) in text.utf8.enumerated() { buffer[index] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
                return text.utf8.count
            }
        }
        var plain = ""
        for scalar in text.lowercased().unicodeScalars {
            plain.unicodeScalars.append(scalar == "’" ? "'" : (isHyphen(scalar) ? "-" : scalar))
        }
        return plain
    }
}

/// Copy as `Copy.words` reads it: scalars by index, and the word between two indices with its
/// UTF-8 offsets.
private protocol ScalarText {
    var count: Int { get }
    subscript(_ index: Int) -> Unicode.Scalar { get }
    func word(_ start: Int, _ end: Int, _ kind: CopyWord.Kind) -> CopyWord
}

/// ASCII copy, read where its bytes lie: each byte is a scalar at its own offset.
private struct ASCIIText: ScalarText {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }
    subscript(_ index: Int) -> Unicode.Scalar { Unicode.Scalar(bytes[index]) }

    func word(_ start: Int, _ end: Int, _ kind: CopyWord.Kind) -> CopyWord {
        CopyWord(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), range: start..<end, kind: kind)
    }
}

/// Any other copy, decoded into scalars with the UTF-8 offset of each.
private struct DecodedText: ScalarText {
    let scalars: [Unicode.Scalar]
    let bytes: [UInt8]
    /// `offsets[i]`: where scalar `i` starts; one more for the end.
    let offsets: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        bytes = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += scalar.utf8.count
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    var count: Int { scalars.count }
    subscript(_ index: Int) -> Unicode.Scalar { scalars[index] }

    func word(_ start: Int, _ end: Int, _ kind: CopyWord.Kind) -> CopyWord {
        let range = offsets[start]..<offsets[end]
        return CopyWord(text: String(decoding: bytes[range], as: UTF8.self), range: range, kind: kind)
    }
}
