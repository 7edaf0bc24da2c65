/// A growing list for the lexer's hot loop: it appends a token, and pairs a bracket, millions of
/// times over a workspace. Here an append is a store and a count, without `Array`'s check for a
/// shared buffer on every call. Not copyable, so the memory has one owner and goes with it.
struct AppendBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0
    /// Whether `base` is memory this buffer allocated, and frees, rather than memory lent to it.
    private var ownsStorage = true

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends into `storage` (an array's uninitialized capacity, lent while the array is made),
    /// so the array holds the elements with no copy; past its end, into memory of its own.
    init(lending storage: UnsafeMutableBufferPointer<Element>) {
        if let start = storage.baseAddress, storage.count > 0 {
            base = start
            capacity = storage.count
            ownsStorage = false
        } else {
            // An empty loan has no address: memory of its own from the start.
            capacity = 16
            base = .allocate(capacity: capacity)
        }
    }

    deinit {
        if ownsStorage { base.deallocate() }
    }

    /// Whether every element is still in the lent storage (`init(lending:)`).
    var isInLentStorage: Bool { !ownsStorage }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: ArraySlice<Element>) {
        for element in elements { append(element) }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Element { base[index] }

    /// Drops the elements from `newCount` on.
    mutating func removeLast(toCount newCount: Int) {
        count = min(count, max(0, newCount))
    }

    /// The elements from `start` on.
    func array(from start: Int = 0) -> [Element] {
        Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        ownsStorage = true
        base = larger
        capacity *= 2
    }
}
