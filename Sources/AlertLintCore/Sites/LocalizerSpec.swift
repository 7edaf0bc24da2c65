/// A function that looks copy up in a string table: the app's own `L10n.tr`, `localized(_:)`,
/// `WMFLocalizedString`. Declared in `.alertlint.json` under `wrappers` with a `key`, so that its
/// calls resolve like `NSLocalizedString`.
public struct LocalizerSpec: Sendable, Equatable {
    /// The function's name, possibly qualified: `L10n.tr`, `localized`.
    public var name: String
    /// The argument holding the key: a label, `"_"` for the first unlabeled argument, `"_2"` for
    /// the second, and so on.
    public var keyLabel: String
    /// The argument naming the table, if any (same spelling as `keyLabel`).
    public var tableLabel: String?
    /// The argument giving the development-language text, if any.
    public var valueLabel: String?

    public init(name: String, keyLabel: String = "_", tableLabel: String? = nil, valueLabel: String? = nil) {
        self.name = name
        self.keyLabel = keyLabel
        self.tableLabel = tableLabel
        self.valueLabel = valueLabel
    }

    /// SwiftGen's generated `tr(table, key, args…, fallback:)`, known without configuration.
    public static let swiftGen = LocalizerSpec(name: "tr", keyLabel: "_2", tableLabel: "_", valueLabel: "fallback")

    /// Whether a call spelled `dottedName` calls this function: the whole name, or its last part
    /// when the spec is unqualified.
    func matches(_ dottedName: String) -> Bool {
        if dottedName == name { return true }
        guard !name.contains("."), let last = dottedName.split(separator: ".").last else { return false }
        return last == name
    }
}
