/// A half-open range of UTF-8 byte offsets into a `SourceText`.
///
/// The engine works on bytes, not `Character`s; every position the engine reports is one of these
/// and is converted to lines and columns only at the edges (CLI output, LSP ranges).
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }
    public func overlaps(_ other: ByteRange) -> Bool { start < other.end && other.start < end }

    /// The same bytes after `delta` bytes were inserted (or, negative, removed) before them.
    func shifted(by delta: Int) -> ByteRange { ByteRange(start + delta, end + delta) }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
