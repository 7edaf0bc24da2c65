/// A set of 64-bit hashes (`ByteHash`) that are already mixed, so none is hashed again: `Set`
/// would run each through SipHash, and a workspace's tables add every key of every language.
/// Open addressing with linear probing in a power-of-two table; 0 marks a free slot, so the
/// hash 0 is kept aside.
struct HashedKeys: Sendable {
    private var slots: [UInt64] = []
    private var hasZero = false
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    func contains(_ hash: UInt64) -> Bool {
        if hash == 0 { return hasZero }
        guard !slots.isEmpty else { return false }
        let mask = slots.count - 1
        var index = Self.start(of: hash, mask: mask)
        while true {
            let slot = slots[index]
            if slot == hash { return true }
            if slot == 0 { return false }
            index = (index + 1) & mask
        }
    }

    /// Adds `hash`; `false` when it was there already.
    @discardableResult
    mutating func insert(_ hash: UInt64) -> Bool {
        if hash == 0 {
            defer { hasZero = true }
            if hasZero { return false }
            count += 1
            return true
        }
        // At most half full, so a probe meets a free slot soon.
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Self.start(of: hash, mask: mask)
        while true {
            let slot = slots[index]
            if slot == hash { return false }
            if slot == 0 { break }
            index = (index + 1) & mask
        }
        slots[index] = hash
        count += 1
        return true
    }

    /// The slot a hash starts from: its high bits after one multiply (Fibonacci hashing), since a
    /// multiplicative hash's low bits are its weakest.
    private static func start(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: max(16, old.count * 2))
        let mask = slots.count - 1
        for hash in old where hash != 0 {
            var index = Self.start(of: hash, mask: mask)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = hash
        }
    }
}
