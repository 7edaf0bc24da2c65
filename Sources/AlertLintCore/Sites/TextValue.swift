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

    /// The string-table lookup the code makes (`NSLocalizedString("alert.title", …)`), when its
    /// key is a literal.
    public var localization: LocalizedReference?
    /// A type-qualified constant the code names instead of a literal (`UserText.deleteTitle`,
    /// `L10n.Settings.title`); resolved through the workspace's `ConstantIndex`.
    public var constantReference: String?
    /// Where the text was read when it is not written at the site: the string-table entry or the
    /// constant's declaration. Such copy is never fixed at the site (it has no `literals`).
    public var externalLocation: FileLocation?
    /// The language of a table text (`zh-Hans`); `nil` for copy as the code writes it.
    public var language: String?
    /// True when the tables lack the key in the language read (or in every language).
    public var missingTranslation: Bool = false
    /// True when the code's literal is a key other languages' tables translate: editing it would
    /// leave those translations behind, so no fix edits it.
    public var keyHasTranslations = false
    /// The values the code chooses between (`isEditing ? "Discard Edits" : "Discard"`, a local
    /// assigned in branches), each with its own range: every one is linted as the alert's copy in
    /// turn. Empty when there is one value; `text` is then the first's.
    public var alternatives: [TextValue] = []
    /// The enclosing function's parameter the copy is (`title` in `func show(title: String)`), by
    /// position: the function is an alert helper, and its callers pass the copy.
    public var parameter: Int?
    /// A `String` extension member the literal goes through (`"alert.title".localized`): the key
    /// is looked up in the tables only when the workspace declares that member as a lookup.
    public var localizingMember: String?
    /// The right side of `a ?? b`: shown only when the choice before it is `nil`.
    public var isFallback = false
    /// The types `constantReference` is looked up from when they are not its site's (a helper's
    /// own copy, shown at a call in another type).
    public var typeScope: [String]?
    /// Read through `if let name = parameter {`: the code that shows it runs only when the
    /// caller passes a value, so a call that passes `nil` does not show it.
    public var isUnwrapped = false

    public init(text: String?, range: ByteRange, literals: [StringLiteral] = [], isLocalized: Bool = false) {
        self.text = text
        self.range = range
        self.literals = literals
        self.isLocalized = isLocalized
    }

    public static func unknown(_ range: ByteRange) -> TextValue { TextValue(text: nil, range: range) }

    public var isKnown: Bool { text != nil }

    /// The same value as one choice of its own, without the others.
    var withoutAlternatives: TextValue {
        var value = self
        value.alternatives = []
        return value
    }

    /// The lookup key of a localized text, if the code spells it.
    public var localizationKey: String? { localization?.key }
    /// The table a localized text is looked up in (`Localizable` when the code names none).
    public var tableName: String? { localization.map { $0.table ?? LocalizedReference.defaultTable } }
}

/// A localized lookup as the code writes it: `NSLocalizedString("key", tableName: "T", value: "…")`.
public struct LocalizedReference: Sendable, Hashable {
    public static let defaultTable = "Localizable"

    public var key: String
    /// The table the code names; `nil` for the default `Localizable`.
    public var table: String?
    /// True when the call itself gives the development-language text (`value:`, `defaultValue:`,
    /// `fallback:`), which then wins over the table.
    public var hasDefaultValue: Bool
    /// False for SwiftUI's implicit keys (`Button("Delete")`, `Text("Done")`): most are English
    /// text that the String Catalog picks up at build time, so one missing from every table is
    /// not reported.
    public var isExplicit: Bool

    /// Whether the key holds interpolations (`TextValue.placeholder`), which the tables spell as
    /// format specifiers (`LocalizationTables.formattedKey`). Asked of every key resolved: read as
    /// scalars, not as characters.
    public var isInterpolated: Bool { key.unicodeScalars.contains(Copy.placeholderScalar) }

    public init(key: String, table: String? = nil, hasDefaultValue: Bool = false, isExplicit: Bool = true) {
        self.key = key
        self.table = table
        self.hasDefaultValue = hasDefaultValue
        self.isExplicit = isExplicit
    }
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
