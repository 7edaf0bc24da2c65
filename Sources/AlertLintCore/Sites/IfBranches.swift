/// Which arm of an `if` / `else if` / `else` chain a block is, so that actions added in different
/// arms are known never to show together.
extension TokenCursor {
    /// How many arms, and condition tokens per arm, are followed back before giving up.
    private static let chainLimit = 64

    /// The chain and arm whose body opens at `open`: `if c {`, `} else if c {` or `} else {`.
    /// `nil` for any other block (a loop, a closure, `guard … else {`).
    func ifBranch(armOpen open: Int) -> AlertAction.Branch? {
        guard isSymbol(open, UInt8(ascii: "{")) else { return nil }
        var arm = open
        for _ in 0..<Self.chainLimit {
            let start: Int
            if isWord(arm - 1, "else") {
                start = arm - 1
            } else if let keyword = conditionStart(before: arm) {
                start = keyword
            } else {
                return nil
            }
            // `} else …`: the chain began at an earlier arm.
            if isWord(start, "else") || isWord(start - 1, "else") {
                let elseToken = isWord(start, "else") ? start : start - 1
                guard isSymbol(elseToken - 1, UInt8(ascii: "}")), let previous = opener(of: elseToken - 1) else { return nil }
                arm = previous
                continue
            }
            return AlertAction.Branch(chain: range(start).start, arm: range(open).start)
        }
        return nil
    }

    /// Whether the arm whose body opens at `open` runs only behind a debug gate: its own `if`
    /// condition names something with “debug” in it (`isUnderDebugger()`,
    /// `FeatureFlags.allowDebugFeatures`) and negates nothing. `else` arms are not gated.
    func isDebugGate(armOpen open: Int) -> Bool {
        guard isSymbol(open, UInt8(ascii: "{")), !isWord(open - 1, "else"), let keyword = conditionStart(before: open) else { return false }
        return isDebugCondition((keyword + 1)..<open)
    }

    /// Whether the body opening at `open` starts with `guard <debug flag> else { return }`
    /// (`guard FeatureFlags.allowDebugFeatures else { return }`): all of it runs in debug only.
    func startsWithDebugGuard(bodyOpen open: Int) -> Bool {
        guard isWord(open + 1, "guard") else { return false }
        var end = open + 2
        while end < count, end < open + 2 + Self.chainLimit * 4, !isWord(end, "else") {
            // One condition, no closure: `guard a, b` or `guard x.first { … }` is not a plain flag.
            if isSymbol(end, UInt8(ascii: "{")) || isSymbol(end, UInt8(ascii: "}")) || isSymbol(end, UInt8(ascii: ",")) { return false }
            end += 1
        }
        return isWord(end, "else") && isSymbol(end + 1, UInt8(ascii: "{")) && isWord(end + 2, "return")
            && isSymbol(end + 3, UInt8(ascii: "}"))
            && isDebugCondition((open + 2)..<end)
    }

    /// A condition that names something with “debug” in it and negates or compares nothing.
    private func isDebugCondition(_ tokensRange: Range<Int>) -> Bool {
        var namesDebug = false
        for index in tokensRange {
            if tokens[index].kind == .operator, isSymbol(index, UInt8(ascii: "!")) || isOperator(index, "==") || isOperator(index, "!=") {
                return false
            }
            if tokens[index].kind == .identifier, text(index).lowercased().contains("debug") { namesDebug = true }
        }
        return namesDebug
    }

    /// The `{` that opens the top-level block of `first...last` holding `index`, if any:
    /// the arm of an `if` statement a button sits in.
    func enclosingArm(of index: Int, in first: Int, _ last: Int) -> Int? {
        var token = first
        while token <= last, token < index {
            guard let close = closer(of: token) else {
                token += 1
                continue
            }
            if close > index { return isSymbol(token, UInt8(ascii: "{")) ? token : nil }
            token = close + 1
        }
        return nil
    }

    /// The arms of the `if` chains nested in the arm opening at `open` that hold `index`, outermost
    /// first (a button of `if a { if b { … } else { … } }`); at most `chainLimit` levels.
    func innerArms(of index: Int, below open: Int) -> [AlertAction.Branch] {
        var arms: [AlertAction.Branch] = []
        var outer = open
        for _ in 0..<Self.chainLimit {
            guard let close = closer(of: outer), let nested = enclosingArm(of: index, in: outer + 1, close - 1) else { break }
            if let branch = ifBranch(armOpen: nested) { arms.append(branch) }
            outer = nested
        }
        return arms
    }

    /// The `if` keyword of the condition that ends just before `open`; conditions hold brackets
    /// but no bare `{`, `}` or `;`, and no statement keyword.
    private func conditionStart(before open: Int) -> Int? {
        var index = open - 1
        for _ in 0..<Self.chainLimit {
            guard index >= 0 else { return nil }
            if isWord(index, "if") { return index }
            if let opener = opener(of: index) {
                // `)` or `]` of a call or subscript in the condition; a `}` ends the search.
                guard !isSymbol(index, UInt8(ascii: "}")) else { return nil }
                index = opener - 1
                continue
            }
            if isSymbol(index, UInt8(ascii: "{")) || isSymbol(index, UInt8(ascii: "}")) || isSymbol(index, UInt8(ascii: ";")) {
                return nil
            }
            if tokens[index].kind == .keyword, !Self.conditionKeywords.contains(where: { isWord(index, $0) }) { return nil }
            index -= 1
        }
        return nil
    }

    private static let conditionKeywords: [StaticString] = [
        "let", "var", "case", "is", "as", "try", "await", "true", "false", "nil", "self", "Self", "super",
    ]
}
