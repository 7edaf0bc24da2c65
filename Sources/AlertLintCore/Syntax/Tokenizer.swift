/// The tokens of one file and the problems met while reading them.
///
/// Code and comments come as two lists because nearly every pass reads only one of them: site
/// extraction wants the code without comments, suppressions want only the comments.
public struct TokenizedSource: Sendable {
    /// The tokens that are not comments, in source order.
    public var code: [Token]
    /// `//`, `///` and `/* */` comments, in source order.
    public var comments: [Token]
    /// Each bracket of `code` with its partner; a bracket that pairs with nothing is absent.
    public var bracketPairs: [BracketPair]
    public var problems: [SyntaxProblem]
    /// What the lexer noted of the words as it read them; `nil` after a splice.
    var words: WordFacts?
    /// Where the lexer saw words later passes look for; `nil` after a splice.
    var notes: LexerNotes?

    init(
        code: [Token], comments: [Token], bracketPairs: [BracketPair], problems: [SyntaxProblem], words: WordFacts? = nil,
        notes: LexerNotes? = nil
    ) {
        self.code = code
        self.comments = comments
        self.bracketPairs = bracketPairs
        self.problems = problems
        self.words = words
        self.notes = notes
    }

    /// Every token in source order, comments included.
    public var tokens: [Token] {
        var merged: [Token] = []
        merged.reserveCapacity(code.count + comments.count)
        var next = 0
        for token in code {
            while next < comments.count, comments[next].range.start < token.range.start {
                merged.append(comments[next])
                next += 1
            }
            merged.append(token)
        }
        merged.append(contentsOf: comments[next...])
        return merged
    }
}

/// Swift's lexical structure, read in one pass over UTF-8 bytes.
///
/// The tokenizer never calls itself: nested comments, strings inside interpolations and
/// interpolations inside strings are tracked with counters and an explicit stack, so 10,000 levels
/// of nesting cost memory, not stack, and every byte is looked at a bounded number of times.
public enum Tokenizer {
    public static func tokenize(_ source: SourceText) -> TokenizedSource {
        tokenize(source, maximumLength: maximumLength)
    }

    /// The longest text read: a token's offsets are 32 bits (`Token`).
    public static let maximumLength = Int(UInt32.max)

    /// `maximumLength` is a parameter only so that a test can reach it without 4 GiB of text.
    static func tokenize(_ source: SourceText, maximumLength: Int) -> TokenizedSource {
        guard source.count <= maximumLength else {
            return TokenizedSource(code: [], comments: [], bracketPairs: [], problems: [SyntaxProblem(.tooLarge, at: 0)])
        }
        var problems: [SyntaxProblem] = []
        if let invalid = source.firstInvalidUTF8Offset {
            problems.append(SyntaxProblem(.invalidUTF8, at: invalid))
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            var tokenized = TokenizedSource(code: [], comments: [], bracketPairs: [], problems: problems)
            var overflow: [Token]?
            // The code tokens are written straight into the array the result keeps, sized for a
            // whole file's (`Lexer.tokenEstimate`); the rare file with more is copied once.
            let code = [Token](unsafeUninitializedCapacity: Lexer.tokenEstimate(buffer.count)) { storage, initialized in
                var lexer = Lexer(buffer: buffer, tokens: AppendBuffer(lending: storage))
                // A whole file has about one declaration and one comment for every few hundred
                // bytes: room for them at once, not grown from one. (An edit's splice reads a few
                // lines, and makes no such room.)
                lexer.comments.reserveCapacity(buffer.count / 256)
                lexer.notes.declarationIndices.reserveCapacity(buffer.count / 256)
                lexer.run()
                if lexer.tokens.isInLentStorage { initialized = lexer.tokens.count } else { overflow = lexer.tokens.array() }
                tokenized.comments = lexer.comments
                tokenized.bracketPairs = lexer.brackets.pairs
                tokenized.problems += lexer.problems
                tokenized.words = lexer.words
                tokenized.notes = lexer.finishedNotes
            }
            tokenized.code = overflow ?? code
            return tokenized
        }
    }
}

struct Lexer: ~Copyable {
    let buffer: UnsafeBufferPointer<UInt8>
    /// The code tokens so far; comments go to `comments`, so `tokens.last` is the token a regex
    /// literal or a member name after `.` is judged by, as Swift's own lexer treats comments.
    var tokens: AppendBuffer<Token>
    var comments: [Token] = []
    var brackets = BracketPairing()
    var problems: [SyntaxProblem] = []
    var words = WordFacts()
    /// What `LexerNotes` holds; the called names' hashes are many, so they go to a buffer.
    var notes = LexerNotes()
    var calledNames = AppendBuffer<UInt64>(capacity: 64)
    var recentCalls = RecentHashes()
    var index = 0

