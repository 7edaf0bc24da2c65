/// Looks for one fixed byte string, without copying what it searches. Horspool's search: after a
/// mismatch the window moves on by how far its last byte lies from the needle's end, so a long
/// needle (a project file's product type) is found by reading a fraction of the bytes.
struct ByteSearch: Sendable {
    let needle: [UInt8]
    private let skip: [Int]

    init(_ needle: String) {
        self.needle = Array(needle.utf8)
        var skip = [Int](repeating: self.needle.count, count: 256)
        for (index, byte) in self.needle.dropLast().enumerated() { skip[Int(byte)] = self.needle.count - 1 - index }
        self.skip = skip
    }

    /// Whether the needle occurs in `bytes`, within `range` when one is given.
    func occurs(in bytes: [UInt8], range: Range<Int>? = nil) -> Bool {
        let range = range ?? 0..<bytes.count
        let count = needle.count
        guard count > 0, range.count >= count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var end = range.lowerBound + count - 1
                while end < range.upperBound {
                    let last = haystack[end]
                    if last == needle[count - 1] {
                        var matched = 1
                        while matched < count, haystack[end - matched] == needle[count - 1 - matched] { matched += 1 }
                        if matched == count { return true }
                    }
                    end += skip[Int(last)]
                }
                return false
            }
        }
    }
}
