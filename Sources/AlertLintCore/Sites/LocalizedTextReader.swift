/// Localized calls and named constants as alert copy: the pieces `readOperand` hands over.
extension TokenCursor {
    /// The lookup a localized call makes, when its key is a plain literal. `formatsInterpolations`:
    /// the API writes a key's interpolations as format specifiers before it looks the key up
    /// (`String(localized: "Delete \(count) files")`, `LocalizedStringKey`); each stays
    /// `TextValue.placeholder` in the key, and the resolver finds which specifiers the tables hold
    /// (`LocalizationTables.formattedKey`). One literal only: a sum is a `String`, not a key.
    func lookup(key: CallArgument?, table: CallArgument?, value: CallArgument?, formatsInterpolations: Bool = false) -> LocalizedReference?
    {
        guard let key, let pieces = literalPieces(key),
            !pieces.contains(where: \.hasInterpolation) || (formatsInterpolations && pieces.count == 1)
        else { return nil }
        return LocalizedReference(key: pieces.map(\.value).joined(), table: plainLiteral(table), hasDefaultValue: value?.hasValue ?? false)
    }

    /// `NSLocalizedString`, and the many app-specific copies of it (`WMFLocalizedString`,
    /// `OWSLocalizedString`) that keep its name and its `value:` label.
    func isLocalizedStringFunction(_ index: Int) -> Bool {
        guard isWord(index) else { return false }
        let range = tokens[index].range
        let suffix: StaticString = "LocalizedString"
        let length = suffix.utf8CodeUnitCount
        guard range.length >= length else { return false }
        // Compared in place: it is asked of most calls a reader meets.
        return spells(ByteRange(range.end - length, range.end), suffix)
    }

    /// The configured localizer an unqualified call `name(…)` makes, if any.
    func localizer(named index: Int) -> LocalizerSpec? {
        // SwiftGen's older templates call `tr(…)` unqualified inside `L10n`.
        if isWord(index, "tr") { return localizers.first { $0.name == "tr" } ?? .swiftGen }
        guard !localizers.isEmpty else { return nil }
        let name = text(index)
        return localizers.first { $0.name == name }
    }

    /// `A.b`, `A.B.c(…)`, `L10n.tr("Localizable", "key")`: a localizer call resolves to its key and
    /// fallback; anything else type-qualified becomes a constant reference, unknown until the
    /// workspace's `ConstantIndex` resolves it.
    func readMemberOperand(_ first: Int, _ last: Int, _ whole: ByteRange) -> TextValue {
        var index = first
        var parts: [String] = [text(first)]
        while isSymbol(index + 1, UInt8(ascii: ".")), isWord(index + 2), index + 2 <= last {
            index += 2
            parts.append(text(index))
        }
        let name = parts.joined(separator: ".")
        var value = TextValue.unknown(whole)
        if index == last {
            if isTypeName(parts) { value.constantReference = name }
            return value
        }
        guard isSymbol(index + 1, UInt8(ascii: "(")), closer(of: index + 1) == last else { return value }
        if let spec = localizers.first(where: { $0.matches(name) }) {
            return readLocalizerCall(spec, open: index + 1, whole: whole)
        }
        if LocalizerSpec.swiftGen.matches(name) {
            let call = readLocalizerCall(LocalizerSpec.swiftGen, open: index + 1, whole: whole)
            if call.localization != nil { return call }
        }
        if isTypeName(parts) { value.constantReference = name }
        return value
    }

    /// A call of a localizer: its fallback text (or its key), with the lookup it makes.
    func readLocalizerCall(_ spec: LocalizerSpec, open: Int, whole: ByteRange) -> TextValue {
        let arguments = arguments(of: open)
        let key = localizerArgument(arguments, spec.keyLabel)
        let valueArgument = spec.valueLabel.flatMap { localizerArgument(arguments, $0) }
        guard
            let reference = lookup(
                key: key, table: spec.tableLabel.flatMap { localizerArgument(arguments, $0) },
                value: valueArgument)
        else { return TextValue.unknown(whole) }
        var value = TextValue(text: nil, range: whole, isLocalized: true)
        if let fallback = valueArgument, let literals = literalPieces(fallback) {
            value = TextValue(text: literals.map(\.value).joined(), range: whole, literals: literals, isLocalized: true)
        } else if let key, let literals = literalPieces(key) {
            value = TextValue(text: literals.map(\.value).joined(), range: whole, literals: literals, isLocalized: true)
        }
        value.localization = reference
        return value
    }

