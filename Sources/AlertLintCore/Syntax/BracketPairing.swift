/// A `(`, `[` or `{` code token and the token that closes it, as indices into `TokenizedSource.code`.
public struct BracketPair: Sendable, Equatable, BitwiseCopyable {
    public var open: Int32
    public var close: Int32
}

/// Pairs brackets while the tokenizer emits them, so no later pass has to walk every token again.
///
/// An explicit stack means 10,000 nested parentheses cost nothing special. A closer that does not
/// fit its innermost opener looks only a few levels down for one that does, which keeps garbage
/// input linear and stops one stray `)` from unpairing the rest of the file.
struct BracketPairing: ~Copyable {
    /// How many open brackets a stray closer may skip to find its opener.
    private static let recoveryDepth = 8

    private var found = AppendBuffer<BracketPair>(capacity: 256)
    /// Open brackets: their token index and opening byte.
    private var stack = AppendBuffer<OpenBracket>(capacity: 64)

    struct OpenBracket: BitwiseCopyable {
        var index: Int32
        var byte: UInt8
    }

    init() {}

    var pairs: [BracketPair] { found.array() }

    mutating func visit(_ index: Int, byte: UInt8) {
        let opener: UInt8
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            stack.append(OpenBracket(index: Int32(truncatingIfNeeded: index), byte: byte))
            return
        case UInt8(ascii: ")"): opener = UInt8(ascii: "(")
        case UInt8(ascii: "]"): opener = UInt8(ascii: "[")
        case UInt8(ascii: "}"): opener = UInt8(ascii: "{")
        default: return
        }
        var depth = stack.count - 1
        let lowest = max(0, stack.count - Self.recoveryDepth)
        // Almost always the innermost opener fits, at the first look.
        while depth >= lowest, stack[depth].byte != opener { depth -= 1 }
        guard depth >= lowest else { return }
        found.append(BracketPair(open: stack[depth].index, close: Int32(truncatingIfNeeded: index)))
        stack.removeLast(toCount: depth)
    }
}
