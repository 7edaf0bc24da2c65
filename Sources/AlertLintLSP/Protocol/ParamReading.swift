import AlertLintCore

/// Typed reads of request parameters that fail with InvalidParams naming the field, so a client
/// that sends `"line": "3"` learns exactly what is wrong.
struct Params {
    let value: JSONValue
    /// Dotted path for messages (`textDocument.uri`).
    let path: String

    init(_ value: JSONValue?, path: String = "params") {
        self.value = value ?? .null
        self.path = path
    }

    static func object(_ value: JSONValue?) throws(RPCError) -> Params {
        guard let value, value.objectValue != nil else {
            throw .invalidParams("params must be an object, found \(value?.typeName ?? "nothing")")
        }
        return Params(value)
    }

    private func describe(_ key: String) -> String { path == "params" ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool {
        if let member = value[key] { return !member.isNull }
        return false
    }

    func object(_ key: String) throws(RPCError) -> Params {
        guard let member = value[key], member.objectValue != nil else {
            throw .invalidParams("\(describe(key)) must be an object, found \(value[key]?.typeName ?? "nothing")")
        }
        return Params(member, path: describe(key))
    }

    func optionalObject(_ key: String) throws(RPCError) -> Params? {
        guard has(key) else { return nil }
        return try object(key)
    }

    func string(_ key: String) throws(RPCError) -> String {
        guard let text = value[key]?.stringValue else {
            throw .invalidParams("\(describe(key)) must be a string, found \(value[key]?.typeName ?? "nothing")")
        }
        return text
    }

    func optionalString(_ key: String) throws(RPCError) -> String? {
        guard has(key) else { return nil }
        return try string(key)
    }

    func integer(_ key: String) throws(RPCError) -> Int {
        guard let member = value[key], case .integer(let number) = member else {
            throw .invalidParams("\(describe(key)) must be an integer, found \(value[key]?.typeName ?? "nothing")")
        }
        return number
    }

    func optionalInteger(_ key: String) throws(RPCError) -> Int? {
        guard has(key) else { return nil }
        return try integer(key)
    }

    func array(_ key: String) throws(RPCError) -> [JSONValue] {
        guard let elements = value[key]?.arrayValue else {
            throw .invalidParams("\(describe(key)) must be an array, found \(value[key]?.typeName ?? "nothing")")
        }
        return elements
    }

    func optionalArray(_ key: String) throws(RPCError) -> [JSONValue]? {
        guard has(key) else { return nil }
        return try array(key)
    }

    /// `{ "line": uinteger, "character": uinteger }`
    func position(_ key: String) throws(RPCError) -> LinePosition {
        let position = try object(key)
        let line = try position.integer("line")
        let character = try position.integer("character")
        guard line >= 0, character >= 0 else {
            throw .invalidParams("\(describe(key)) must have a non-negative line and character")
        }
        return LinePosition(line: line, column: character)
    }

    /// `{ "start": Position, "end": Position }`
    func range(_ key: String) throws(RPCError) -> (start: LinePosition, end: LinePosition) {
        let range = try object(key)
        return (try range.position("start"), try range.position("end"))
    }

    /// `textDocument.uri`
    func documentURI() throws(RPCError) -> String {
        try object("textDocument").string("uri")
    }
}
