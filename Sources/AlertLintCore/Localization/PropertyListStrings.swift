/// Reads a `.strings` file written as an XML property list (`<plist><dict><key>…</key>
/// <string>…</string>…`), which Xcode and translation services also write and the system reads
/// like the old-style format.
///
/// Keys whose value is not a string (a nested `<dict>`, a number) are skipped; a binary property
/// list is reported, not read.
enum PropertyListStrings {
    /// Whether the decoded text is a property list rather than `"key" = "value";` pairs.
    static func isXML(_ utf8: some Collection<UInt8>) -> Bool {
        let start = utf8.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
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
}
