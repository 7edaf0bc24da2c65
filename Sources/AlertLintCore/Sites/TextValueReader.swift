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
        var inner = (first, last)
        while isSymbol(inner.0, UInt8(ascii: "(")), closer(of: inner.0) == inner.1, inner.1 > inner.0 + 1 {
            inner = (inner.0 + 1, inner.1 - 1)
        }
        if let (yes, no) = ternaryBranches(inner.0, inner.1) { return alternatives(yes, no, whole: whole, swiftUI: swiftUI) }
        // `title ?? "Error"`: the value, or the fallback when it is nil; each may be what people see.
        if let (value, fallback) = coalescingOperands(inner.0, inner.1) {
            let left =
                readText(value.lowerBound, value.upperBound, swiftUI: swiftUI)
                ?? TextValue.unknown(span(value.lowerBound, value.upperBound))
            // `?? ""`: a placeholder for a value shown only when there is one.
            guard var right = readText(fallback.lowerBound, fallback.upperBound, swiftUI: swiftUI),
                right.text != "" || !right.alternatives.isEmpty
            else { return left }
            right.isFallback = true
            var combined = left
            combined.range = whole
            combined.alternatives = (left.alternatives.isEmpty ? [left] : left.alternatives) + [right]
            return combined
        }

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
            // A key looked up in a table (`NSLocalizedString("KEY") + "\n\n"`) shows the table's
            // text, which only a whole value is resolved to: the sum is not known.
            guard let pieceText = piece.text, piece.localization?.isExplicit != true else { return TextValue.unknown(whole) }
            text += pieceText
            literals += piece.literals
            isLocalized = isLocalized || piece.isLocalized
        }
        return TextValue(text: text, range: whole, literals: literals, isLocalized: isLocalized)
    }

    /// `condition ? a : b` at the top level of `first...last`: the two branches (`b` may hold
    /// another ternary). The `?` of optional chaining is punctuation, not this operator.
    func ternaryBranches(_ first: Int, _ last: Int) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        var question: Int?
        var depth = 0
        var index = first
        while index <= last {
            if let close = closer(of: index), close <= last {
                index = close + 1
                continue
            }
            if tokens[index].kind == .operator, isSymbol(index, UInt8(ascii: "?")) {
                if question == nil { question = index } else { depth += 1 }
            } else if let question, isSymbol(index, UInt8(ascii: ":")) {
                if depth == 0 {
                    guard question + 1 <= index - 1, index + 1 <= last, question > first else { return nil }
                    return ((question + 1)...(index - 1), (index + 1)...last)
                }
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    /// `a ?? b` at the top level of `first...last`, split at the first `??` (`b` may hold more).
    func coalescingOperands(_ first: Int, _ last: Int) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        var index = first
        while index <= last {
            if let close = closer(of: index), close <= last {
                index = close + 1
                continue
            }
            if tokens[index].kind == .operator, isOperator(index, "??") {
                guard index > first, index < last else { return nil }
                return (first...(index - 1), (index + 1)...last)
            }
            index += 1
        }
        return nil
    }

    /// The copy of both branches, each linted in turn; a ternary in a branch adds its own.
    private func alternatives(_ yes: ClosedRange<Int>, _ no: ClosedRange<Int>, whole: ByteRange, swiftUI: Bool) -> TextValue {
        var branches: [TextValue] = []
        for branch in [yes, no] {
            let value =
                readText(branch.lowerBound, branch.upperBound, swiftUI: swiftUI)
                ?? TextValue.unknown(span(branch.lowerBound, branch.upperBound))
            branches += value.alternatives.isEmpty ? [value] : value.alternatives
        }
        var value = branches[0]
        value.range = whole
        value.alternatives = branches
        return value
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
            // One literal, or a key split into a sum of literals (`"…scanning. " + "Please …"`).
            if let literals = stringLiterals(lower, upper) {
                let text = literals.map(\.value).joined()
                var value = TextValue(text: text, range: whole, literals: literals, isLocalized: localized || keyed)
                if let reference {
                    value.localization = reference
                } else if keyed, literals.count == 1 || !literals.contains(where: \.hasInterpolation) {
                    // An interpolation is looked up as its format specifier (`LocalizedStringKey`).
                    value.localization = LocalizedReference(key: text, isExplicit: false)
                }
                return value
            }
            // `String.localizedStringWithFormat(format, n)`: the format is the text.
            if isWord(lower, "String") || isWord(lower, "NSString"), isSymbol(lower + 1, UInt8(ascii: ".")),
                isWord(lower + 2, "localizedStringWithFormat"), isOpen(lower + 3, UInt8(ascii: "(")),
                closer(of: lower + 3) == upper, let format = firstUnlabeled(arguments(of: lower + 3)), format.hasValue
            {
                if let choice = formatChoice(format) { return choice }
                keyed = false
                lower = format.valueStart
                upper = format.valueEnd
                continue
            }
            // `"alert.title".localized` / `.localized()`: the app's own String extension.
            if isString(lower), isSymbol(lower + 1, UInt8(ascii: ".")), isWord(lower + 2),
                upper == lower + 2 || (isOpen(lower + 3, UInt8(ascii: "(")) && closer(of: lower + 3) == upper && upper == lower + 4)
            {
                let literal = StringLiteral.decode(tokens[lower], in: source)
                var value = TextValue(text: literal.value, range: whole, literals: [literal], isLocalized: true)
                value.localizingMember = text(lower + 2)
                if !literal.hasInterpolation { value.localization = LocalizedReference(key: literal.value) }
                return value
            }
            if let value = appLocalizerCall(lower, upper, whole) { return value }
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
                    reference = lookup(
                        key: inner, table: argument(arguments, labeled: "tableName"), value: nil, formatsInterpolations: true)
                    reference?.isExplicit = false
                }
            } else if isLocalizedStringFunction(lower) {
                localized = true
                let key = firstUnlabeled(arguments)
                // `value: ""` gives no text: a key missing from the table shows the key.
                let value = argument(arguments, labeled: "value").flatMap { plainLiteral($0) == "" ? nil : $0 }
                reference = lookup(key: key, table: argument(arguments, labeled: "tableName"), value: value)
                inner = value ?? key
            } else if isWord(lower, "String") {
                if let format = argument(arguments, labeled: "format") {
                    // `String(format: "Delete %@?", name)`: the format is the text, `%@` a value.
                    if let choice = formatChoice(format) { return choice }
                    inner = format
                    keyed = false
                } else if let key = argument(arguments, labeled: "localized") {
                    localized = true
                    let value = argument(arguments, labeled: "defaultValue")
                    reference = lookup(key: key, table: argument(arguments, labeled: "table"), value: value, formatsInterpolations: true)
                    inner = value ?? key
                } else {
                    inner = firstUnlabeled(arguments)
                }
            } else if isWord(lower, "LocalizedStringKey") || isWord(lower, "LocalizedStringResource") {
                localized = true
                let key = firstUnlabeled(arguments)
                let value = argument(arguments, labeled: "defaultValue")
                reference = lookup(key: key, table: argument(arguments, labeled: "table"), value: value, formatsInterpolations: true)
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

    /// `String(format: details ? A : B, name)`: a format chosen between known ones is each of them.
    private func formatChoice(_ format: CallArgument) -> TextValue? {
        guard format.hasValue, ternaryBranches(format.valueStart, format.valueEnd) != nil else { return nil }
        return readText(format.valueStart, format.valueEnd, swiftUI: false)
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
