/// Reads a String Catalog (`.xcstrings`): JSON with `sourceLanguage` and
/// `strings` → key → `localizations` → language → `stringUnit` or `variations` (`plural`,
/// `device`) → form → `stringUnit`.
///
/// A key with no entry in the source language shows the key itself, as Xcode does; its location
/// is the key's own line.
public enum StringCatalogParser {
    /// The catalog's entries; the languages `keepsText` turns down are read for their keys only
    /// (`ParsedTable.keepingText(of:)`). Read in one walk that builds only what it keeps
    /// (`CatalogReader`); a catalog it stops at is parsed whole, for the error's place and words.
    public static func parse(
        _ bytes: [UInt8], path: String, tableName: String, keepsText: (String) -> Bool = { _ in true }
    ) -> ParsedTable {
        if let table = CatalogReader.read(bytes, path: path, tableName: tableName, keepsText: keepsText) { return table }
        return parseDocument(bytes, path: path, tableName: tableName).keepingText(of: keepsText)
    }

    /// The catalog parsed as a whole document, positions recorded by path: what `CatalogReader`
    /// must agree with, and the error when the bytes are not a catalog.
    static func parseDocument(_ bytes: [UInt8], path: String, tableName: String) -> ParsedTable {
        var table = ParsedTable(name: tableName)
        let document: JSONDocument
        do {
            document = try JSONParser.parseWithPositions(bytes, recording: recorded)
        } catch {
            let location = FileLocation(path: path, line: error.line, column: error.column)
            table.problems.append(TableProblem("not a String Catalog: \(error.message)", location))
            return table
        }
        let locate = { (position: JSONPosition?) in location(of: position, in: bytes, path: path) }
        let source = document.value["sourceLanguage"]?.stringValue
        table.sourceLanguage = source
        guard let strings = document.value["strings"]?.objectValue else { return table }
        for (key, entry) in strings {
            let localizations = entry["localizations"]?.objectValue ?? JSONObject()
            for (language, localization) in localizations {
                guard let found = forms(of: localization) else { continue }
                // One path built per entry: the value's, where the entry is reported.
                let path = JSONPath([.key("strings"), .key(key), .key("localizations"), .key(language)] + found.valuePath)
                table.entries[language, default: []].append(
                    TableEntry(key: key, text: found.first, variants: found.forms, location: locate(document.position(of: path))))
            }
            if let source, localizations[source] == nil {
                let keyPath = JSONPath([.key("strings"), .key(key)])
                table.entries[source, default: []].append(
                    TableEntry(key: key, text: key, location: locate(document.position(ofKey: keyPath)), isKeyItself: true))
            }
        }
        return table
    }

    /// The positions the entries are reported at: each key of `strings` (for a key that stands for
    /// its own text) and each string unit's `value`.
    static let recorded = JSONPositionSelection.keys(of: JSONPath.root.appending(key: "strings"), valuesEndingIn: ["stringUnit", "value"])

    /// The forms of one localization: none for a plain string unit, else each variation's name.
    /// `first` is the text linted (`other`, else the first form) and `valuePath` the path of its
    /// `value` inside the localization.
    private static func forms(of localization: JSONValue)
        -> (forms: [String: String], first: String, valuePath: [JSONPath.Component])?
    {
        if let value = localization["stringUnit"]?["value"]?.stringValue {
            return ([:], value, [.key("stringUnit"), .key("value")])
        }
        guard let variations = localization["variations"]?.objectValue else { return nil }
        for (kind, cases) in variations {
            guard let cases = cases.objectValue else { continue }
            var forms: [String: String] = [:]
            var shown: (String, [JSONPath.Component])?
            for (name, form) in cases {
                guard let value = form["stringUnit"]?["value"]?.stringValue else { continue }
                forms[name] = value
                // The `other` form is the one shown most; else the first there is.
                if shown == nil || name == "other" {
                    shown = (value, [.key("variations"), .key(kind), .key(name), .key("stringUnit"), .key("value")])
                }
            }
            if let shown { return (forms, shown.0, shown.1) }
        }
        return nil
    }

    static func location(of position: JSONPosition?, in bytes: [UInt8], path: String) -> FileLocation {
        guard let position else { return FileLocation(path: path, line: 1, column: 1) }
        return FileLocation(
            path: path, line: position.line, column: scalarColumn(bytes, offset: position.offset, byteColumn: position.column))
    }

    /// The 1-based column in scalars of a position the JSON parser gives in UTF-8 bytes.
    static func scalarColumn(_ bytes: [UInt8], offset: Int, byteColumn: Int) -> Int {
        let lineStart = max(0, offset - (byteColumn - 1))
        guard lineStart <= offset, offset <= bytes.count else { return byteColumn }
        return bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
}