    /// `reserving` is how many tokens to make room for.
    init(buffer: UnsafeBufferPointer<UInt8>, reserving capacity: Int) {
        self.init(buffer: buffer, tokens: AppendBuffer<Token>(capacity: capacity))
    }

    init(buffer: UnsafeBufferPointer<UInt8>, tokens: consuming AppendBuffer<Token>) {
        self.buffer = buffer
        self.tokens = tokens
    }

    /// Room for the code tokens of `byteCount` bytes of a whole file: about one for every five
    /// bytes, fewer in nearly every file.
    static func tokenEstimate(_ byteCount: Int) -> Int { max(16, byteCount / 5) }

    var count: Int { buffer.count }

    func byte(at offset: Int) -> UInt8 {
        offset < buffer.count ? buffer[offset] : 0
    }

    mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind, ByteRange(start, end)))
    }

    mutating func run() {
        while index < count { step() }
    }

    /// Reads one token, or one run of whitespace, from `index`.
    @inline(__always)
    mutating func step() {
        let start = index
        let current = buffer[index]
        // Words and spaces are most of any file: test for them before the switch's jump table.
        if CharacterClass.isIdentifierStart(current) {
            lexWord(start)
            return
        }
        if current == 0x20 {
            index = skipSpaces(index + 1)
            return
        }
        switch current {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
            // Indentation comes in runs; skip a run here rather than once per trip round the switch.
            index = skipSpaces(index + 1)
            while index < count, CharacterClass.isWhitespace(buffer[index]) { index = skipSpaces(index + 1) }
        case UInt8(ascii: "/"):
            lexSlash(start)
        case UInt8(ascii: "\""):
            lexString(start, pounds: 0)
        case UInt8(ascii: "#"):
            lexPound(start)
        case UInt8(ascii: "@"):
            index += 1
            if CharacterClass.isIdentifierStart(byte(at: index)) {
                index = scanIdentifierBody(index)
                emit(.attribute, start, index)
            } else {
                emit(.punctuation, start, index)
            }
        case UInt8(ascii: "`"):
            lexBacktickIdentifier(start)
        case UInt8(ascii: "\\"):
            // The backslash of a key path (`\.dismiss`, `\Person.name`).
            index += 1
            emit(.punctuation, start, index)
        case UInt8(ascii: "$"):
            index = scanIdentifierBody(index + 1)
            words.note(buffer, start, index, previous: tokens.last)
            emit(.identifier, start, index)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            index = scanNumber(start)
            emit(.number, start, index)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            brackets.visit(tokens.count, byte: current)
            if current == UInt8(ascii: "("), let last = tokens.last, last.kind == .identifier { noteCall(of: last.range) }
            index += 1
            emit(.punctuation, start, index)
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            index += 1
            emit(.punctuation, start, index)
        case UInt8(ascii: "."):
            if byte(at: index + 1) == UInt8(ascii: ".") {
                lexOperator(start)
            } else {
                index += 1
                emit(.punctuation, start, index)
            }
        default:
            if CharacterClass.isOperator(current) {
                lexOperator(start)
            } else {
                index += 1
                emit(.unknown, start, index)
                problems.append(SyntaxProblem(.unexpectedCharacter, at: start))
            }
        }
    }

    // MARK: Identifiers and numbers

    mutating func lexWord(_ start: Int) {
        index = scanIdentifierBody(start + 1)
        if Keywords.isPlainName(length: index - start, first: buffer[start]) {
            emit(.identifier, start, index)
            return
        }
        // After `.` a keyword is a member name (`.default`, `.init`).
        let kind: Token.Kind = Keywords.isKeyword(buffer, start, index) && !isAfterDot() ? .keyword : .identifier
        if LexerNotes.mayStartDeclaration(length: index - start, first: buffer[start]) {
            let position = Int32(truncatingIfNeeded: tokens.count)
            notes.declarationIndices.append(position)
            if index - start == 5, let base = buffer.baseAddress, Keywords.spells(base + start, "class") {
                notes.classIndices.append(position)
            }
        }
        words.note(buffer, start, index, previous: tokens.last)
        emit(kind, start, index)
    }

    var finishedNotes: LexerNotes {
        var finished = notes
        finished.calledNameHashes = calledNames.array()
        return finished
    }

    /// A called name's hash, without the backticks that let a keyword be one.
    private mutating func noteCall(of range: ByteRange) {
        var start = range.start, end = range.end
        if end - start >= 2, buffer[start] == UInt8(ascii: "`"), buffer[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        let hash = ByteHash.of(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        if recentCalls.isNew(hash) { calledNames.append(hash) }
    }

    private func isAfterDot() -> Bool {
        guard let last = tokens.last else { return false }
        return last.kind == .punctuation && buffer[last.range.start] == UInt8(ascii: ".")
    }

    /// Past the spaces from `from`, eight at a time (indentation).
    @inline(__always)
    func skipSpaces(_ from: Int) -> Int {
        var position = from
        // Most runs between tokens are one space: settle those before loading eight bytes.
        guard position < count, buffer[position] == 0x20 else { return position }
        while position + 8 <= count, SWAR.load(buffer, at: position) == 0x2020_2020_2020_2020 { position &+= 8 }
        while position < count, buffer[position] == 0x20 { position += 1 }
        return position
    }

    @inline(__always)
    func scanIdentifierBody(_ from: Int) -> Int {
        var position = from
        // Eight bytes at a time, up to the first that is no identifier byte.
        while position + 8 <= count {
            let others = SWAR.nonIdentifierBytes(SWAR.load(buffer, at: position))
            guard others == 0 else { return position &+ others.trailingZeroBitCount / 8 }
            position &+= 8
        }
        while position < count, CharacterClass.isIdentifierBody(buffer[position]) { position += 1 }
        return position
    }

    mutating func lexBacktickIdentifier(_ start: Int) {
        var position = start + 1
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "`") {
                index = position + 1
                emit(.identifier, start, index)
                return
            }
            if current == 0x0A || current == 0x0D { break }
            position += 1
        }
        // A lone backtick: skip it and read on.
        index = start + 1
        emit(.unknown, start, index)
        problems.append(SyntaxProblem(.unexpectedCharacter, at: start))
    }

    func scanNumber(_ start: Int) -> Int {
        var position = start
        while position < count {
            let current = buffer[position]
            if CharacterClass.isIdentifierBody(current) && current < 0x80 {
                // Exponents: 1e-3, 0x1p+4.
                if (current == UInt8(ascii: "e") || current == UInt8(ascii: "E") || current == UInt8(ascii: "p")
                    || current == UInt8(ascii: "P")),
                    byte(at: position + 1) == UInt8(ascii: "-") || byte(at: position + 1) == UInt8(ascii: "+")
                {
                    position += 2
                    continue
                }
                position += 1
            } else if current == UInt8(ascii: "."), CharacterClass.isDigit(byte(at: position + 1)) {
                position += 1
            } else {
                break
            }
        }
        return position
    }

    // MARK: Operators, comments and regex literals

    mutating func lexOperator(_ start: Int) {
        let first = buffer[start]
        // The `?` and `!` of optional chaining and force-unwrapping stick to what they follow.
        if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")), start > 0,
            !CharacterClass.isWhitespace(buffer[start - 1])
        {
            index = start + 1
            emit(.punctuation, start, index)
            return
        }
        var position = start
        let dotOperator = first == UInt8(ascii: ".")
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "/"), position > start,
                byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*")
            {
                break
            }
            if CharacterClass.isOperator(current) || (dotOperator && current == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
        index = max(position, start + 1)
        emit(.operator, start, index)
    }

    mutating func lexSlash(_ start: Int) {
        let next = byte(at: start + 1)
        if next == UInt8(ascii: "/") {
            index = SWAR.firstOffset(of: 0x0A, or: 0x0D, in: buffer, from: start + 2)
            comments.append(Token(.lineComment, ByteRange(start, index)))
        } else if next == UInt8(ascii: "*") {
            lexBlockComment(start)
        } else if startsBareRegex(at: start), let end = scanBareRegex(start) {
            index = end
            emit(.regex, start, index)
        } else {
            lexOperator(start)
        }
    }

    mutating func lexBlockComment(_ start: Int) {
        let comment = StringScanner.skipBlockComment(buffer, from: start)
        index = comment.end
        comments.append(Token(.blockComment, ByteRange(start, index)))
        if !comment.terminated { problems.append(SyntaxProblem(.unterminatedComment, at: start)) }
    }

    /// A `/` begins a regex literal only where an expression can begin (after `(`, `,`, `=`, a
    /// keyword like `return`, …) and not before whitespace; elsewhere it is division.
    func startsBareRegex(at start: Int) -> Bool {
        let next = byte(at: start + 1)
        if next == 0 || CharacterClass.isWhitespace(next) || next == UInt8(ascii: "=") { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier, .number, .string, .regex:
            return false
        case .keyword:
            let first = buffer[previous.range.start]
            // `self`, `true`, `nil`, … end an expression; `return`, `case`, `in` start one.
            return
                !(first == UInt8(ascii: "s") || first == UInt8(ascii: "S") || first == UInt8(ascii: "t")
                || first == UInt8(ascii: "f") || first == UInt8(ascii: "n"))
        case .punctuation:
            let mark = buffer[previous.range.start]
            return
                !(mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") || mark == UInt8(ascii: "}")
                || mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") || mark == UInt8(ascii: "."))
        case .operator:
            return previous.range.end < start  // `a /b` after an operator only if spaced apart
        default:
            return true
        }
    }

    /// The end of a bare regex `/…/` on this line, or nil when the line holds no closing slash.
    func scanBareRegex(_ start: Int) -> Int? {
        var position = start + 1
        var inClass = false
        while position < count {
            let current = buffer[position]
            switch current {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                // A bare regex never spans lines, not even after a backslash.
                if byte(at: position + 1) == 0x0A || byte(at: position + 1) == 0x0D { return nil }
                position += 2
                continue
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "/") where !inClass:
                // A closing slash after a space is how division looks (`a / b / c`).
                return CharacterClass.isWhitespace(buffer[position - 1]) ? nil : position + 1
            default:
                break
            }
            position += 1
        }
        return nil
    }

    // MARK: Pound-prefixed tokens

    mutating func lexPound(_ start: Int) {
        // A script's `#!/usr/bin/env swift` first line, which Swift reads as a comment.
        if start == 0, byte(at: 1) == UInt8(ascii: "!") {
            while index < count, buffer[index] != 0x0A, buffer[index] != 0x0D { index += 1 }
            comments.append(Token(.lineComment, ByteRange(start, index)))
            return
        }
        var pounds = 0
        var position = start
        while position < count, buffer[position] == UInt8(ascii: "#") {
            pounds += 1
            position += 1
        }
        let next = byte(at: position)
        if next == UInt8(ascii: "\"") {
            lexString(start, pounds: pounds)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegex(start, slash: position, pounds: pounds)
        } else if pounds == 1, CharacterClass.isIdentifierStart(next) {
            index = scanIdentifierBody(position)
            emit(.poundDirective, start, index)
        } else {
            index = position
            emit(.unknown, start, index)
            problems.append(SyntaxProblem(.unexpectedCharacter, at: start))
        }
    }

    mutating func lexExtendedRegex(_ start: Int, slash: Int, pounds: Int) {
        var position = slash + 1
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if current == UInt8(ascii: "/"), CharacterClass.hasPounds(buffer, after: position + 1, pounds) {
                index = position + 1 + pounds
                emit(.regex, start, index)
                return
            }
            position += 1
        }
        index = count
        emit(.regex, start, index)
        problems.append(SyntaxProblem(.unterminatedRegex, at: start))
    }

    // MARK: Strings

    mutating func lexString(_ start: Int, pounds: Int) {
        let scan = StringScanner.scan(buffer, openingAt: start + pounds, pounds: pounds)
        index = scan.end
        emit(.string, start, index)
        if !scan.terminated {
            problems.append(SyntaxProblem(.unterminatedString, at: start))
        }
    }
}

/// Byte classes of Swift's lexical grammar (non-ASCII bytes are taken as identifier characters,
/// which covers Unicode identifiers without decoding them).
enum CharacterClass {
    // Identifier bytes as bit sets over 0–63 and 64–127 (every byte from 0x80 up belongs to a
    // Unicode identifier): one shift and mask per byte instead of a chain of range compares.
    private static let digitBits: UInt64 = 0x03FF_0000_0000_0000  // 0–9
    private static let letterBits: UInt64 = 0x07FF_FFFE_87FF_FFFE  // A–Z, _, a–z

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 64 && (letterBits >> UInt64(byte & 63)) & 1 != 0)
    }

    @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let bits = byte < 64 ? digitBits : letterBits
        return (bits >> UInt64(byte & 63)) & 1 != 0
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether `count` `#` bytes follow at `offset`.
    static func hasPounds(_ buffer: UnsafeBufferPointer<UInt8>, after offset: Int, _ count: Int) -> Bool {
        guard offset + count <= buffer.count else { return false }
        for position in offset..<(offset + count) where buffer[position] != UInt8(ascii: "#") { return false }
        return true
    }
}
