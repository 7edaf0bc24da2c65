/// A place in another file than the one being linted — a string-table entry, a constant's
/// declaration: the path as the caller gave it, a 1-based line and a 1-based column counted in
/// Unicode scalars of the decoded line.
public struct FileLocation: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// One key of one string table in one language.
public struct TableEntry: Sendable, Hashable {
    public var key: String
    /// The text shown; for a plural or device variation, the `other` form (else the first).
    public var text: String
    /// Every form of a plural or device variation (`one`, `other`, `iphone`, …), `text` included.
    public var variants: [String: String]
    public var location: FileLocation
    /// A String Catalog key with no text in the source language: the key stands for its text,
    /// unless the code gives a default value, which then shows instead.
    public var isKeyItself: Bool

    public init(key: String, text: String, variants: [String: String] = [:], location: FileLocation, isKeyItself: Bool = false) {
        self.key = key
        self.text = text
        self.variants = variants
        self.location = location
        self.isKeyItself = isKeyItself
    }
}

/// Something a table parser could not read; the rest of the table is still used.
public struct TableProblem: Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: FileLocation

    public init(_ message: String, _ location: FileLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location.path):\(location.line):\(location.column): \(message)" }
}

/// What one table file holds: entries by language (a `.strings` file has one language, a String
/// Catalog many).
public struct ParsedTable: Sendable {
    /// The table's name: the file name without extension (`Localizable`).
    public var name: String
    public var entries: [String: [TableEntry]]
    /// Languages read for their keys only (`keepingText(of:)`): no rule reads their text, but a key
    /// they hold is still known to be translated.
    public var keys: [String: TableKeys] = [:]
    /// A String Catalog's `sourceLanguage`.
    public var sourceLanguage: String?
    public var problems: [TableProblem]

    public init(
        name: String, entries: [String: [TableEntry]] = [:], sourceLanguage: String? = nil,
        problems: [TableProblem] = []
    ) {
        self.name = name
        self.entries = entries
        self.sourceLanguage = sourceLanguage
        self.problems = problems
    }

    /// The table with only the keys of the languages `keeps` turns down.
    public func keepingText(of keeps: (String) -> Bool) -> ParsedTable {
        var table = self
        for (language, list) in entries where !keeps(language) {
            table.entries[language] = nil
            var keys = table.keys[language] ?? TableKeys()
            for entry in list { keys.add(entry.key) }
            table.keys[language] = keys
        }
        return table
    }
}
