/// Reads a `.stringsdict` plist: each key's `NSStringLocalizedFormatKey` with its `%#@name@`
/// variables replaced by their `other` form (else their first), and every plural form of the
/// first variable kept as `variants`. Only the plist elements a stringsdict uses are read
/// (`dict`, `key`, `string`); anything else is skipped.
public enum StringsDictParser {
    public static func parse(_ bytes: [UInt8], path: String, language: String, tableName: String) -> ParsedTable {
        var reader = PlistReader(scalars: Array(TextDecoding.decode(bytes).unicodeScalars))
        var table = ParsedTable(name: tableName)
        guard case .dict(let root)? = reader.readRoot() else {
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
                if variants.isEmpty { variants = plural.mapValues { text.replacing(token, with: $0) } }
                text = text.replacing(token, with: shown)
            }
            entries.append(
                TableEntry(
                    key: member.key, text: text, variants: variants,
                    location: FileLocation(path: path, line: member.line, column: member.column)))
        }
        table.entries[language] = entries
        return table
    }
}

/// The subset of an XML plist a stringsdict needs.
private indirect enum PlistValue {
    case string(String)
    case dict([(key: String, value: PlistValue, line: Int, column: Int)])
    case other
}

private struct PlistReader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func readRoot() -> PlistValue? {
        while let tag = nextTag() {
            if tag.name == "dict" { return tag.selfClosing ? .dict([]) : readDict(depth: 0) }
        }
        return nil
    }

    /// A `<dict>`'s members, up to its `</dict>`; nesting is bounded so hostile input stays cheap.
    private mutating func readDict(depth: Int) -> PlistValue {
        var members: [(key: String, value: PlistValue, line: Int, column: Int)] = []
        var pendingKey: (String, Int, Int)?
        while let tag = nextTag() {
            switch tag.name {
            case "/dict": return .dict(members)
            case "key":
                let start = (tag.line, tag.column)
                pendingKey = (readText(until: "key"), start.0, start.1)
            case "string", "dict":
                let value: PlistValue
                if tag.name == "string" {
                    value = tag.selfClosing ? .string("") : .string(readText(until: "string"))
                } else {
                    value = tag.selfClosing || depth > 16 ? .other : readDict(depth: depth + 1)
                }
                if let (key, keyLine, keyColumn) = pendingKey { members.append((key, value, keyLine, keyColumn)) }
                pendingKey = nil
            default:
                if !tag.name.hasPrefix("/"), !tag.name.hasPrefix("?"), !tag.name.hasPrefix("!"), tag.name != "plist", pendingKey != nil {
                    members.append((pendingKey?.0 ?? "", .other, pendingKey?.1 ?? line, pendingKey?.2 ?? column))
                    pendingKey = nil
                }
            }
        }
        return .dict(members)
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// The next tag's name (`dict`, `/dict`, `key`), skipping text, comments and declarations.
    private mutating func nextTag() -> (name: String, selfClosing: Bool, line: Int, column: Int)? {
        while index < scalars.count, scalars[index] != "<" { advance() }
        guard index < scalars.count else { return nil }
        let tagLine = line, tagColumn = column
        advance()
        var name = String.UnicodeScalarView()
        var body = String.UnicodeScalarView()
        var inName = true
        while index < scalars.count, scalars[index] != ">" {
            let scalar = scalars[index]
            if inName, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "/" && !name.isEmpty { inName = false }
            if inName { name.append(scalar) }
            body.append(scalar)
            advance()
        }
        advance()
        return (String(name), body.last == "/", tagLine, tagColumn)
    }

    /// Character data up to `</name>`, with the five XML entities and numeric references decoded.
    private mutating func readText(until name: String) -> String {
        var raw = String.UnicodeScalarView()
        let closing = Array(("</" + name).unicodeScalars)
        while index < scalars.count {
            if scalars[index] == "<", index + closing.count <= scalars.count,
                Array(scalars[index..<(index + closing.count)]) == closing
            {
                _ = nextTag()
                break
            }
            raw.append(scalars[index])
            advance()
        }
        return Self.decodeEntities(String(raw))
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let end = scalars[index...].prefix(12).firstIndex(of: ";") else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let scalar = named[name] {
                result.append(scalar)
            } else if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                result.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.append(scalar)
            } else {
                result.append(contentsOf: scalars[index...end])
            }
            index = end + 1
        }
        return String(result)
    }
}
