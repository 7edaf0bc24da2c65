import Foundation

/// Fixed slots filled from many threads, each slot by one thread only; the lock keeps the array's
/// storage itself consistent.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    public var values: [Value?] { lock.withLock { storage } }
}
