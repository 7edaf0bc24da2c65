/// A JSON object that remembers the order of its keys, so output is deterministic and messages
/// can list keys as the user wrote them.
///
/// Equality ignores order: two objects are equal when they hold the same members.
///
/// Members are kept in two arrays in key order. Most objects are small (a String Catalog's are
/// one to three members), and a scan of a few keys is cheaper than hashing them and allocating a
/// table, so the key → position table exists only past `indexedCount` members.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// Keys in insertion order.
    public private(set) var keys: [String] = []
    private var values: [JSONValue] = []
    /// Key → position, filled only past `indexedCount` members (an empty one allocates nothing).
    private var positions: [String: Int] = [:]

    private static let indexedCount = 8

    public init() {}

    public init(_ members: [(String, JSONValue)]) {
        for (key, value) in members { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// Setting a new key appends it; setting an existing key keeps its place; `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let newValue?): values[position] = newValue
            case (nil, let newValue?): append(key, newValue)
            case (let position?, nil): remove(at: position)
            case (nil, nil): break
            }
        }
    }

    /// The members in key order.
    public var members: [(key: String, value: JSONValue)] {
        (0..<keys.count).map { (key: keys[$0], value: values[$0]) }
    }

    /// Walks the members in key order without copying them into an array first.
    public struct Iterator: IteratorProtocol {
        fileprivate let object: JSONObject
        fileprivate var position = 0

        public mutating func next() -> (key: String, value: JSONValue)? {
            guard position < object.keys.count else { return nil }
            defer { position += 1 }
            return (object.keys[position], object.values[position])
        }
    }

    public func makeIterator() -> Iterator { Iterator(object: self) }

    public var underestimatedCount: Int { count }

    private func position(of key: String) -> Int? {
        keys.count > Self.indexedCount ? positions[key] : keys.firstIndex(of: key)
    }

    private mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
        if keys.count == Self.indexedCount + 1 {
            positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        } else if keys.count > Self.indexedCount {
            positions[key] = keys.count - 1
        }
    }

    private mutating func remove(at position: Int) {
        keys.remove(at: position)
        values.remove(at: position)
        positions = keys.count > Self.indexedCount ? Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }) : [:]
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs.keys, lhs.values).allSatisfy { key, value in rhs[key] == value }
    }

    /// Independent of order, as `==` is: each member hashed alone, the results combined with xor.
    public func hash(into hasher: inout Hasher) {
        var members = 0
        for (key, value) in zip(keys, values) {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            members ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(members)
    }
}
