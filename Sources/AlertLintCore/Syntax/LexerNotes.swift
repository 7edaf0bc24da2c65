/// What the lexer notes for `CalledNames.scan` as it reads a file, so that most files of a
/// workspace, which name no alert API, need no second walk of their tokens: the hash
/// (`ByteHash`) of each identifier that a `(` follows, and the index of each code token spelled
/// `class`, where a class may be declared.
struct NotedCalls: Sendable, Equatable {
    var nameHashes: [UInt64]
    var classIndices: [Int32]
}
