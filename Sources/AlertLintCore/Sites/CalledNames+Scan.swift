extension CalledNames {
    /// What a file that names no alert API shows the rest of the workspace, read by the lexer in
    /// one pass that keeps no token: the name of every word followed by `(` (more than the calls
    /// that pass copy, which only makes a file surveyed or linted that had nothing to give), each
    /// class it declares with the first type that class inherits from, whether a comment may be a
    /// suppression, what the lexer noted of its words and the problems it met.
    struct Scan {
        var names: CalledNames
        var superclasses: [String: String]
        var mayHaveSuppressions: Bool
        var words: WordFacts
        /// As `Tokenizer.tokenize` reports them.
        var problems: [SyntaxProblem]
    }

    /// `nil` for a text too large to tokenize, which only the tokenizer reports.
    static func scan(_ source: SourceText) -> Scan? {
        guard source.count <= Tokenizer.maximumLength else { return nil }
        return source.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer: buffer, sink: Sink(source))
            lexer.run()
            lexer.sink.finish()
            var problems: [SyntaxProblem] = []
            if let invalid = source.firstInvalidUTF8Offset { problems.append(SyntaxProblem(.invalidUTF8, at: invalid)) }
            return Scan(
                names: lexer.sink.names.finished(), superclasses: lexer.sink.superclasses,
                mayHaveSuppressions: lexer.sink.mayHaveSuppressions, words: lexer.words, problems: problems + lexer.problems)
        }
    }

    /// Reads the tokens as the lexer makes them. A class's header is read once the 64 tokens its
    /// reading may look at have come (`TokenCursor.typeBody(declaredAt:)`), from a window that
    /// holds only the tokens since the oldest class still to read.
    struct Sink: TokenSink {
        let source: SourceText
        private(set) var last: Token?
        private(set) var names = CalledNames()
        private(set) var superclasses: [String: String] = [:]
        private(set) var mayHaveSuppressions = false
        /// How many code tokens came before the next one.
        private var count = 0
        /// The code tokens from the oldest class still to read on, and that class's token number.
        private var window: [Token] = []
        private var windowStart = 0
        private var pendingClasses: [Int] = []

        init(_ source: SourceText) { self.source = source }

        mutating func code(_ token: Token) {
            if let last, last.kind == .identifier, token.kind == .punctuation, token.range.length == 1,
                source.bytes[token.range.start] == UInt8(ascii: "(")
            {
                names.insert(source.bytes, Self.unquoted(last.range, in: source.bytes))
            }
            // `class` as `Extraction.visitTrigger` takes it: the five letters, a keyword or not.
            if token.kind == .keyword || token.kind == .identifier, token.range.length == 5, Self.spellsClass(token.range, source.bytes) {
                if pendingClasses.isEmpty {
                    window.removeAll(keepingCapacity: true)
                    windowStart = count
                }
                pendingClasses.append(count)
            }
            if !pendingClasses.isEmpty {
                window.append(token)
                if count - pendingClasses[0] >= Self.headerLength - 1 { readOldestClass() }
            }
            last = token
            count += 1
        }

        mutating func comment(_ token: Token) {
            guard !mayHaveSuppressions else { return }
            mayHaveSuppressions = FileSurvey.suppressionMarker.occurs(in: source.bytes, range: token.range.start..<token.range.end)
        }

        func bracket(_ byte: UInt8) {}

        /// Reads the classes whose headers the file ended in.
        mutating func finish() {
            while !pendingClasses.isEmpty { readOldestClass() }
        }

        /// The tokens a class's header is read from: `typeBody(declaredAt:)` looks 63 past the keyword.
        private static let headerLength = 64

        private mutating func readOldestClass() {
            let keyword = pendingClasses.removeFirst()
            let cursor = TokenCursor(TokenizedSource(code: window, comments: [], bracketPairs: [], problems: []), in: source)
            let local = keyword - windowStart
            if let body = cursor.typeBody(declaredAt: local), let inherited = cursor.inheritedType(ofClassAt: local, bodyOpen: body.open) {
                superclasses[body.name] = inherited
            }
            guard let next = pendingClasses.first else { return }
            window.removeFirst(next - windowStart)
            windowStart = next
        }

        /// The name without the backticks that let a keyword be one (`TokenCursor.nameRange`).
        private static func unquoted(_ range: ByteRange, in bytes: [UInt8]) -> ByteRange {
            guard range.length >= 2, bytes[range.start] == UInt8(ascii: "`"), bytes[range.end - 1] == UInt8(ascii: "`") else {
                return range
            }
            return ByteRange(range.start + 1, range.end - 1)
        }

        private static func spellsClass(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { Keywords.spells($0 + range.start, "class") } ?? false }
        }
    }
}
