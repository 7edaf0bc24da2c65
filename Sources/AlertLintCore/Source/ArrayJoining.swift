extension Array {
    /// The parts one after another, each copied as one block of memory. A keystroke in a large
    /// file splices its text and its tokens this way: `replaceSubrange` on an array shared with the
    /// previous text would copy it, then move everything after the edit a second time.
    init(joining parts: [ArraySlice<Element>]) {
        self.init(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.count }) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            for part in parts {
                part.withUnsafeBufferPointer { part in
                    guard let source = part.baseAddress else { return }
                    (base + count).initialize(from: source, count: part.count)
                    count += part.count
                }
            }
        }
    }
}