    /// `"_"`: the first unlabeled argument; `"_2"`: the second; else the argument with that label.
    private func localizerArgument(_ arguments: [CallArgument], _ label: String) -> CallArgument? {
        if label.hasPrefix("_") {
            let position = label == "_" ? 1 : Int(label.dropFirst()) ?? 0
            let unlabeled = arguments.filter { $0.label == nil }
            return position >= 1 && position <= unlabeled.count ? unlabeled[position - 1] : nil
        }
        return argument(arguments, labeledBytes: Array(label.utf8))
    }

    /// The literals of an argument that is one literal or a sum of literals (`"Camera access is
    /// required. " + "Enable it in Settings."`, a key split over two lines), in order.
    private func literalPieces(_ argument: CallArgument) -> [StringLiteral]? {
        argument.hasValue ? stringLiterals(argument.valueStart, argument.valueEnd) : nil
    }

    /// The literals of `first...last` when it is one string literal or a sum of them.
    func stringLiterals(_ first: Int, _ last: Int) -> [StringLiteral]? {
        var pieces: [StringLiteral] = []
        var index = first
        while index <= last, isString(index) {
            pieces.append(StringLiteral.decode(tokens[index], in: source))
            if index == last { return pieces }
            guard isOperator(index + 1, "+") else { return nil }
            index += 2
        }
        return nil
    }

    /// The text of an argument that is one literal, or a sum of them, without interpolation.
    func plainLiteral(_ argument: CallArgument?) -> String? {
        guard let argument, let pieces = literalPieces(argument), !pieces.contains(where: \.hasInterpolation) else { return nil }
        return pieces.map(\.value).joined()
    }

    /// `UserText.deleteTitle` names a type first; `alert.title` or `self.title` do not.
    private func isTypeName(_ parts: [String]) -> Bool {
        guard parts.count >= 2, let first = parts.first?.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }
}

extension TokenCursor {
    /// `localizedString("Fan helper needs your approval")`, `Bundle.module.localized("Error")`: a
    /// function of the app's own called with a key. Read as a lookup of the key by the member
    /// `func:NAME`, which the workspace resolves only if it declares such a function (see
    /// `ConstantScanner.localizingFunction`); otherwise it stays unknown.
    func appLocalizerCall(_ lower: Int, _ upper: Int, _ whole: ByteRange) -> TextValue? {
        guard upper > lower, isSymbol(upper, UInt8(ascii: ")")) else { return nil }
        var name = lower
        while isWord(name), isSymbol(name + 1, UInt8(ascii: ".")), isWord(name + 2) { name += 2 }
        guard isWord(name), isOpen(name + 1, UInt8(ascii: "(")), closer(of: name + 1) == upper,
            let first = bytes[range(name).start...].first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            !isLocalizedStringFunction(name), localizer(named: name) == nil, !isWord(name, "tr"),
            // A configured localizer (`Strings.localized`) is read as configured.
            !localizers.contains(where: { $0.name == text(lower) || $0.name.hasSuffix("." + text(name)) })
        else { return nil }
        let arguments = arguments(of: name + 1)
        guard let key = arguments.first, key.label == nil, key.valueStart == key.valueEnd, isString(key.valueStart) else { return nil }
        let literal = StringLiteral.decode(tokens[key.valueStart], in: source)
        guard !literal.hasInterpolation else { return nil }
        var value = TextValue(text: literal.value, range: whole, literals: [], isLocalized: true)
        value.localizingMember = "func:" + text(name)
        value.localization = LocalizedReference(key: literal.value)
        return value
    }
}
