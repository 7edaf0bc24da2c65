/// The XML a property list table is written in (`.strings` as a plist, `.stringsdict`), read off
/// the UTF-8 bytes: element tags and the decoded text between them.
extension UTF8Cursor {
    /// The next element tag, skipping text, comments, `<?…?>` and `<!…>` declarations.
    mutating func nextTag() -> (name: String, isEmpty: Bool, location: FileLocation)? {
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
    mutating func text(until close: StaticString, name: String) -> String? {
        let start = location
        var text: [UInt8] = []
        while !atEnd {
            // Plain ASCII up to the next markup, entity or line break, copied at once.
            let run = SWAR.firstMarked(in: bytes, from: index) { word in
                SWAR.bytes(equalTo: UInt8(ascii: "<"), in: word) | SWAR.bytes(equalTo: UInt8(ascii: "&"), in: word)
                    | SWAR.bytes(equalTo: UInt8(ascii: "\n"), in: word) | (word & 0x8080_8080_8080_8080)
            }
            if run > index {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<run]))
                column += run - index
                index = run
                continue
            }
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
