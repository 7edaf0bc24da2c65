extension TokenCursor {
    /// Reads the expression `first...last` as alert copy.
    ///
    /// Returns `nil` for the `nil` literal (no text at all) and an unknown `TextValue` for anything
    /// the engine cannot see through. `swiftUI` says that a bare literal is taken as a
    /// `LocalizedStringKey`, as SwiftUI's `Text`, `Button` and `.alert` take it.
    func readText(_ first: Int, _ last: Int, swiftUI: Bool) -> TextValue? {
        guard first >= 0, first <= last, last < tokens.count else {
            let offset = first >= 0 && first < tokens.count ? tokens[first].range.start : 0
            return TextValue.unknown(ByteRange(offset, offset))
        }
        if first == last, isWord(first, "nil") { return nil }
        let whole = span(first, last)

        // `"a" + "b"`: each operand must be known for the sum to be known. Most copy is one operand,
        // which needs no list.
        if !hasTopLevelPlus(first, last) { return readOperand(first, last, swiftUI: swiftUI) }
        var operands: [ClosedRange<Int>] = []
        var start = first
        var index = first
        while index <= last {
            if let close = closer(of: index), close <= last {
                index = close + 1
                continue
            }
            if isOperator(index, "+") {
                guard index > start else { return TextValue.unknown(whole) }
                operands.append(start...(index - 1))
                start = index + 1
            }
            index += 1
        }
        guard start <= last else { return TextValue.unknown(whole) }
        operands.append(start...last)

        if operands.count == 1 { return readOperand(first, last, swiftUI: swiftUI) }
        var text = ""
        var literals: [StringLiteral] = []
        var isLocalized = false
        for operand in operands {
            let piece = readOperand(operand.lowerBound, operand.upperBound, swiftUI: swiftUI)
            guard let pieceText = piece.text else { return TextValue.unknown(whole) }
            text += pieceText
            literals += piece.literals
            isLocalized = isLocalized || piece.isLocalized
        }
        return TextValue(text: text, range: whole, literals: literals, isLocalized: isLocalized)
    }

    /// Whether `+` joins operands in `first...last` outside any brackets.
    private func hasTopLevelPlus(_ first: Int, _ last: Int) -> Bool {
        var index = first
        while index <= last {
            if let close = closer(of: index), close <= last {
                index = close + 1
                continue
            }
            if isOperator(index, "+") { return true }
            index += 1
        }
        return false
    }

    /// One operand: a literal, or a literal wrapped in the text and localization calls people use.
    private func readOperand(_ first: Int, _ last: Int, swiftUI: Bool) -> TextValue {
        let whole = span(first, last)
        var lower = first
        var upper = last
        var keyed = swiftUI
        var localized = false
        var reference: LocalizedReference?
        // Each pass peels one wrapper; a handful is all real code uses, and the bound keeps
        // `Text(Text(Text(…)))` garbage cheap.
        for _ in 0..<8 {
            if isSymbol(lower, UInt8(ascii: "(")), closer(of: lower) == upper, upper > lower + 1 {
                lower += 1
                upper -= 1
                continue
            }
            if lower == upper, isString(lower) {
                let literal = StringLiteral.decode(tokens[lower], in: source)
                var value = TextValue(text: literal.value, range: whole, literals: [literal], isLocalized: localized || keyed)
                if let reference {
                    value.localization = reference
                } else if keyed, !literal.hasInterpolation {
                    value.localization = LocalizedReference(key: literal.value, isExplicit: false)
                }
                return value
            }
            if isWord(lower), isSymbol(lower + 1, UInt8(ascii: ".")) {
                return readMemberOperand(lower, upper, whole)
            }
            guard isWord(lower), isSymbol(lower + 1, UInt8(ascii: "(")), let close = closer(of: lower + 1),
                close <= upper
            else { break }
            if close != upper {
                // `Text("…").bold()`: styling does not change the words.
                guard isWord(lower, "Text"), isModifierChain(close + 1, upper) else { break }
            }
            let arguments = arguments(of: lower + 1)
            let inner: CallArgument?
            if isWord(lower, "Text") {
                if let verbatim = argument(arguments, labeled: "verbatim") {
                    keyed = false
                    inner = verbatim
                } else {
                    keyed = true
                    inner = firstUnlabeled(arguments)
                    reference = lookup(key: inner, table: argument(arguments, labeled: "tableName"), value: nil)
                    reference?.isExplicit = false
                }
            } else if isLocalizedStringFunction(lower) {
                localized = true
                let key = firstUnlabeled(arguments)
                let value = argument(arguments, labeled: "value")
                reference = lookup(key: key, table: argument(arguments, labeled: "tableName"), value: value)
                inner = value ?? key
            } else if isWord(lower, "String") {
                if argument(arguments, labeled: "format") != nil { break }
                if let key = argument(arguments, labeled: "localized") {
                    localized = true
                    let value = argument(arguments, labeled: "defaultValue")
                    reference = lookup(key: key, table: argument(arguments, labeled: "table"), value: value)
                    inner = value ?? key
                } else {
                    inner = firstUnlabeled(arguments)
                }
            } else if isWord(lower, "LocalizedStringKey") || isWord(lower, "LocalizedStringResource") {
                localized = true
                let key = firstUnlabeled(arguments)
                let value = argument(arguments, labeled: "defaultValue")
                reference = lookup(key: key, table: argument(arguments, labeled: "table"), value: value)
                inner = value ?? key
            } else if let spec = localizer(named: lower) {
                localized = true
                return readLocalizerCall(spec, open: lower + 1, whole: whole)
            } else {
                break
            }
            guard let inner, inner.hasValue else { break }
            lower = inner.valueStart
            upper = inner.valueEnd
        }
        return TextValue.unknown(whole)
    }

    /// Whether `first...last` is nothing but `.name(…)` modifiers.
    private func isModifierChain(_ first: Int, _ last: Int) -> Bool {
        var index = first
        while index <= last {
            guard isSymbol(index, UInt8(ascii: ".")), isWord(index + 1) else { return false }
            index += 2
            if isSymbol(index, UInt8(ascii: "(")) {
                guard let close = closer(of: index) else { return false }
                index = close + 1
            }
        }
        return index == last + 1
    }
}
