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
        // Over UTF-8 bytes: every constant and every call's operand asks this of every spec.
        var dotted = dottedName, spec = name
        return dotted.withUTF8 { dotted in
            spec.withUTF8 { spec in
                let dot = UInt8(ascii: ".")
                guard !spec.contains(dot), let lastDot = dotted.lastIndex(of: dot) else { return false }
                let last = UnsafeBufferPointer(rebasing: dotted[(lastDot + 1)...])
                // Names outside ASCII compare as Swift compares strings (canonical equivalence).
                guard !SWAR.hasHighBit(in: last), !SWAR.hasHighBit(in: spec) else {
                    return String(decoding: last, as: UTF8.self) == name && !last.isEmpty
                }
                return last.elementsEqual(spec)
            }
        }
    }
}
