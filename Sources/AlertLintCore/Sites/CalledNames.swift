/// The names a surveyed file calls, kept as 64-bit hashes of their bytes: enough to tell whether
/// it calls one of the workspace's helpers, with no string made per call. Two names with one
/// hash only make a file linted that had nothing to find, never a finding lost.
public struct CalledNames: Sendable, Equatable {
    /// Sorted and unique once `finished()`.
    private(set) var hashes: [UInt64] = []

    public init() {}

    /// The name spelled by `range` of `bytes`.
    mutating func insert(_ bytes: [UInt8], _ range: ByteRange) { hashes.append(ByteHash.of(bytes, range)) }

    /// Names already hashed (`ByteHash`), in any order and repeated.
    init(hashes: [UInt64]) { self.hashes = hashes }

    mutating func insert(_ name: String) { hashes.append(Self.hash(name)) }

    func finished() -> CalledNames {
        var names = self
        names.hashes.sort()
        // Each hash once, in place.
        let kept = names.hashes.withUnsafeMutableBufferPointer { hashes -> Int in
            var kept = 0
            for hash in hashes where kept == 0 || hashes[kept - 1] != hash {
                hashes[kept] = hash
                kept += 1
            }
            return kept
        }
        names.hashes.removeLast(names.hashes.count - kept)
        return names
    }

    /// Whether any name called is one of `names` (`hash(_:)` of each).
    public func containsAny(of names: Set<UInt64>) -> Bool {
        guard !names.isEmpty, !hashes.isEmpty else { return false }
        // A bit per name (of 256) rules out most hashes before the set hashes them again: this
        // runs for every file's every call, round after round.
        var bits = SIMD4<UInt64>(repeating: 0)
        for name in names { bits[Int(name >> 6 & 3)] |= 1 << (name & 63) }
        return hashes.contains { hash in bits[Int(hash >> 6 & 3)] & (1 << (hash & 63)) != 0 && names.contains(hash) }
    }

    public static func hash(_ name: String) -> UInt64 { ByteHash.of(name) }
}
