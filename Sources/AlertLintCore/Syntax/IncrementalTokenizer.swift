/// One edit of a text: the bytes `range` of the old text were replaced by `newLength` bytes.
public struct SourceChange: Sendable, Equatable {
    public var range: ByteRange
    public var newLength: Int

    public init(range: ByteRange, newLength: Int) {
        self.range = range
        self.newLength = newLength
    }

    /// The one change that turns `old` into `new`: everything between their common start and
    /// their common end. Editors send several edits per keystroke at most; this covers them all.
    public init(from old: [UInt8], to new: [UInt8]) {
        let (prefix, suffix) = old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                let shorter = min(old.count, new.count)
                // Thirty-two bytes at a time, then byte by byte: a keystroke in a large file
                // compares hundreds of kilobytes.
                func differ(_ a: Int, _ b: Int) -> Bool {
                    var bits: UInt64 = 0
                    for word in 0..<4 {
                        bits |=
                            old.loadUnaligned(fromByteOffset: a + word * 8, as: UInt64.self)
                            ^ new.loadUnaligned(fromByteOffset: b + word * 8, as: UInt64.self)
                    }
                    return bits != 0
                }
                var prefix = 0
                while prefix + 32 <= shorter, !differ(prefix, prefix) { prefix += 32 }
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix + 32 <= shorter - prefix, !differ(old.count - suffix - 32, new.count - suffix - 32) { suffix += 32 }
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
        self.init(range: ByteRange(prefix, old.count - suffix), newLength: new.count - suffix - prefix)
    }

    /// How far the bytes after the change moved.
    public var delta: Int { newLength - range.length }
}

extension Tokenizer {
    /// The tokens of `source`, the text that `previous` was read from after `change`, reading
    /// again only from the line the change starts on until the tokens fall back in step with the
    /// old ones. The result equals `tokenize(source)`; a property test holds it to that.
    ///
    /// Why this is exact: the lexer decides each token from the bytes ahead of it and from the
    /// code token before it, and no token looks back past the start of its own line. So the
    /// tokens that end before that line stay, and once a new code token after the change has the
    /// same kind and bytes as an old one at the same (shifted) place, every later token is the
    /// old one shifted too.
    public static func tokenize(_ source: SourceText, reusing previous: TokenizedSource, after change: SourceChange) -> TokenizedSource {
        let oldCount = source.count - change.delta
        guard change.range.start >= 0, change.range.end <= oldCount, change.newLength >= 0,
            change.range.start + change.newLength <= source.count, source.count <= maximumLength
        else { return tokenize(source) }
        let lineStart = startOfLine(containing: change.range.start, in: source.bytes)
        // Every token that reaches the change's line is read again (one that ends right at its
        // start ran to the end of the text unterminated, and may run on).
        let firstCode = firstIndex(in: previous.code) { $0.range.end >= lineStart }
        let firstComment = firstIndex(in: previous.comments) { $0.range.end >= lineStart }
        var restart = lineStart
        if firstCode < previous.code.count { restart = min(restart, previous.code[firstCode].range.start) }
        if firstComment < previous.comments.count { restart = min(restart, previous.comments[firstComment].range.start) }
        let changeEnd = change.range.start + change.newLength

        var problems: [SyntaxProblem] = []
        if let invalid = source.firstInvalidUTF8Offset { problems.append(SyntaxProblem(.invalidUTF8, at: invalid)) }
        problems += previous.problems.filter { $0.kind != .invalidUTF8 && $0.offset < restart }

        return source.bytes.withUnsafeBufferPointer { buffer in
            // The lexer starts with the one code token it may look back at, not the whole prefix.
            let seed = firstCode > 0 ? 1 : 0
            var lexer = Lexer(buffer: buffer, reserving: 256)
            lexer.tokens.append(contentsOf: previous.code[(firstCode - seed)..<firstCode])
            lexer.index = restart
            var resumed: (code: Int, old: Token)?
            while lexer.index < lexer.count {
                let before = lexer.tokens.count
                lexer.step()
                guard lexer.tokens.count > before, let token = lexer.tokens.last, token.range.start >= changeEnd else { continue }
                let oldStart = token.range.start - change.delta
                let match = firstIndex(in: previous.code) { $0.range.start >= oldStart }
                if match < previous.code.count, previous.code[match].kind == token.kind,
                    previous.code[match].range == ByteRange(oldStart, token.range.end - change.delta)
                {
                    resumed = (match, previous.code[match])
                    break
                }
            }
            problems += lexer.problems
            let delta = change.delta
            var code = previous.code[..<0]
            var comments = previous.comments[..<0]
            if let resumed {
                let resumeOffset = resumed.old.range.end
                code = previous.code[(resumed.code + 1)...]
                comments = previous.comments[firstIndex(in: previous.comments) { $0.range.start >= resumeOffset }...]
                for problem in previous.problems where problem.kind != .invalidUTF8 && problem.offset >= resumeOffset {
                    problems.append(SyntaxProblem(problem.kind, at: problem.offset + delta))
                }
            }
            let newCode = splice(previous.code[..<firstCode], lexer.tokens.array(from: seed)[...], code, shiftingLastBy: delta)
            let newComments = splice(previous.comments[..<firstComment], lexer.comments[...], comments, shiftingLastBy: delta)
            return TokenizedSource(
                code: newCode, comments: newComments, bracketPairs: pairBrackets(newCode, in: buffer), problems: problems)
        }
    }

    /// `first + middle + last`, with `last` moved `delta` bytes: a keystroke in a large file moves
    /// tens of thousands of tokens.
    private static func splice(
        _ first: ArraySlice<Token>, _ middle: ArraySlice<Token>, _ last: ArraySlice<Token>, shiftingLastBy delta: Int
    ) -> [Token] {
        var tokens = [Token](joining: [first, middle, last])
        guard delta != 0 else { return tokens }
        tokens.withUnsafeMutableBufferPointer { tokens in
            for index in (tokens.count - last.count)..<tokens.count { tokens[index].shift(by: delta) }
        }
        return tokens
    }

    /// Brackets of a whole token list, paired as the lexer pairs them while it reads.
    private static func pairBrackets(_ code: [Token], in buffer: UnsafeBufferPointer<UInt8>) -> [BracketPair] {
        var pairing = BracketPairing()
        code.withUnsafeBufferPointer { code in
            for index in code.indices where code[index].kind == .punctuation {
                let range = code[index].range
                if range.end - range.start == 1 { pairing.visit(index, byte: buffer[range.start]) }
            }
        }
        return pairing.pairs
    }

    private static func startOfLine(containing offset: Int, in bytes: [UInt8]) -> Int {
        var position = min(offset, bytes.count)
        while position > 0, bytes[position - 1] != 0x0A, bytes[position - 1] != 0x0D { position -= 1 }
        return position
    }

    /// The first index of sorted `tokens` where `isAtOrAfter` holds (binary search).
    private static func firstIndex(in tokens: [Token], where isAtOrAfter: (Token) -> Bool) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(tokens[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
