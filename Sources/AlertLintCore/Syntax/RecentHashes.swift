/// The hashes noted lately, one in each of 64 slots chosen by a hash's top bits: most calls of a
/// file are of a few names (`String(`, `print(`, `NSLocalizedString(`), and one noted again soon
/// need not be noted twice, so the survey sorts and deduplicates a much shorter list
/// (`CalledNames.finished()`). Not copyable, so the slots have one owner.
struct RecentHashes: ~Copyable {
    private let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: 64)

    init() { slots.initialize(repeating: 0, count: 64) }

    deinit { slots.deallocate() }

    /// False when `hash` is the last hash its slot took; a zero hash, which an empty slot also
    /// holds, is always new.
    @inline(__always)
    mutating func isNew(_ hash: UInt64) -> Bool {
        // The top bits: FxHash's last multiply mixes them most.
        let slot = slots + Int(truncatingIfNeeded: hash >> 58)
        guard hash == 0 || slot.pointee != hash else { return false }
        slot.pointee = hash
        return true
    }
}
