/// The keys of a `.strings` table read for its keys alone (a translation no rule reads, most of
/// an app's table bytes), found by skipping from quote to quote over the UTF-8 bytes: no decoded
/// copy of the file, no line or column kept, no value decoded.
///
/// Only a plain file is read this way: UTF-8, `"key" = "value";` pairs, comments and ASCII white
/// space. Anything else (UTF-16, a property list, a bare word, a problem to report) gives `nil`,
/// and `StringsFileParser` reads the file whole, so the keys and the problems are always those
/// of the whole reading.
public enum StringsKeyScanner {
    public static func keys(_ bytes: [UInt8]) -> [String]? {
        bytes.withUnsafeBufferPointer(keys(utf8:))
    }

    /// The keys of UTF-8 text (a UTF-16 table once decoded).
    static func keys(utf8 buffer: UnsafeBufferPointer<UInt8>) -> [String]? {
        var scanner = Scanner(buffer: buffer)
        return scanner.keys()
    }

    private struct Scanner {
        let buffer: UnsafeBufferPointer<UInt8>
        var index = 0

        init(buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
            // UTF-16, with or without its byte order mark, has a zero or 0xFF/0xFE in its first two bytes.
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
        }

        mutating func keys() -> [String]? {
            if buffer.count >= 2, buffer[0] == 0 || buffer[1] == 0 || buffer[0] >= 0xFE { return nil }
            var keys: [String] = []
            while true {
                guard skipTrivia() else { return nil }
                guard index < buffer.count else { return keys }
                guard let key = quoted(decoding: true) else { return nil }
                guard skipTrivia(), index < buffer.count else { return nil }
                if buffer[index] == UInt8(ascii: ";") {
                    index += 1
                } else {
                    guard buffer[index] == UInt8(ascii: "="), advancePastTrivia(), quoted(decoding: false) != nil,
                        skipTrivia(), index < buffer.count, buffer[index] == UInt8(ascii: ";")
                    else { return nil }
                    index += 1
                }
                keys.append(key)
            }
        }

        /// Moves past the byte at `index` and the trivia after it.
        private mutating func advancePastTrivia() -> Bool {
            index += 1
            return skipTrivia() && index < buffer.count
        }

        /// ASCII white space and comments; false at a byte the whole reading must judge (non-ASCII
        /// white space, say). An unterminated block comment ends the file, as it does there.
        private mutating func skipTrivia() -> Bool {
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "*") {
                    var position = index + 2
                    while position + 1 < buffer.count, !(buffer[position] == UInt8(ascii: "*") && buffer[position + 1] == UInt8(ascii: "/"))
                    {
                        position += 1
                    }
                    index = min(buffer.count, position + 2)
                } else if byte == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "/") {
                    while index < buffer.count, buffer[index] != 0x0A { index += 1 }
                } else {
                    return byte < 0x80
                }
            }
            return true
        }

        /// The quoted string at `index`, its text when `decoding` (a key in valid UTF-8), else ""
        /// (a value, walked past); `nil` when there is none to read so.
        private mutating func quoted(decoding: Bool) -> String? {
            guard index < buffer.count, buffer[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var position = start
            var ascii = true
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte >= 0x80 { ascii = false }
                // The escaped character is walked past with its backslash.
                position += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            guard position < buffer.count else { return nil }
            index = position + 1
            guard decoding else { return "" }
            let content = UnsafeBufferPointer(rebasing: buffer[start..<position])
            // Invalid UTF-8, which the whole reading repairs first: it decides what the key is.
            if !ascii, !String(decoding: content, as: UTF8.self).utf8.elementsEqual(content) { return nil }
            return StringsEscapes.decode(content)
        }
    }
}
