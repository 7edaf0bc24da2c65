/// Reads a `.stringsdict` plist: each key's `NSStringLocalizedFormatKey` with its `%#@name@`
/// variables replaced by their `other` form (else their first), and every plural form of the
/// first variable kept as `variants`. Only the plist elements a stringsdict uses are read
/// (`dict`, `key`, `string`); anything else is skipped.
public enum StringsDictParser {
    public static func parse(_ bytes: [UInt8], path: String, language: String, tableName: String) -> ParsedTable {
        let (root, problems) = TextDecoding.withUTF8(bytes) { buffer in
            var cursor = UTF8Cursor(bytes: buffer, path: path)
            let root = cursor.readStringsDictRoot()
            return (root, cursor.problems)
        }
        var table = self.table(root, path: path, language: language, tableName: tableName)
        table.problems.append(contentsOf: problems)
        return table
    }

    /// The entries of a stringsdict read into `root` (nil: the file holds no dictionary).
    static func table(_ root: StringsDictValue?, path: String, language: String, tableName: String) -> ParsedTable {
        var table = ParsedTable(name: tableName)
        guard case .dict(let root)? = root else {
            table.problems.append(TableProblem("not a stringsdict property list", FileLocation(path: path, line: 1, column: 1)))
            return table
        }
        var entries: [TableEntry] = []
        for member in root {
            guard case .dict(let rule) = member.value,
                case .string(let format)? = rule.first(where: { $0.key == "NSStringLocalizedFormatKey" })?.value
            else { continue }
            var text = format
            var variants: [String: String] = [:]
            for variable in rule where variable.key != "NSStringLocalizedFormatKey" {
                guard case .dict(let forms) = variable.value else { continue }
                var plural: [String: String] = [:]
                for form in forms where !form.key.hasPrefix("NSStringFormat") {
                    if case .string(let value) = form.value { plural[form.key] = value }
                }
                guard let shown = plural["other"] ?? forms.lazy.compactMap({ plural[$0.key] }).first else { continue }
                let token = "%#@" + variable.key + "@"
                if variants.isEmpty { variants = plural.mapValues { text.replacingEvery(token, with: $0) } }
                text = text.replacingEvery(token, with: shown)
            }
            entries.append(TableEntry(key: member.key, text: text, variants: variants, location: member.location))
        }
        table.entries[language] = entries
        return table
    }
}

extension String {
    /// Every `token` replaced, matched on UTF-8 bytes as the system matches a variable in a
    /// format (the generic `replacing` costs a hundred times more on these short strings).
    fileprivate func replacingEvery(_ token: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(token.utf8)
        guard var found = Copy.firstOffset(of: pattern, in: bytes) else { return self }
        var result: [UInt8] = []
        var copied = 0
        while true {
            result += bytes[copied..<found]
            result += replacement.utf8
            copied = found + pattern.count
            guard let next = Copy.firstOffset(of: pattern, in: bytes, from: copied) else { break }
            found = next
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// The subset of an XML plist a stringsdict needs.
indirect enum StringsDictValue: Equatable {
    case string(String)
    case dict([StringsDictMember])
    case other
}

/// One key of a dictionary, located at its `<key>` tag.
struct StringsDictMember: Equatable {
    var key: String
    var value: StringsDictValue
    var location: FileLocation
}

extension UTF8Cursor {
    /// The first dictionary of the file, read whole; nil when there is none.
    mutating func readStringsDictRoot() -> StringsDictValue? {
        while let tag = nextTag() {
            if tag.name == "dict" { return tag.isEmpty ? .dict([]) : readStringsDict(depth: 0) }
        }
        return nil
    }

    /// A `<dict>`'s members, up to its `</dict>`; nesting is bounded so hostile input stays cheap.
    private mutating func readStringsDict(depth: Int) -> StringsDictValue {
        var members: [StringsDictMember] = []
        var pendingKey: (String, FileLocation)?
        while let tag = nextTag() {
            let value: StringsDictValue
            switch tag.name {
            case "/dict":
                return .dict(members)
            case "key":
                guard !tag.isEmpty else {
                    pendingKey = ("", tag.location)
                    continue
                }
                guard let key = text(until: "</key>", name: "key") else { return endingFile(members) }
                pendingKey = (key, tag.location)
                continue
            case "string":
                guard !tag.isEmpty else {
                    value = .string("")
                    break
                }
                guard let text = text(until: "</string>", name: "string") else { return endingFile(members) }
                value = .string(text)
            case "dict":
                value = tag.isEmpty || depth > 16 ? .other : readStringsDict(depth: depth + 1)
            default:
                // A closing tag ends nothing here; any other value (a number, an array) is not copy.
                guard !tag.name.hasPrefix("/"), tag.name != "plist" else { continue }
                value = .other
            }
            if let (key, location) = pendingKey { members.append(StringsDictMember(key: key, value: value, location: location)) }
            pendingKey = nil
        }
        return .dict(members)
    }

    /// An element left open (its problem noted): nothing after it is read.
    private mutating func endingFile(_ members: [StringsDictMember]) -> StringsDictValue {
        index = bytes.count
        return .dict(members)
    }
}
