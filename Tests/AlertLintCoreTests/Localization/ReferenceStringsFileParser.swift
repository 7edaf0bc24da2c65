@testable import AlertLintCore

/// The `.strings` reader as it was before it walked UTF-8 bytes: one array of scalars, each
/// looked at through its Unicode properties. Kept as the oracle the byte reader must agree with.
enum ReferenceStringsFileParser {
    static func parse(_ bytes: [UInt8], path: String, language: String, tableName: String) -> ParsedTable {
        var reader = ScalarCursor(scalars: Array(TextDecoding.decode(bytes).unicodeScalars), path: path)
        var entries: [TableEntry] = []
        while true {
            reader.skipTrivia()
            guard !reader.atEnd else { break }
            let start = reader.location
            guard let key = reader.readString() else {
                reader.fail("expected a quoted key")
                continue
            }
            reader.skipTrivia()
            if reader.consume(";") {
                entries.append(TableEntry(key: key, text: key, location: start))
                continue
            }
            guard reader.consume("=") else {
                reader.fail("expected “=” after the key “\(key)”")
                continue
            }
            reader.skipTrivia()
            guard let value = reader.readString() else {
                reader.fail("expected a quoted value for the key “\(key)”")
                continue
            }
            reader.skipTrivia()
            guard reader.consume(";") else {
                reader.fail("expected “;” after the value of “\(key)”")
                continue
            }
            entries.append(TableEntry(key: key, text: value, location: start))
        }
        return ParsedTable(name: tableName, entries: [language: entries], problems: reader.problems)
    }
}

/// The old reader's steps, on the engine's scalar cursor.
extension ScalarCursor {
    /// White space and comments.
    mutating func skipTrivia() {
        while let scalar = peek() {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                advance(); advance()
                while !atEnd, !(peek() == "*" && peek(1) == "/") { advance() }
                advance(); advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { _ = next; advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes decoded, or an unquoted word (`key = "…";` is legal).
    mutating func readString() -> String? {
        guard let first = peek() else { return nil }
        if first != "\"" {
            var word = String.UnicodeScalarView()
            while let scalar = peek(), Self.isBareScalar(scalar) {
                word.append(scalar)
                advance()
            }
            return word.isEmpty ? nil : String(word)
        }
        advance()
        var text = String.UnicodeScalarView()
        var pendingHigh: UInt16?
        while let scalar = peek() {
            advance()
            if scalar == "\"" { return String(text) }
            guard scalar == "\\", let escaped = peek() else {
                text.append(scalar)
                continue
            }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "U", "u":
                guard let unit = readHex(4) else { text.append(escaped); continue }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                    let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    pendingHigh = nil
                } else {
                    text.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
                }
            default: text.append(escaped)
            }
        }
        return nil
    }

    private mutating func readHex(_ count: Int) -> UInt16? {
        var value: UInt16 = 0
        for offset in 0..<count {
            guard let scalar = peek(offset), scalar.isASCII, let digit = Int(String(scalar), radix: 16) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        for _ in 0..<count { advance() }
        return value
    }

    /// Records a problem and skips past the next `;` (or to the end).
    mutating func fail(_ message: String) {
        problems.append(TableProblem(message, location))
        while let scalar = peek() {
            advance()
            if scalar == ";" { return }
        }
    }

    private static func isBareScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar)
    }
}
