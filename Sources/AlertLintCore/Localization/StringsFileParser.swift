/// Reads the old-style `.strings` format: `"key" = "value";` pairs with `/* */` and `//`
/// comments, C escapes and `\U` UTF-16 escapes, in UTF-8 or UTF-16 (with or without a BOM); a
/// file written as an XML property list is read by `PropertyListStrings`.
///
/// A malformed entry is reported as a problem and skipped up to the next `;`; the entries around
/// it are kept, because one typo must not hide a whole language.
public enum StringsFileParser {
    /// `keysOnly` reads the keys and skips the values undecoded (`ParsedTable.keys`), for a
    /// language no rule reads: a translation's table is most of an app's table bytes.
    public static func parse(_ bytes: [UInt8], path: String, language: String, tableName: String, keysOnly: Bool = false)
        -> ParsedTable
    {
        if PropertyListStrings.isBinary(bytes) {
            let problem = TableProblem("a binary property list: not read", FileLocation(path: path, line: 1, column: 1))
            return ParsedTable(name: tableName, entries: [language: []], problems: [problem])
        }
        func keyed(_ keys: TableKeys) -> ParsedTable {
            var table = ParsedTable(name: tableName)
            table.keys[language] = keys
            return table
        }
        if keysOnly, let keys = StringsKeyScanner.keys(bytes) { return keyed(keys) }
        return TextDecoding.withUTF8(bytes) { utf8 in
            // UTF-16, read for its keys: scanned once decoded (UTF-8 the scanner turned down is read whole).
            if keysOnly, TextDecoding.utf16Order(bytes) != nil, let keys = StringsKeyScanner.keys(utf8: utf8) {
                return keyed(keys)
            }
            if PropertyListStrings.isXML(utf8) {
                let (entries, problems) = PropertyListStrings.parse(String(decoding: utf8, as: UTF8.self), path: path)
                return ParsedTable(name: tableName, entries: [language: entries], problems: problems)
            }
            // Valid UTF-8: the reader walks its bytes, not an array of scalars.
            var reader = UTF8Cursor(bytes: utf8, path: path)
            let entries = reader.readEntries(decodingValues: !keysOnly)
            let table = ParsedTable(name: tableName, entries: [language: entries], problems: reader.problems)
            return keysOnly ? table.keepingText { _ in false } : table
        }
    }
}

/// The old-style format's entries, read off the UTF-8 bytes.
extension UTF8Cursor {
    /// `decodingValues` off: a table read for its keys, whose values are walked past, not decoded.
    fileprivate mutating func readEntries(decodingValues: Bool) -> [TableEntry] {
        var entries: [TableEntry] = []
        while true {
            skipTrivia()
            guard !atEnd else { break }
            let start = location
            guard let key = readString() else {
                fail("expected a quoted key")
                continue
            }
            skipTrivia()
            if consume(";") {
                entries.append(TableEntry(key: key, text: key, location: start))
                continue
            }
            guard consume("=") else {
                fail("expected “=” after the key “\(key)”")
                continue
            }
            skipTrivia()
            guard let value = readString(decoding: decodingValues) else {
                fail("expected a quoted value for the key “\(key)”")
                continue
            }
            skipTrivia()
            guard consume(";") else {
                fail("expected “;” after the value of “\(key)”")
                continue
            }
            entries.append(TableEntry(key: key, text: value, location: start))
        }
        return entries
    }

    /// The byte at `offset` bytes ahead, or 0 past the end (0 is never looked for).
    fileprivate func byte(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// The scalar at the cursor.
    fileprivate func scalar() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for offset in 1..<Self.length(lead) where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    private static func length(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// Moves past one scalar.
    private mutating func advanceScalar() {
        guard index < bytes.count else { return }
        let end = min(bytes.count, index + Self.length(bytes[index]))
        while index < end { advance() }
    }

    fileprivate mutating func consume(_ ascii: Unicode.Scalar) -> Bool {
        guard !atEnd, byte() == UInt8(ascii.value) else { return false }
        advance()
        return true
    }

    /// White space and comments.
    fileprivate mutating func skipTrivia() {
        while !atEnd {
            let lead = byte()
            if lead == UInt8(ascii: " ") || (0x09...0x0D).contains(lead) {
                advance()
            } else if lead >= 0x80, let scalar = scalar(), scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advanceScalar()
            } else if lead == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                index += 2
                column += 2
                skipBytes { $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/") }
                advance(); advance()
            } else if lead == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                skipBytes { byte, _ in byte == UInt8(ascii: "\n") }
            } else {
                return
            }
        }
    }

    /// Moves up to the first byte for which `stops(byte, next byte)` holds (or the end), byte by
    /// byte with the line and column kept: comments are most of a translated table's bytes.
    private mutating func skipBytes(until stops: (UInt8, UInt8) -> Bool) {
        while index < bytes.count, !stops(bytes[index], index + 1 < bytes.count ? bytes[index + 1] : 0) { advance() }
    }

    /// A quoted string with its escapes decoded, or an unquoted word (`key = "…";` is legal);
    /// without `decoding`, the string is walked past and read as "".
    fileprivate mutating func readString(decoding: Bool = true) -> String? {
        guard !atEnd else { return nil }
        if byte() != UInt8(ascii: "\"") {
            let start = index
            while let scalar = scalar(), Self.isBareScalar(scalar) { advanceScalar() }
            return index == start ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        advance()
        let start = index
        while !atEnd {
            // Walk the run up to the next quote, backslash or newline (which moves the line) whole.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                bytes[index] != UInt8(ascii: "\n")
            {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            guard !atEnd else { break }
            let lead = byte()
            advance()
            if lead == UInt8(ascii: "\"") {
                return decoding ? StringsEscapes.decode(UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])) : ""
            }
            // The escaped scalar is walked past with the backslash; `\U` digits are plain text.
            if lead == UInt8(ascii: "\\"), !atEnd { advance() }
        }
        return nil
    }

    /// Records a problem and skips past the next `;` (or to the end).
    fileprivate mutating func fail(_ message: String) {
        problems.append(TableProblem(message, location))
        while !atEnd {
            let lead = byte()
            advance()
            if lead == UInt8(ascii: ";") { return }
        }
    }

    private static func isBareScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_.-$:/".utf8.contains(byte)
        }
        return scalar.properties.isAlphabetic
    }
}
