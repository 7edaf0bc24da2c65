/// A JSON object that remembers the order of its keys, so output is deterministic and messages
/// can list keys as the user wrote them.
///
/// Equality ignores order: two objects are equal when they hold the same members.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// Keys in insertion order.
    public private(set) var keys: [String] = []
    private var storage: [String: JSONValue] = [:]

    public init() {}

    public init(_ members: [(String, JSONValue)]) {
        for (key, value) in members { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// Setting a new key appends it; setting an existing key keeps its place; `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The members in key order.
    public var members: [(key: String, value: JSONValue)] {
        keys.compactMap { key in storage[key].map { (key: key, value: $0) } }
    }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        members.makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }
}
