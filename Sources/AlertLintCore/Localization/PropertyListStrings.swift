/// Reads a `.strings` file written as an XML property list (`<plist><dict><key>…</key>
/// <string>…</string>…`), which Xcode and translation services also write and the system reads
/// like the old-style format.
///
/// Keys whose value is not a string (a nested `<dict>`, a number) are skipped; a binary property
/// list is reported, not read.
enum PropertyListStrings {
    /// Whether the decoded text is a property list rather than `"key" = "value";` pairs.
    static func isXML(_ text: String) -> Bool {
        let start = text.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        return start.starts(with: "<?xml".utf8) || start.starts(with: "<!DOCTYPE plist".utf8) || start.starts(with: "<plist".utf8)
    }

    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: "bplist".utf8) }

    static func parse(_ text: String, path: String) -> (entries: [TableEntry], problems: [TableProblem]) {
        var text = text
        return text.withUTF8 { bytes in
            var cursor = UTF8Cursor(bytes: bytes, path: path)
            return (cursor.readPropertyListEntries(), cursor.problems)
        }
    }
}

/// The XML's elements, read off the UTF-8 bytes.
extension UTF8Cursor {
    fileprivate mutating func readPropertyListEntries() -> [TableEntry] {
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
                guard let key = text(until: "</key>", name: "key") else { return entries }
                pendingKey = (key, tag.location)
            case "string" where depth == 1:
                guard let (key, location) = pendingKey else { continue }
                pendingKey = nil
                if tag.isEmpty {
                    entries.append(TableEntry(key: key, text: "", location: location))
                } else if let value = text(until: "</string>", name: "string") {
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
    private mutating func nextTag() -> (name: String, isEmpty: Bool, location: FileLocation)? {
        while !atEnd {
            guard current == UInt8(ascii: "<") else {
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
            let nameStart = index
            while !atEnd, !Self.endsName(current) || (index == nameStart && current == UInt8(ascii: "/")) { advance() }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
            var isEmpty = false
            while !atEnd, current != UInt8(ascii: ">") {
                isEmpty = current == UInt8(ascii: "/")
                advance()
            }
            guard !atEnd else {
                problems.append(TableProblem("unterminated tag <\(name)", location))
                return nil
            }
            advance()
            return (name, isEmpty, location)
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    /// The decoded text up to `close` (`</name>`), which it consumes; nil (and a problem) when it
    /// is missing.
    private mutating func text(until close: StaticString, name: String) -> String? {
        let start = location
        var text: [UInt8] = []
        while !atEnd {
            if starts(with: "</") {
                guard starts(with: close) else { break }
                advance(by: close.utf8CodeUnitCount)
                return String(decoding: text, as: UTF8.self)
            }
            if starts(with: "<![CDATA[") {
                advance(by: 9)
                while !atEnd, !starts(with: "]]>") {
                    text.append(current)
                    advance()
                }
                guard skip(past: "]]>") else { break }
                continue
            }
            if current == UInt8(ascii: "&") {
                text.append(contentsOf: UTF8.encode(entity())!)
                continue
            }
            text.append(current)
            advance()
        }
        problems.append(TableProblem("expected </\(name)>", start))
        return nil
    }

    /// One `&…;` reference, decoded; a lone `&` stays itself. The name is at most ten scalars.
    private mutating func entity() -> Unicode.Scalar {
        var end = index + 1
        var scalars = 1
        while end < bytes.count, scalars <= 10, bytes[end] != UInt8(ascii: ";") {
            end += 1
            if end < bytes.count, bytes[end] & 0xC0 != 0x80 { scalars += 1 }
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            advance()
            return "&"
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
        var decoded = Self.named[name]
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

    private static let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
}
