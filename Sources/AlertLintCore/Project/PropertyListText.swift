/// The old-style property lists Xcode writes `project.pbxproj` in (`{ key = value; list = (a, b); }`),
/// read into dictionaries, arrays and strings. Comments are skipped; anything malformed ends the
/// read with what was understood.
public indirect enum PropertyListText: Sendable, Equatable {
    case string(String)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])

    public static func parse(_ bytes: [UInt8]) -> PropertyListText? {
        var reader = Reader(bytes: bytes)
        return reader.value()
    }

    public subscript(key: String) -> PropertyListText? {
        guard case .dictionary(let members) = self else { return nil }
        return members[key]
    }

    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    public var array: [PropertyListText] {
        guard case .array(let items) = self else { return [] }
        return items
    }

    public var dictionary: [String: PropertyListText] {
        guard case .dictionary(let members) = self else { return [:] }
        return members
    }

    /// Reads values from `offset` on; `ProjectObjects` also uses it to step over values unread.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0
        /// Deeper than any project file nests: a malformed file cannot exhaust the stack.
        var depth = 0

        mutating func value() -> PropertyListText? {
            skipSpaceAndComments()
            guard offset < bytes.count, depth < 64 else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                depth += 1
                defer { depth -= 1 }
                var members: [String: PropertyListText] = [:]
                while true {
                    skipSpaceAndComments()
                    guard offset < bytes.count else { return .dictionary(members) }
                    if bytes[offset] == UInt8(ascii: "}") {
                        offset += 1
                        return .dictionary(members)
                    }
                    guard let key = word() else { return .dictionary(members) }
                    skipSpaceAndComments()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return .dictionary(members) }
                    offset += 1
                    guard let item = value() else { return .dictionary(members) }
                    members[key] = item
                    skipSpaceAndComments()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: ";") { offset += 1 }
                }
            case UInt8(ascii: "("):
                offset += 1
                depth += 1
                defer { depth -= 1 }
                var items: [PropertyListText] = []
                while true {
                    skipSpaceAndComments()
                    guard offset < bytes.count else { return .array(items) }
                    if bytes[offset] == UInt8(ascii: ")") {
                        offset += 1
                        return .array(items)
                    }
                    guard let item = value() else { return .array(items) }
                    items.append(item)
                    skipSpaceAndComments()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
                }
            default:
                return word().map(PropertyListText.string)
            }
        }

        /// A quoted string (with `\` escapes) or a bare word.
        mutating func word() -> String? {
            skipSpaceAndComments()
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                var text: [UInt8] = []
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                    if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count { offset += 1 }
                    text.append(bytes[offset])
                    offset += 1
                }
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = offset
            while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
            return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
        }

        /// Where a quoted string's text (escapes left in) or a bare word lies; the reader moves past it.
        mutating func wordRange() -> Range<Int>? {
            skipSpaceAndComments()
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\"") {
                let start = offset + 1
                skipQuoted()
                return start..<max(start, offset - 1)
            }
            let start = offset
            while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
            return offset > start ? start..<offset : nil
        }

        /// Steps over one value without building it; `false` when there is none here. Brackets are
        /// counted, not matched: a malformed file ends the read a little later, never out of bounds.
        mutating func skipValue() -> Bool {
            skipSpaceAndComments()
            guard offset < bytes.count else { return false }
            guard bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "(") else { return wordRange() != nil }
            let start = offset
            offset = bytes.withUnsafeBufferPointer { Self.bracketedEnd(in: $0, from: start) }
            return true
        }

        /// Past the bracket that closes the one at `start`, counting brackets outside strings and
        /// comments. A large project's objects are mostly such lists and build settings, so runs
        /// of plain bytes are stepped over eight at a time.
        static func bracketedEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            let count = buffer.count
            var offset = start
            var open = 0
            repeat {
                switch buffer[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    open += 1
                    offset += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    open -= 1
                    offset += 1
                case UInt8(ascii: "\""):
                    offset = quotedEnd(in: buffer, from: offset)
                case UInt8(ascii: "/"):
                    let next = offset + 1 < count ? buffer[offset + 1] : 0
                    if next == UInt8(ascii: "*") {
                        offset = commentEnd(in: buffer, from: offset + 2)
                    } else if next == UInt8(ascii: "/") {
                        offset = lineEnd(in: buffer, from: offset + 2)
                    } else {
                        offset += 1
                    }
                default:
                    offset = SWAR.firstMarked(in: buffer, from: offset + 1, structuralBytes)
                }
            } while open > 0 && offset < count
            return offset
        }

        /// The high bit of each byte of `word` that `bracketedEnd` must look at: a bracket, a
        /// quote or a slash that may open a comment (the lowest one is exact, as in `SWAR`).
        @inline(__always)
        private static func structuralBytes(_ word: UInt64) -> UInt64 {
            SWAR.bytes(equalTo: UInt8(ascii: "{"), in: word) | SWAR.bytes(equalTo: UInt8(ascii: "}"), in: word)
                | SWAR.bytes(equalTo: UInt8(ascii: "("), in: word) | SWAR.bytes(equalTo: UInt8(ascii: ")"), in: word)
                | SWAR.bytes(equalTo: UInt8(ascii: "\""), in: word) | SWAR.bytes(equalTo: UInt8(ascii: "/"), in: word)
        }

        /// From an opening quote at `start` to past its closing one (the end, when none closes it).
        static func quotedEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var offset = SWAR.firstOffset(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: buffer, from: start + 1)
            // An escape steps over the byte after its backslash.
            while offset < buffer.count, buffer[offset] == UInt8(ascii: "\\") {
                offset = SWAR.firstOffset(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: buffer, from: offset + 2)
            }
            return min(offset + 1, buffer.count)
        }

        /// The line break that ends a `//` comment whose text starts at `from` (or the end).
        private static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
            guard let base = buffer.baseAddress else { return from }
            return ByteScan.firstOffset(of: UInt8(ascii: "\n"), in: base, from: from, to: buffer.count) ?? max(from, buffer.count)
        }

        /// From an opening quote to past its closing one.
        private mutating func skipQuoted() {
            let start = offset
            offset = bytes.withUnsafeBufferPointer { Self.quotedEnd(in: $0, from: start) }
        }

        /// A letter, a digit or one of `_ . / $ - : +`: one bit of two masks, as a word byte is
        /// asked for every byte of every identifier and path a project holds.
        @inline(__always)
        static func isWordByte(_ byte: UInt8) -> Bool {
            let mask: UInt64 = byte < 64 ? 0x07FF_E810_0000_0000 : 0x07FF_FFFE_87FF_FFFE
            return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
        }

        /// Past the `*/` that closes a comment whose text starts at `from` (two past the end
        /// when none does, as the reader always read). A project names every object in such a
        /// comment, so the `*` is looked for with `memchr`.
        static func commentEnd(in bytes: [UInt8], from: Int) -> Int {
            bytes.withUnsafeBufferPointer { commentEnd(in: $0, from: from) }
        }

        static func commentEnd(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
            guard let base = buffer.baseAddress else { return from + 2 }
            var position = from
            while position + 1 < buffer.count {
                guard let star = ByteScan.firstOffset(of: UInt8(ascii: "*"), in: base, from: position, to: buffer.count - 1) else {
                    break
                }
                if buffer[star + 1] == UInt8(ascii: "/") { return star + 2 }
                position = star + 1
            }
            return max(position, buffer.count - 1) + 2
        }

        mutating func skipSpaceAndComments() {
            while offset < bytes.count {
                let byte = bytes[offset]
                // Nearly always a word or a bracket follows at once.
                if byte > 0x20, byte != UInt8(ascii: "/") { return }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset = Self.commentEnd(in: bytes, from: offset + 2)
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else {
                    return
                }
            }
        }
    }
}
