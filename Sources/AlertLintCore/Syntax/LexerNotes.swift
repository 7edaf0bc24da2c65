/// Where the lexer saw words that later passes look for, noted as it reads a file, so that the
/// passes over most files of a workspace need no second walk of every token. A splice of an
/// edit (`IncrementalTokenizer`) has none, and those passes walk its tokens instead.
struct LexerNotes: Sendable, Equatable {
    /// The hash (`ByteHash`) of each identifier that a `(` follows, without backticks
    /// (`CalledNames.scan`).
    var calledNameHashes: [UInt64] = []
    /// The index of each code token spelled `class`.
    var classIndices: [Int32] = []
    /// The index of each word that may start a declaration `ConstantScanner` reads.
    var declarationIndices: [Int32] = []

    /// Whether a word of `length` bytes starting with `first` may be `extension`, `enum`,
    /// `struct`, `class`, `actor`, `static`, `var` or `func`: length and first byte rule out most
    /// words before any is compared.
    @inline(__always)
    static func mayStartDeclaration(length: Int, first: UInt8) -> Bool {
        switch (length, first) {
        case (9, UInt8(ascii: "e")), (4, UInt8(ascii: "e")), (6, UInt8(ascii: "s")), (5, UInt8(ascii: "c")), (5, UInt8(ascii: "a")),
            (3, UInt8(ascii: "v")), (4, UInt8(ascii: "f")):
            return true
        default:
            return false
        }
    }
}
