/// The code tokens of one file (comments are kept apart by the tokenizer, so a commented-out alert
/// can never be seen), their bracket partners, and the small look-ups every site reader needs:
/// words by spelling, balanced groups, call arguments, statement ends.
struct TokenCursor {
    let source: SourceText
    let bytes: [UInt8]
    /// Non-comment tokens in order.
    let tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for everything else and unpaired brackets.
    /// Empty for a cursor made `pairingBrackets: false`, whose brackets have no partner.
    let partner: [Int32]
    /// The project's own localization functions (`L10n.tr`), read like `NSLocalizedString`.
    var localizers: [LocalizerSpec] = []

    /// `pairingBrackets: false` for a read that never asks a bracket's partner (the classes a file
    /// declares): the table of partners is a word for every token of the file.
    init(_ tokenized: TokenizedSource, in source: SourceText, pairingBrackets: Bool = true) {
        self.source = source
        self.bytes = source.bytes
        // The code tokens are shared, not copied; the tokenizer paired the brackets already.
        self.tokens = tokenized.code
        guard pairingBrackets else {
            partner = []
            return
        }
        var partner = [Int32](repeating: -1, count: tokens.count)
        for pair in tokenized.bracketPairs {
            let open = Int(pair.open), close = Int(pair.close)
            guard open >= 0, open < close, close < partner.count else { continue }
            partner[open] = pair.close
            partner[close] = pair.open
        }
        self.partner = partner
    }

    var count: Int { tokens.count }

    // MARK: - Reading single tokens

    func range(_ index: Int) -> ByteRange { tokens[index].range }

    func text(_ index: Int) -> String { source.text(tokens[index].range) }

    /// The first byte of token `index` (tokens are never empty).
    func firstByte(_ index: Int) -> UInt8 { bytes[tokens[index].range.start] }

    /// The byte range from the start of `first` to the end of `last`.
    func span(_ first: Int, _ last: Int) -> ByteRange {
        ByteRange(tokens[first].range.start, tokens[max(first, last)].range.end)
    }

    /// Whether `index` is an identifier or a keyword (`default`, `self`, `init` are words too).
    func isWord(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let kind = tokens[index].kind
        return kind == .identifier || kind == .keyword
    }

    /// Whether the word at `index` is spelled `word`, with or without backticks. Inlined, so
    /// that each caller's word has its length known: most tokens fail on it.
    @inline(__always)
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard isWord(index) else { return false }
        var range = tokens[index].range
        if range.length == word.utf8CodeUnitCount + 2, bytes[range.start] == UInt8(ascii: "`") {
            range = ByteRange(range.start + 1, range.end - 1)
        }
        return spells(range, word)
    }

    /// Whether the single-byte punctuation or operator token at `index` is `byte`.
    func isSymbol(_ index: Int, _ byte: UInt8) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.range.length == 1, token.kind == .punctuation || token.kind == .operator else { return false }
        return bytes[token.range.start] == byte
    }

    /// Whether the operator or punctuation at `index` is spelled `symbol` (`=`, `+`, `->`).
    func isOperator(_ index: Int, _ symbol: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .operator || token.kind == .punctuation else { return false }
        return spells(token.range, symbol)
    }

    func isString(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .string
    }

    @inline(__always)
    func spells(_ range: ByteRange, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard range.length == length else { return false }
        return word.withUTF8Buffer { buffer in
            var offset = 0
            while offset < length {
                if bytes[range.start + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The name a word token spells, without backticks.
    func nameRange(_ index: Int) -> ByteRange {
        let range = tokens[index].range
        if range.length >= 2, bytes[range.start] == UInt8(ascii: "`"), bytes[range.end - 1] == UInt8(ascii: "`") {
            return ByteRange(range.start + 1, range.end - 1)
        }
        return range
    }

    /// A bit chosen by a name's length and first and last bytes: equal names set the same bit.
    func nameBit(_ range: ByteRange) -> UInt64 {
        guard range.length > 0 else { return 1 }
        return Self.nameBit(length: range.length, first: bytes[range.start], last: bytes[range.end - 1])
    }

    /// `nameBit(_:)` of a name held as a string.
    static func nameBit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return 1 }
        return nameBit(length: utf8.count, first: first, last: last)
    }

    private static func nameBit(length: Int, first: UInt8, last: UInt8) -> UInt64 {
        1 << UInt64((length &* 31 &+ Int(first) &* 7 &+ Int(last)) & 63)
    }

    /// Whether the words at `a` and `b` spell the same name.
    func sameName(_ a: Int, _ b: Int) -> Bool {
        sameName(nameRange(a), nameRange(b))
    }

    func sameName(_ a: ByteRange, _ b: ByteRange) -> Bool {
        guard a.length == b.length else { return false }
        var offset = 0
        while offset < a.length {
            if bytes[a.start + offset] != bytes[b.start + offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: - Brackets

    func isOpen(_ index: Int, _ byte: UInt8) -> Bool {
        isSymbol(index, byte) && tokens[index].kind == .punctuation && closer(of: index) != nil
    }

    /// The closer paired with the opener at `index`, if both exist.
    func closer(of index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let other = Int(partner[index])
        return other > index ? other : nil
    }

    /// The opener paired with the closer at `index`, if both exist.
    func opener(of index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let other = Int(partner[index])
        return other >= 0 && other < index ? other : nil
    }

    func isCloser(_ index: Int) -> Bool {
        isSymbol(index, UInt8(ascii: ")")) || isSymbol(index, UInt8(ascii: "]")) || isSymbol(index, UInt8(ascii: "}"))
    }

    /// Whether a line break separates token `index` from the token after it.
    func lineBreakAfter(_ index: Int) -> Bool {
        guard index + 1 < tokens.count else { return true }
        var offset = tokens[index].range.end
        let end = tokens[index + 1].range.start
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { return true }
            offset += 1
        }
        return false
    }
}
