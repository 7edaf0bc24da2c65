extension TokenCursor {
    /// The last token of the statement or expression that starts at `start`.
    ///
    /// Brackets are skipped whole. The statement goes on across a line break only where Swift's
    /// would: after a binary operator, `=`, `.` or `,`, before a `.member` or a binary operator,
    /// and before a labeled trailing closure (`} message: {`). It stops before a closer it did not
    /// open, a `;`, or a `,`.
    func statementEnd(from start: Int) -> Int {
        guard start < tokens.count else { return max(0, tokens.count - 1) }
        var index = start
        // Real statements are far shorter; the cap keeps one-line garbage from going quadratic.
        for _ in 0..<Self.statementLimit {
            if let close = closer(of: index) { index = close }
            let next = index + 1
            guard next < tokens.count else { return index }
            if isCloser(next) || isSymbol(next, UInt8(ascii: ";")) || isSymbol(next, UInt8(ascii: ",")) {
                return index
            }
            if lineBreakAfter(index), !continuesAcrossLineBreak(index) { return index }
            index = next
        }
        return index
    }

    /// The most top-level tokens a statement may have.
    static let statementLimit = 256

    private func continuesAcrossLineBreak(_ index: Int) -> Bool {
        let next = index + 1
        if isBinaryOperator(index) || isSymbol(index, UInt8(ascii: ".")) || isSymbol(index, UInt8(ascii: ","))
            || isSymbol(index, UInt8(ascii: ":"))
        {
            return true
        }
        // A line opening with `:` is the rest of a ternary (`? a` then `: b` on their own lines).
        if isSymbol(next, UInt8(ascii: ".")) || isSymbol(next, UInt8(ascii: ":")) || isBinaryOperator(next) { return true }
        if isSymbol(index, UInt8(ascii: "}")), isWord(next), isSymbol(next + 1, UInt8(ascii: ":")),
            isSymbol(next + 2, UInt8(ascii: "{"))
        {
            return true
        }
        return false
    }

    /// An operator standing between two operands: spaced on both sides, or `=`; never the
    /// postfix `?`/`!` of optional chaining, though a `?` spaced on both sides is a ternary's.
    private func isBinaryOperator(_ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index].kind == .operator else { return false }
        if isSymbol(index, UInt8(ascii: "!")) { return false }
        let range = tokens[index].range
        guard range.start > 0 else { return false }
        let before = isSpace(bytes[range.start - 1])
        let after = range.end < bytes.count ? isSpace(bytes[range.end]) : true
        if isSymbol(index, UInt8(ascii: "?")) { return before && after }
        return before == after
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The first token of the statement holding `index` on its line: walks back over the
    /// `let x =` / `self.` that can precede a use, at most a few tokens.
    func statementStart(before index: Int) -> Int {
        var start = index
        if isSymbol(start - 1, UInt8(ascii: ".")), isWord(start - 2, "self") { start -= 2 }
        if isOperator(start - 1, "="), isWord(start - 2), isWord(start - 3, "let") || isWord(start - 3, "var") {
            start -= 3
        }
        return start
    }
}
