/// A cursor over a table file's UTF-8 text (valid UTF-8: decoded first) that knows its line and
/// column (1-based, the column counted in scalars) and collects the problems found.
struct UTF8Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    var line = 1
    var column = 1
    var problems: [TableProblem] = []

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    var atEnd: Bool { index >= bytes.count }
    var location: FileLocation { FileLocation(path: path, line: line, column: column) }

    /// The byte at `index`; the caller checks `atEnd`.
    var current: UInt8 { bytes[index] }

    /// Moves past one byte; the column moves with the first byte of each scalar.
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let expected = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
        return true
    }

    /// Moves past the next `terminator`; false when the text ends first.
    mutating func skip(past terminator: StaticString) -> Bool {
        while !atEnd {
            if starts(with: terminator) {
                advance(by: terminator.utf8CodeUnitCount)
                return true
            }
            advance()
        }
        return false
    }
}
