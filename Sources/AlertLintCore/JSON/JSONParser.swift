/// A strict JSON (RFC 8259) parser over UTF-8 bytes.
///
/// It is iterative, with an explicit stack, so hostile input such as 100,000 `[` cannot overflow
/// the call stack; `maxDepth` still bounds nesting because releasing a very deep value is itself
/// recursive. Errors carry the byte offset and a 1-based line and column.
public struct JSONParser {
    public static let defaultMaxDepth = 512

    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, recording: nil)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses and also records where object keys and values start: every one, or those `recording`
    /// selects.
    public static func parseWithPositions(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, recording: JSONPositionSelection = .everything
    ) throws(JSONParseError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, recording: recording)
        let value = try parser.parseDocument()
        return JSONDocument(
            value: value, keyPositions: parser.keyPositions,
            valuePositions: parser.valuePositions, duplicateKeys: parser.duplicateKeys)
    }

    let bytes: [UInt8]
    var index = 0
    private var line = 1
    private var lineStart = 0
    let maxDepth: Int
    private let recording: JSONPositionSelection?
    private var keyPositions: [JSONPath: JSONPosition] = [:]
    private var valuePositions: [JSONPath: JSONPosition] = [:]
    private var duplicateKeys: [(path: JSONPath, position: JSONPosition)] = []

    init(bytes: [UInt8], maxDepth: Int, recording: JSONPositionSelection?) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.recording = recording
    }

    /// An open container waiting for more members. A struct (not an enum with payloads) so that
    /// members are appended in place; extracting a payload would copy the container each time.
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var object = JSONObject()
        var key = ""
    }

    private var stack: [Frame] = []

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
        let value = try parseValueTree()
        skipWhitespace()
        guard index >= bytes.count else { throw error("unexpected \(describeCurrent()) after the JSON value") }
        return value
    }

    private mutating func parseValueTree() throws(JSONParseError) -> JSONValue {
        while true {
            skipWhitespace()
            recordValuePosition()
            var value: JSONValue
            guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
            switch bytes[index] {
            case UInt8(ascii: "["):
                try push(isObject: false)
                skipWhitespace()
                guard peek(UInt8(ascii: "]")) else { continue }
                index += 1
                stack.removeLast()
                value = .array([])
            case UInt8(ascii: "{"):
                try push(isObject: true)
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    stack.removeLast()
                    value = .object(JSONObject())
                } else {
                    try parseMemberKey(expectation: "expected '\"' to start an object key or '}'")
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
            case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
            case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
            case UInt8(ascii: "n"): try expectWord("null"); value = .null
            default: throw error("expected a JSON value, found \(describeCurrent())")
            }
            // Hand the finished value to its container, closing containers as far as they end.
            while true {
                let top = stack.count - 1
                guard top >= 0 else { return value }
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].key
                    stack[top].object[key] = value
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        skipWhitespace()
                        try parseMemberKey(expectation: "expected '\"' to start an object key")
                        break
                    }
                    guard peek(UInt8(ascii: "}")) else {
                        throw error("expected ',' or '}' after object member, found \(describeCurrent())")
                    }
                    index += 1
                    value = .object(stack.removeLast().object)
                } else {
                    stack[top].elements.append(value)
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        break
                    }
                    guard peek(UInt8(ascii: "]")) else {
                        throw error("expected ',' or ']' after array element, found \(describeCurrent())")
                    }
                    index += 1
                    value = .array(stack.removeLast().elements)
                }
            }
        }
    }

    /// Opens a container at its bracket after checking depth.
    private mutating func push(isObject: Bool) throws(JSONParseError) {
        guard stack.count < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        stack.append(Frame(isObject: isObject))
        index += 1
    }

    /// Parses `"key" :` into the top frame, an object, with the parser at the opening quote.
    private mutating func parseMemberKey(expectation: String) throws(JSONParseError) {
        guard peek(UInt8(ascii: "\"")) else { throw error("\(expectation), found \(describeCurrent())") }
        let keyPosition = currentPosition
        let key = try parseString()
        let top = stack.count - 1
        recordKeyPosition(key, at: keyPosition)
        stack[top].key = key
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after object key, found \(describeCurrent())") }
        index += 1
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = currentPosition
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected -> Bool in
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
        guard matches else { throw JSONParseError("invalid literal, expected '\(word)'", at: start) }
        index += count
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// Skips JSON whitespace, counting lines; newlines can only occur here in valid JSON, so line
    /// tracking costs nothing anywhere else.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                index += 1
                // Indentation: eight spaces at a time.
                while index + 8 <= bytes.count, SWAR.load(bytes, at: index) == 0x2020_2020_2020_2020 { index += 8 }
            case 0x09: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    var currentPosition: JSONPosition { position(at: index) }

    /// Positions on the current line (everything the parser reports lies there).
    func position(at offset: Int) -> JSONPosition {
        JSONPosition(offset: offset, line: line, column: offset - lineStart + 1)
    }

    func error(_ message: String) -> JSONParseError {
        JSONParseError(message, at: currentPosition)
    }

    func error(_ message: String, at offset: Int) -> JSONParseError {
        JSONParseError(message, at: position(at: offset))
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func currentPath(droppingLast: Bool) -> JSONPath {
        let frames = droppingLast ? stack.dropLast() : stack[...]
        var components: [JSONPath.Component] = []
        components.reserveCapacity(frames.count + 1)
        for frame in frames {
            components.append(frame.isObject ? .key(frame.key) : .index(frame.elements.count))
        }
        return JSONPath(components)
    }

    private mutating func recordKeyPosition(_ key: String, at position: JSONPosition) {
        guard let recording else { return }
        if recording.isEverything {
            let path = currentPath(droppingLast: true).appending(key: key)
            if stack[stack.count - 1].object[key] != nil { duplicateKeys.append((path, position)) }
            keyPositions[path] = position
        } else if let object = recording.keysOf, stack.count == object.components.count + 1,
            framesMatch(object.components[...], endingAt: stack.count - 2)
        {
            keyPositions[object.appending(key: key)] = position
        }
    }

    private mutating func recordValuePosition() {
        guard let recording, index < bytes.count else { return }
        if let suffix = recording.valuesEndingIn {
            guard framesMatch(suffix[...], endingAt: stack.count - 1) else { return }
        } else if !recording.isEverything {
            return
        }
        valuePositions[currentPath(droppingLast: false)] = currentPosition
    }

    /// Whether the open containers up to `top` end in `components`; the innermost is compared
    /// first, as it rules out almost every value.
    private func framesMatch(_ components: ArraySlice<JSONPath.Component>, endingAt top: Int) -> Bool {
        guard top + 1 >= components.count else { return false }
        var frame = top
        for component in components.reversed() {
            switch component {
            case .key(let key): guard stack[frame].isObject, stack[frame].key == key else { return false }
            case .index(let index): guard !stack[frame].isObject, stack[frame].elements.count == index else { return false }
            }
            frame -= 1
        }
        return true
    }
}
