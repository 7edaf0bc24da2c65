/// Every string table of a workspace: language → table → key → entry.
///
/// Built by the CLI and the LSP server from the files they find (`*.lproj/*.strings`,
/// `*.xcstrings`); the engine only looks things up.
public struct LocalizationTables: Sendable {
    private var entries: [String: [String: [String: TableEntry]]] = [:]
    private var sourceLanguages: [String] = []
    /// Languages whose keys alone were read (`ParsedTable.keys`).
    private var keyedLanguages: Set<String> = []
    /// Table → the hash (`TableKeys.hash`) of every key any language has, so `contains` is one
    /// lookup however many languages, and a translation's keys need no string.
    private var allKeys: [String: HashedKeys] = [:]
    /// The default table's identifier keys by their spelling (`common.button.ok` → `commonbuttonok`),
    /// for accessors a build step generates from them (`LocalString.common_button_ok`).
    private var keysBySpelling: [String: [String]] = [:]
    /// Problems the parsers reported, for the caller to show.
    public private(set) var problems: [TableProblem] = []

    public init() {}

    public init(_ tables: [ParsedTable]) {
        for table in tables { add(table) }
    }

    public mutating func add(_ table: ParsedTable) {
        // Each table's dictionary is taken out, filled and put back: one lookup per list, not
        // three per entry, and no copy, as the dictionary is never shared while it grows.
        var keys = allKeys.removeValue(forKey: table.name) ?? HashedKeys()
        let spells = table.name == LocalizedReference.defaultTable
        for (language, list) in table.keys where !list.hashes.isEmpty {
            // The keys an accessor may spell first, for their spelling, then every other one.
            if spells {
                list.forEachSpelledKey { hash, text in
                    if keys.insert(hash) { addSpelling(of: String(decoding: text, as: UTF8.self)) }
                }
            }
            for hash in list.hashes { keys.insert(hash) }
            keyedLanguages.insert(language)
        }
        for (language, list) in table.entries where !list.isEmpty {
            var tables = entries.removeValue(forKey: language) ?? [:]
            var keyed = tables.removeValue(forKey: table.name) ?? [:]
            if keyed.isEmpty { keyed.reserveCapacity(list.count) }
            for entry in list {
                keyed[entry.key] = entry
                if keys.insert(TableKeys.hash(entry.key)), spells { addSpelling(of: entry.key) }
            }
            tables[table.name] = keyed
            entries[language] = tables
        }
        if !keys.isEmpty { allKeys[table.name] = keys }
        if let source = table.sourceLanguage, !sourceLanguages.contains(source) { sourceLanguages.append(source) }
        problems += table.problems
    }

    public var isEmpty: Bool { entries.isEmpty && keyedLanguages.isEmpty }

    private mutating func addSpelling(of key: String) {
        guard CopyResolver.isIdentifierKey(key) || CopyResolver.isWordKey(key) else { return }
        keysBySpelling[Self.spelling(key), default: []].append(key)
    }

    /// The one identifier or one-word key of the default table that `accessor` spells with its
    /// separators and case dropped (`common_button_ok`, `Settings.privacyTitle`); `nil` when none or several do.
    public func key(spelledAs accessor: String) -> String? {
        guard let keys = keysBySpelling[Self.spelling(accessor)], keys.count == 1 else { return nil }
        return keys[0]
    }

    private static func spelling(_ name: String) -> String {
        String(
            decoding: name.utf8.compactMap { byte -> UInt8? in
                switch byte {
                case 0x41...0x5A: byte + 0x20
                case 0x61...0x7A, 0x30...0x39: byte
                default: nil
                }
            }, as: UTF8.self)
    }

    /// Every language the tables hold, sorted, those read for their keys only too; `Base` is not a
    /// language of its own.
    public var languages: [String] {
        Set(entries.keys).union(keyedLanguages).filter { $0 != Self.base }.sorted()
    }

    /// The language the app is written in: a String Catalog's `sourceLanguage`, else English when
    /// an `en.lproj` exists, else the first language.
    public var developmentLanguage: String {
        if let source = sourceLanguages.first { return source }
        if entries["en"] != nil || entries[Self.base] != nil || keyedLanguages.contains("en") { return "en" }
        return languages.first ?? "en"
    }

    /// Whether `language`'s text was read, not only its keys.
    public func hasText(of language: String) -> Bool { entries[language] != nil }

    /// The languages translated from the development language whose text was read.
    public var translations: [String] {
        let development = developmentLanguage
        return entries.keys.filter { $0 != development && $0 != Self.base }.sorted()
    }

    /// The entry for `key` in `table` (default `Localizable`) and `language`; the development
    /// language falls back on `Base.lproj`.
    public func entry(key: String, table: String?, language: String) -> TableEntry? {
        let name = table ?? LocalizedReference.defaultTable
        if let entry = entries[language]?[name]?[key] { return entry }
        guard language == developmentLanguage else { return nil }
        return entries[Self.base]?[name]?[key]
    }

    /// The key the tables hold for `key` written with interpolations (`TextValue.placeholder`),
    /// as `LocalizedStringKey` and `String.LocalizationValue` write them before looking up: each
    /// interpolation as its value's format specifier (`Delete %lld files`). The value's type is
    /// not known here, so every specifier those types use is tried; `nil` unless exactly one
    /// spelling is in `table` (or the key has more than three interpolations).
    public func formattedKey(_ key: String, table: String?) -> String? {
        let parts = key.split(separator: TextValue.placeholder, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.count <= 4 else { return nil }
        var found: String?
        var spellings = [parts[0]]
        for part in parts.dropFirst() {
            spellings = spellings.flatMap { prefix in Self.formatSpecifiers.map { prefix + $0 + part } }
        }
        for spelling in spellings where contains(key: spelling, table: table) {
            guard found == nil else { return nil }
            found = spelling
        }
        return found
    }

    /// What `LocalizedStringKey.StringInterpolation` writes for a value: `%@` for text and
    /// objects, `%lld` for `Int`, `%lf` for `Double` and the like for the other number types.
    private static let formatSpecifiers = ["%@", "%lld", "%llu", "%ld", "%lu", "%d", "%u", "%hd", "%hu", "%lf", "%f"]

    /// Whether any language has `key` in `table`.
    public func contains(key: String, table: String?) -> Bool {
        let name = table ?? LocalizedReference.defaultTable
        return allKeys[name]?.contains(TableKeys.hash(key)) ?? false
    }

    public static let base = "Base"
}
