/// A place in JSON text: a byte offset plus a 1-based line and a 1-based column counted in
/// UTF-8 bytes (as compilers report columns).
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Where a value sits inside a document: `.rules[2].severity` is `[.key("rules"), .index(2), .key("severity")]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = JSONPath()

    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// `.a.b[0]`; the root is `.`.
    public var description: String {
        guard !components.isEmpty else { return "." }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

/// Why JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var position: JSONPosition

    public init(_ message: String, at position: JSONPosition) {
        self.message = message
        self.position = position
    }

    public var offset: Int { position.offset }
    public var line: Int { position.line }
    public var column: Int { position.column }

    /// `3:5: expected ',' or '}' after object member`
    public var description: String { "\(position): \(message)" }
}

/// A parsed value together with where each of its object keys and values starts in the text, so
/// a configuration loader can say "unknown key 'rulez' at .alertlint.json:3:5".
public struct JSONDocument: Sendable {
    public var value: JSONValue
    /// Position of the opening quote of the key that ends `path`.
    public var keyPositions: [JSONPath: JSONPosition]
    /// Position of the first byte of the value at `path` (the root included).
    public var valuePositions: [JSONPath: JSONPosition]
    /// Keys that appear twice in one object (the later value wins), at the later occurrence.
    public var duplicateKeys: [(path: JSONPath, position: JSONPosition)]

    public init(
        value: JSONValue, keyPositions: [JSONPath: JSONPosition] = [:],
        valuePositions: [JSONPath: JSONPosition] = [:],
        duplicateKeys: [(path: JSONPath, position: JSONPosition)] = []
    ) {
        self.value = value
        self.keyPositions = keyPositions
        self.valuePositions = valuePositions
        self.duplicateKeys = duplicateKeys
    }

    public func position(ofKey path: JSONPath) -> JSONPosition? { keyPositions[path] }

    /// The value's own position, else its key's (useful for messages about a member).
    public func position(of path: JSONPath) -> JSONPosition? { valuePositions[path] ?? keyPositions[path] }
}
