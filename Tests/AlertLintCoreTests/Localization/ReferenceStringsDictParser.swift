@testable import AlertLintCore

/// The `.stringsdict` reader as it was before it walked UTF-8 bytes: one array of scalars. Kept as
/// the oracle the byte reader must agree with on well-formed property lists; both give the
/// tree `StringsDictParser.table` makes the entries of.
enum ReferenceStringsDictParser {
    static func root(_ bytes: [UInt8], path: String) -> StringsDictValue? {
        var reader = ReferencePlistReader(scalars: Array(TextDecoding.decode(bytes).unicodeScalars), path: path)
        return reader.readRoot()
    }
}

private struct ReferencePlistReader {
    let scalars: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    mutating func readRoot() -> StringsDictValue? {
        while let tag = nextTag() {
            if tag.name == "dict" { return tag.selfClosing ? .dict([]) : readDict(depth: 0) }
        }
        return nil
    }

    /// A `<dict>`'s members, up to its `</dict>`; nesting is bounded so hostile input stays cheap.
    private mutating func readDict(depth: Int) -> StringsDictValue {
        var members: [StringsDictMember] = []
        var pendingKey: (String, Int, Int)?
        while let tag = nextTag() {
            switch tag.name {
            case "/dict": return .dict(members)
            case "key":
                let start = (tag.line, tag.column)
                pendingKey = (readText(until: "key"), start.0, start.1)
            case "string", "dict":
                let value: StringsDictValue
                if tag.name == "string" {
                    value = tag.selfClosing ? .string("") : .string(readText(until: "string"))
                } else {
                    value = tag.selfClosing || depth > 16 ? .other : readDict(depth: depth + 1)
                }
                if let (key, keyLine, keyColumn) = pendingKey {
                    members.append(
                        StringsDictMember(key: key, value: value, location: FileLocation(path: path, line: keyLine, column: keyColumn)))
                }
                pendingKey = nil
            default:
                if !tag.name.hasPrefix("/"), !tag.name.hasPrefix("?"), !tag.name.hasPrefix("!"), tag.name != "plist", pendingKey != nil {
                    members.append(
                        StringsDictMember(
                            key: pendingKey?.0 ?? "", value: .other,
                            location: FileLocation(path: path, line: pendingKey?.1 ?? line, column: pendingKey?.2 ?? column)))
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
