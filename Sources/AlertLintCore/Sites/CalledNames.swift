/// The names a surveyed file calls, kept as 64-bit hashes of their bytes: enough to tell whether
/// it calls one of the workspace's helpers, with no string made per call. Two names with one
/// hash only make a file linted that had nothing to find, never a finding lost.
public struct CalledNames: Sendable, Equatable {
    /// Sorted and unique once `finished()`.
    private(set) var hashes: [UInt64] = []

    public init() {}

    /// The name spelled by `range` of `bytes`.
    mutating func insert(_ bytes: [UInt8], _ range: ByteRange) { hashes.append(ByteHash.of(bytes, range)) }

    mutating func insert(_ name: String) { hashes.append(Self.hash(name)) }

    func finished() -> CalledNames {
        var names = CalledNames()
        for hash in hashes.sorted() where hash != names.hashes.last { names.hashes.append(hash) }
        return names
    }

    /// Whether any name called is one of `names` (`hash(_:)` of each).
    public func containsAny(of names: Set<UInt64>) -> Bool {
        !names.isEmpty && hashes.contains { names.contains($0) }
    }

    public static func hash(_ name: String) -> UInt64 {
        let bytes = Array(name.utf8)
        return ByteHash.of(bytes, ByteRange(0, bytes.count))
    }
}
