/// Strings and numbers: the byte-level parts of the parser.
extension JSONParser {
    /// Parses a string with the parser at its opening quote; leaves it after the closing quote.
    mutating func parseString() throws(JSONParseError) -> String {
        try scanString(decoding: true) ?? ""
    }

    /// Checks a string as `parseString` does, building nothing: for values a reader skips.
    mutating func skipString() throws(JSONParseError) {
        _ = try scanString(decoding: false)
    }

    private mutating func scanString(decoding: Bool) throws(JSONParseError) -> String? {
        let open = index
        index += 1
        var buffer: [UInt8] = []
        var chunkStart = index
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                guard decoding else { return nil }
                if buffer.isEmpty { return String(decoding: bytes[chunkStart..<index], as: UTF8.self) }
                buffer.append(contentsOf: bytes[chunkStart..<index])
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if decoding { buffer.append(contentsOf: bytes[chunkStart..<index]) }
                try parseEscape(into: &buffer)
                if !decoding { buffer.removeAll(keepingCapacity: true) }
                chunkStart = index
            case 0x00..<0x20:
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped in a string")
            case 0x20..<0x80:
                index += 1
                // Copy is mostly plain ASCII: eight bytes at a time up to the next byte that needs a look.
                while index + 8 <= bytes.count, !SWAR.needsLookInString(SWAR.load(bytes, at: index)) { index += 8 }
            default:
                index += try validUTF8Length(at: index)
            }
        }
    }

    /// Length of the valid UTF-8 scalar at `offset`, or an error naming the bad byte.
    private func validUTF8Length(at offset: Int) throws(JSONParseError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // bounds of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // no UTF-16 surrogates
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // nothing past U+10FFFF
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in string", at: offset)
        }
        for next in 1..<length {
            let position = offset + next
            guard position < bytes.count else { throw error("truncated UTF-8 sequence in string", at: offset) }
            let byte = bytes[position]
            let (min, max) = next == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min, byte <= max else { throw error("invalid UTF-8 sequence in string", at: offset) }
        }
        return length
    }

    /// Decodes one escape with the parser at its backslash.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate joins the low surrogate escape that follows; alone it becomes
                // U+FFFD, because JavaScript clients can send lone surrogates and dropping the
                // whole message (a document's text) would be worse than one replaced character.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try parseHex4(escapeStart: save)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        scalar = 0xFFFD
                        index = save
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                scalar = 0xFFFD
            }
            let decoded = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            buffer.append(contentsOf: Array(String(Character(decoded)).utf8))
        default:
            throw error("invalid escape '\\\(describeByte(byte))' in string", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("incomplete \\u escape in string", at: escapeStart) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape in string", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func describeByte(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "0x" + String(byte, radix: 16)
    }

    /// Parses `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: an `.integer` when it has neither
    /// fraction nor exponent and fits an `Int`, else a `.number`.
    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zeros are not allowed in numbers") }
        } else {
            skipDigits()
        }
        var isInteger = true
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.' in number") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent of number") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw error("number out of range", at: start) }
        return .number(double)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
