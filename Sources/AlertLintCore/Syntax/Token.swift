/// One lexical token of Swift source. Tokens are small values over byte ranges; the text is read
/// from the `SourceText` only when a pass needs it.
public struct Token: Sendable, Equatable, BitwiseCopyable {
    public enum Kind: UInt8, Sendable, BitwiseCopyable {
        case identifier  // `foo`, `` `default` ``, Unicode identifiers, `$0`
        case keyword  // `let`, `func`, `if`, `self`, `true`, …
        case number
        case string  // a whole string literal, interpolations included
        case regex  // `/…/`, `#/…/#`
        case `operator`  // `+`, `==`, `?.`'s `?`, `->`, …
        case punctuation  // ( ) [ ] { } , : ; . @ and the `?`/`!` of optional chaining
        case lineComment  // `// …` and `/// …`
        case blockComment  // `/* … */`, nested
        case poundDirective  // `#if`, `#endif`, `#selector`, `#available`, …
        case attribute  // `@MainActor`, `@objc`
        case unknown  // a byte that starts no token (reported, then skipped)
    }

    public var kind: Kind
    // Offsets in 32 bits make a token 12 bytes instead of 24: a large file has tens of thousands,
    // kept per open document and copied on every keystroke. `Tokenizer.maximumLength` keeps
    // every offset in range.
    private var start: UInt32
    private var end: UInt32

    public init(_ kind: Kind, _ range: ByteRange) {
        self.kind = kind
        start = UInt32(truncatingIfNeeded: range.start)
        end = UInt32(truncatingIfNeeded: range.end)
    }

    public var range: ByteRange {
        get { ByteRange(Int(start), Int(end)) }
        set { self = Token(kind, newValue) }
    }

    /// The same token `delta` bytes later.
    mutating func shift(by delta: Int) {
        // Wrapping arithmetic (the results are in range) lets a loop over many tokens vectorize.
        let step = UInt32(truncatingIfNeeded: delta)
        start = start &+ step
        end = end &+ step
    }

    public var isComment: Bool { kind == .lineComment || kind == .blockComment }
}

/// A problem the tokenizer met and recovered from.
public struct SyntaxProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case invalidUTF8 = "invalid UTF-8"
        case unexpectedCharacter = "unexpected character"
        case tooLarge = "file too large to read (4 GiB or more)"
    }

    public var kind: Kind
    public var offset: Int

    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
