@testable import AlertLintCore

/// The XML property list reader as it was before it walked UTF-8 bytes: one array of scalars.
/// Kept as the oracle the byte reader must agree with.
enum ReferencePropertyListStrings {
    static func parse(_ text: String, path: String) -> (entries: [TableEntry], problems: [TableProblem]) {
        var cursor = ScalarCursor(scalars: Array(text.unicodeScalars), path: path)
        return (cursor.readPropertyListEntries(), cursor.problems)
    }
}

/// The XML's elements, read with the scalar cursor.
extension ScalarCursor {
    mutating func readPropertyListEntries() -> [TableEntry] {
        var entries: [TableEntry] = []
        // Only the top dictionary's own keys are entries: deeper ones belong to nested values.
        var depth = 0
        var pendingKey: (String, FileLocation)?
        while let tag = nextTag() {
            switch tag.name {
            case "dict" where !tag.isEmpty:
                depth += 1
                if depth > 1 { pendingKey = nil }
            case "/dict":
                depth -= 1
            case "key" where depth == 1 && !tag.isEmpty:
                guard let key = text(until: "key") else { return entries }
                pendingKey = (key, tag.location)
            case "string" where depth == 1:
                guard let (key, location) = pendingKey else { continue }
                pendingKey = nil
                if tag.isEmpty {
                    entries.append(TableEntry(key: key, text: "", location: location))
                } else if let value = text(until: "string") {
                    entries.append(TableEntry(key: key, text: value, location: location))
                } else {
                    return entries
                }
            default:
                // Any other value of a key (a number, an array) is not copy.
                if depth == 1, !tag.name.hasPrefix("/") { pendingKey = nil }
            }
        }
        return entries
    }

    /// The next element tag, skipping text, comments, `<?…?>` and `<!…>` declarations.
    fileprivate mutating func nextTag() -> (name: String, isEmpty: Bool, location: FileLocation)? {
        while index < scalars.count {
            guard scalars[index] == "<" else {
                advance()
                continue
            }
            let location = self.location
            if starts(with: "<!--") {
                guard skip(past: "-->") else { return nil }
                continue
            }
            if starts(with: "<?") || starts(with: "<!") {
                guard skip(past: ">") else { return nil }
                continue
            }
            advance()
            var name = ""
            while index < scalars.count, !" \t\r\n/>".unicodeScalars.contains(scalars[index]) || (name.isEmpty && scalars[index] == "/") {
                name.unicodeScalars.append(scalars[index])
                advance()
            }
            var isEmpty = false
            while index < scalars.count, scalars[index] != ">" {
                isEmpty = scalars[index] == "/"
                advance()
            }
            guard index < scalars.count else {
                problems.append(TableProblem("unterminated tag <\(name)", location))
                return nil
            }
            advance()
            return (name, isEmpty, location)
        }
        return nil
    }

    /// The decoded text up to `</name>`, which it consumes; nil (and a problem) when it is missing.
    fileprivate mutating func text(until name: String) -> String? {
        let start = location
        var text = ""
        while index < scalars.count {
            if starts(with: "</") {
                let close = "</\(name)>"
                guard starts(with: close) else { break }
                for _ in close.unicodeScalars { advance() }
                return text
            }
            if starts(with: "<![CDATA[") {
                for _ in "<![CDATA[".unicodeScalars { advance() }
                while index < scalars.count, !starts(with: "]]>") {
                    text.unicodeScalars.append(scalars[index])
                    advance()
                }
                guard skip(past: "]]>") else { break }
                continue
            }
            if scalars[index] == "&" {
                text.unicodeScalars.append(entity())
                continue
            }
            text.unicodeScalars.append(scalars[index])
            advance()
        }
        problems.append(TableProblem("expected </\(name)>", start))
        return nil
    }

    /// One `&…;` reference, decoded; a lone `&` stays itself.
    fileprivate mutating func entity() -> Unicode.Scalar {
        var end = index + 1
        while end < scalars.count, end - index <= 10, scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";" else {
            advance()
            return "&"
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var decoded = named[name]
        if decoded == nil, name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            decoded = value.flatMap(Unicode.Scalar.init)
        }
        guard let decoded else {
            advance()
            return "&"
        }
        while index <= end { advance() }
        return decoded
    }
}
