/// One argument of a call: `title: "Delete"` or an unlabeled `"Delete"`.
struct CallArgument {
    /// Token index of the label, if the argument has one.
    var label: Int?
    /// First token of the argument (the label when there is one).
    var start: Int
    /// First and last token of the value; `valueEnd < valueStart` for an empty value.
    var valueStart: Int
    var valueEnd: Int

    var hasValue: Bool { valueEnd >= valueStart }
}

/// A closure written after a call: `{ … }` or `message: { … }`.
struct TrailingClosure {
    var label: Int?
    var open: Int
    var close: Int
}

extension TokenCursor {
    /// The comma-separated top-level parts between the opener at `open` and its closer, as
    /// inclusive token ranges; empty when the opener is unpaired.
    func elements(of open: Int) -> [ClosedRange<Int>] {
        guard let close = closer(of: open) else { return [] }
        var parts: [ClosedRange<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if let inner = closer(of: index) {
                index = inner + 1
                continue
            }
            if isSymbol(index, UInt8(ascii: ",")) {
                if index > start { parts.append(start...(index - 1)) }
                start = index + 1
            }
            index += 1
        }
        if close > start { parts.append(start...(close - 1)) }
        return parts
    }

    /// The arguments of the call whose `(` is at `open`.
    func arguments(of open: Int) -> [CallArgument] {
        guard let close = closer(of: open) else { return [] }
        var arguments: [CallArgument] = []
        arguments.reserveCapacity(4)
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index < close, let inner = closer(of: index) {
                index = inner + 1
                continue
            }
            if index == close || isSymbol(index, UInt8(ascii: ",")) {
                if index > start { arguments.append(argument(start, index - 1)) }
                start = index + 1
            }
            index += 1
        }
        return arguments
    }

    private func argument(_ first: Int, _ last: Int) -> CallArgument {
        if isWord(first), first + 1 <= last, isSymbol(first + 1, UInt8(ascii: ":")) {
            return CallArgument(label: first, start: first, valueStart: first + 2, valueEnd: last)
        }
        return CallArgument(label: nil, start: first, valueStart: first, valueEnd: last)
    }

    /// The argument labeled `label`; `"_"` asks for the first argument when it is unlabeled.
    func argument(_ arguments: [CallArgument], labeled label: StaticString) -> CallArgument? {
        for argument in arguments {
            if let labelIndex = argument.label {
                if isWord(labelIndex, label) { return argument }
            }
        }
        return nil
    }

    /// The argument labeled by the bytes of `label` (`"_"` for the first unlabeled one).
    func argument(_ arguments: [CallArgument], labeledBytes label: [UInt8]) -> CallArgument? {
        if label == [UInt8(ascii: "_")] {
            guard let first = arguments.first, first.label == nil else { return nil }
            return first
        }
        for argument in arguments {
            guard let labelIndex = argument.label else { continue }
            let range = nameRange(labelIndex)
            if range.length == label.count, bytes[range.start..<range.end].elementsEqual(label) { return argument }
        }
        return nil
    }

    func firstUnlabeled(_ arguments: [CallArgument]) -> CallArgument? {
        guard let first = arguments.first, first.label == nil, first.hasValue else { return nil }
        return first
    }

    /// The closures written after the token at `index` (a `)` or a bare callee).
    func trailingClosures(after index: Int) -> [TrailingClosure] {
        var closures: [TrailingClosure] = []
        var next = index + 1
        if isSymbol(next, UInt8(ascii: "{")), let close = closer(of: next) {
            closures.append(TrailingClosure(label: nil, open: next, close: close))
            next = close + 1
        }
        // Labeled trailing closures only follow a first, unlabeled one.
        while !closures.isEmpty, isWord(next), isSymbol(next + 1, UInt8(ascii: ":")),
            isSymbol(next + 2, UInt8(ascii: "{")), let close = closer(of: next + 2)
        {
            closures.append(TrailingClosure(label: next, open: next + 2, close: close))
            next = close + 1
        }
        return closures
    }

    /// The last token of the closures written after `index`, or `index` when there are none.
    func trailingClosuresEnd(after index: Int) -> Int {
        var next = index + 1
        guard isSymbol(next, UInt8(ascii: "{")), let first = closer(of: next) else { return index }
        var end = first
        next = first + 1
        while isWord(next), isSymbol(next + 1, UInt8(ascii: ":")), isSymbol(next + 2, UInt8(ascii: "{")),
            let close = closer(of: next + 2)
        {
            end = close
            next = close + 1
        }
        return end
    }

    /// Whether the tokens `first...last` are exactly one `{ … }` closure.
    func isClosure(_ first: Int, _ last: Int) -> Bool {
        isSymbol(first, UInt8(ascii: "{")) && closer(of: first) == last
    }

    /// The first token of a closure's body, after an `x, y in` parameter header if there is one.
    func closureBodyStart(_ open: Int) -> Int {
        guard let close = closer(of: open) else { return open + 1 }
        var index = open + 1
        var steps = 0
        // A header is short: a few names, commas, a parenthesized list, maybe a type.
        while index < close, steps < 24 {
            if isWord(index, "in") { return index + 1 }
            if !looksLikeClosureHeader(index) { break }
            if let inner = closer(of: index) { index = inner }
            index += 1
            steps += 1
        }
        return open + 1
    }

    /// Tokens a closure's parameter header may hold: names, `_`, commas, `:`, `->`, grouped
    /// lists and a few keywords; anything else means the body has begun.
    private func looksLikeClosureHeader(_ index: Int) -> Bool {
        let kind = tokens[index].kind
        switch kind {
        case .identifier, .attribute:
            return true
        case .keyword:
            return isWord(index, "_") || isWord(index, "throws") || isWord(index, "async")
                || isWord(index, "self") || isWord(index, "weak") || isWord(index, "unowned")
                || isWord(index, "inout") || isWord(index, "some") || isWord(index, "any")
        case .punctuation:
            return isSymbol(index, UInt8(ascii: ",")) || isSymbol(index, UInt8(ascii: ":"))
                || isSymbol(index, UInt8(ascii: "(")) || isSymbol(index, UInt8(ascii: "["))
                || isSymbol(index, UInt8(ascii: "?")) || isSymbol(index, UInt8(ascii: "!"))
                || isSymbol(index, UInt8(ascii: "."))
        case .operator:
            return isOperator(index, "->") || isOperator(index, "_") || isSymbol(index, UInt8(ascii: "?"))
        default:
            return false
        }
    }
}
