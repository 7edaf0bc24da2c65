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
            var open = 0
            repeat {
                switch bytes[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    open += 1
                    offset += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    open -= 1
                    offset += 1
                case UInt8(ascii: "\""):
                    skipQuoted()
                case UInt8(ascii: "/"):
                    let before = offset
                    skipSpaceAndComments()
                    if offset == before { offset += 1 }
                default:
                    offset += 1
                }
            } while open > 0 && offset < bytes.count
            return true
        }

        /// From an opening quote to past its closing one.
        private mutating func skipQuoted() {
            offset += 1
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
            }
            offset = min(offset + 1, bytes.count)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "-"), UInt8(ascii: ":"),
                UInt8(ascii: "+"):
                return true
            default:
                return false
            }
        }

        /// Past the `*/` that closes a comment whose text starts at `from` (two past the end
        /// when none does, as the reader always read). A project names every object in such a
        /// comment, so the `*` is looked for with `memchr`.
        static func commentEnd(in bytes: [UInt8], from: Int) -> Int {
            bytes.withUnsafeBufferPointer { buffer in
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
        }

        mutating func skipSpaceAndComments() {
            while offset < bytes.count {
                let byte = bytes[offset]
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
