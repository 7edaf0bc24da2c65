/// Applies fixes to a source: never two that overlap, edits from the end so offsets stay valid.
public enum FixApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// The fixes applied, in source order; the others overlapped one of these.
        public var applied: [Fix]
    }

    public static func apply(_ fixes: [Fix], to source: SourceText) -> Result {
        let ordered = fixes.filter { !$0.edits.isEmpty }.sorted { lhs, rhs in
            (lhs.edits[0].range.start, lhs.edits.count) < (rhs.edits[0].range.start, rhs.edits.count)
        }
        var chosen: [Fix] = []
        var taken: [ByteRange] = []
        for fix in ordered where isApplicable(fix, within: source.count) {
            let clashes = fix.edits.contains { edit in taken.contains { conflicts(edit.range, $0) } }
            guard !clashes else { continue }
            chosen.append(fix)
            taken.append(contentsOf: fix.edits.map(\.range))
        }
        let edits = chosen.flatMap(\.edits).sorted { $0.range.start > $1.range.start }
        var bytes = source.bytes
        for edit in edits {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return Result(bytes: bytes, applied: chosen)
    }

    private static func isApplicable(_ fix: Fix, within count: Int) -> Bool {
        fix.edits.allSatisfy { $0.range.start >= 0 && $0.range.end <= count }
            && !zip(fix.edits, fix.edits.dropFirst()).contains { conflicts($0.range, $1.range) }
    }

    /// Two edits conflict when they overlap, or when both insert at the same offset (their order
    /// would be a guess).
    private static func conflicts(_ lhs: ByteRange, _ rhs: ByteRange) -> Bool {
        if lhs.overlaps(rhs) { return true }
        return lhs.start == rhs.start && (lhs.isEmpty || rhs.isEmpty)
    }
}
