/// A document walked member by member, for a reader of one known shape (`StringCatalogParser`):
/// nothing is built that the reader skips, and no path is recorded. It accepts exactly what
/// `parse` accepts, at the same depth; its errors only say that it stopped, so a reader that
/// needs the message parses the document again with `parse`.
extension JSONParser {
    static func streaming(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) -> JSONParser {
        JSONParser(bytes: bytes, maxDepth: maxDepth, recording: nil)
    }

    /// Reads the one value of the document with `body`, then checks nothing follows it.
    mutating func readDocument(_ body: (inout JSONParser) throws(JSONParseError) -> Void) throws(JSONParseError) {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
        try body(&self)
        skipWhitespace()
        guard index >= bytes.count else { throw error("unexpected \(describeCurrent()) after the JSON value") }
    }

    var isAtObject: Bool { peek(UInt8(ascii: "{")) }
    var isAtString: Bool { peek(UInt8(ascii: "\"")) }

    /// Walks the object here, `depth` containers deep, handing each member to `member` with the
    /// reader at its value, which `member` must read or skip; a key may come twice.
    mutating func readMembers(
        depth: Int, _ member: (inout JSONParser, _ key: String, _ keyPosition: JSONPosition) throws(JSONParseError) -> Void
    ) throws(JSONParseError) {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return
        }
        while true {
            guard isAtString else { throw error("expected '\"' to start an object key, found \(describeCurrent())") }
            let keyPosition = currentPosition
            let key = try parseString()
            try skipColon()
            try member(&self, key, keyPosition)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                continue
            }
            guard peek(UInt8(ascii: "}")) else { throw error("expected ',' or '}' after object member, found \(describeCurrent())") }
            index += 1
            return
        }
    }

    /// The string here, or `nil` (skipped) when the value is something else.
    mutating func readStringOrSkip(depth: Int) throws(JSONParseError) -> String? {
        guard isAtString else {
            try skipValue(depth: depth)
            return nil
        }
        return try parseString()
    }

    /// Skips the value here, `depth` containers deep, checking it as `parse` would.
    mutating func skipValue(depth: Int) throws(JSONParseError) {
        var open: [Bool] = []  // whether each container left open is an object
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                guard depth + open.count < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
                index += 1
                skipWhitespace()
                if peek(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                } else {
                    if isObject { try skipKey() }
                    open.append(isObject)
                    continue
                }
            case UInt8(ascii: "\""): try skipString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
            case UInt8(ascii: "t"): try expectWord("true")
            case UInt8(ascii: "f"): try expectWord("false")
            case UInt8(ascii: "n"): try expectWord("null")
            default: throw error("expected a JSON value, found \(describeCurrent())")
            }
            // Close what ends here; a comma opens the next member of the innermost container.
            var next = false
            while let isObject = open.last, !next {
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    if isObject {
                        skipWhitespace()
                        try skipKey()
                    }
                    next = true
                } else if peek(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    open.removeLast()
                } else {
                    throw error("expected ',' or a closing bracket, found \(describeCurrent())")
                }
            }
            if !next { return }
        }
    }

    private mutating func skipKey() throws(JSONParseError) {
        guard isAtString else { throw error("expected '\"' to start an object key, found \(describeCurrent())") }
        try skipString()
        try skipColon()
    }

    /// The `:` after a key, and the whitespace around it.
    private mutating func skipColon() throws(JSONParseError) {
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after object key, found \(describeCurrent())") }
        index += 1
        skipWhitespace()
    }
}
