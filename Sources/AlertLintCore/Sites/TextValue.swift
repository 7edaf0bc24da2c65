/// A piece of alert copy as the code spells it: a literal, a concatenation, a localized call.
///
/// `text` is `nil` when the engine cannot see the value (a variable, a call): rules never guess.
/// Interpolations are kept as placeholders (`\u{FFFC}`) so "Delete \(name)?" still reads as a
/// question that starts with Delete.
public struct TextValue: Sendable {
    /// The character standing for an interpolated expression in `text`.
    public static let placeholder: Character = "\u{FFFC}"

    public var text: String?
    /// The whole expression in the source.
    public var range: ByteRange
    /// The literal pieces that make up `text`, in order, for fixes that edit words in place.
    public var literals: [StringLiteral]
    /// True when the text went through `NSLocalizedString`, `String(localized:)` or similar.
    public var isLocalized: Bool

    public init(text: String?, range: ByteRange, literals: [StringLiteral] = [], isLocalized: Bool = false) {
        self.text = text
        self.range = range
        self.literals = literals
        self.isLocalized = isLocalized
    }

    public static func unknown(_ range: ByteRange) -> TextValue { TextValue(text: nil, range: range) }

    public var isKnown: Bool { text != nil }
}

extension TextValue {
    /// The text with each placeholder shown as the interpolation the code wrote (`\(name)`), for
    /// people reading the copy; `nil` when unknown.
    public func readableText(in source: SourceText) -> String? {
        guard let text else { return nil }
        let placeholder = TextValue.placeholder
        guard text.contains(placeholder) else { return text }
        var expressions = literals.flatMap(\.interpolations).map { "\\(" + source.text($0) + ")" }.makeIterator()
        var result = ""
        for character in text {
            if character == placeholder {
                result += expressions.next() ?? "\\(…)"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
