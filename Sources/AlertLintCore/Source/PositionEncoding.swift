/// The unit a column is counted in. LSP 3.17 negotiates one of these; the CLI reports UTF-8 columns
/// as compilers do.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A zero-based line and a zero-based column counted in some `PositionEncoding`.
public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
