/// A JSON value. Integers are kept apart from other numbers so ids, versions and line numbers
/// survive a round trip exactly; objects keep the order of their keys (see `JSONObject`).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; `nil` when out of bounds or not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as an `Int`: an integer, or a number with no fractional part that fits.
    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value): return JSONValue.exactInteger(value)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `value` as an `Int` when it is integral and within ±2^53. Written with a truncating
    /// conversion because `rounded()`/`Int(exactly:)` pull in libm, which targets without
    /// Foundation do not link on Linux.
    static func exactInteger(_ value: Double) -> Int? {
        guard value > -9_007_199_254_740_992, value < 9_007_199_254_740_992 else { return nil }
        let truncated = Int(value)
        return Double(truncated) == value ? truncated : nil
    }

    /// The JSON type's name, for messages such as "expected a string, found an array".
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Keeps the literal's key order; a repeated key keeps its first place and its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
