/// Finds where a string literal ends, interpolations and the strings inside them included.
///
/// A stack of frames stands for the nesting `"…\( f("…\( g(")") )") )…"`; the loop looks at each
/// byte once, so deep nesting cannot overflow the stack nor cost more than linear time.
enum StringScanner {
    struct Result: Equatable {
        var end: Int
        var terminated: Bool
    }

    private enum Frame {
        /// Inside the text of a literal with `pounds` `#`s.
        case text(pounds: Int, multiline: Bool)
        /// Inside `\(…)`; `depth` counts unclosed `(`; `multiline` is the enclosing literal's.
        case interpolation(depth: Int, multiline: Bool)
    }

    /// `quote` is the offset of the first `"` (after any `#`s).
    /// `readsPlainFirst` off reads every literal in full (for a test of the plain reading).
    static func scan(_ buffer: UnsafeBufferPointer<UInt8>, openingAt quote: Int, pounds: Int, readsPlainFirst: Bool = true) -> Result {
        // Most literals are one line of plain text: those are read without a stack of frames.
        if readsPlainFirst, pounds == 0, let end = plainLiteralEnd(buffer, quote) { return Result(end: end, terminated: true) }
        var stack: [Frame] = []
        let position = open(buffer, quote, pounds: pounds, &stack)
        return run(buffer, from: position, stack: &stack)
    }

    /// The end of `"…"` at `quote` when nothing but a closing `"` ends its text: no escape nor
    /// interpolation, no line break, and not `""` (empty, or the start of `"""`). Eight bytes
    /// at a time; `nil` sends the literal to the full reading.
    private static func plainLiteralEnd(_ buffer: UnsafeBufferPointer<UInt8>, _ quote: Int) -> Int? {
        let count = buffer.count
        var position = quote + 1
        guard position < count, buffer[position] != UInt8(ascii: "\"") else { return nil }
        while position + 8 <= count {
            let word = SWAR.load(buffer, at: position)
            // The lowest mark of each test is exact, so the lowest of all is the first stop.
            let stops =
                SWAR.bytes(equalTo: UInt8(ascii: "\""), in: word) | SWAR.bytes(equalTo: UInt8(ascii: "\\"), in: word)
                | SWAR.bytes(equalTo: 0x0A, in: word) | SWAR.bytes(equalTo: 0x0D, in: word)
            if stops != 0 {
                position &+= stops.trailingZeroBitCount / 8
                return buffer[position] == UInt8(ascii: "\"") ? position + 1 : nil
            }
            position &+= 8
        }
        while position < count {
            switch buffer[position] {
            case UInt8(ascii: "\""): return position + 1
            case UInt8(ascii: "\\"), 0x0A, 0x0D: return nil
            default: position += 1
            }
        }
        return nil
    }

    /// The end of the interpolation whose `(` is just before `start`.
    static func scanInterpolation(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, multiline: Bool) -> Result {
        var stack: [Frame] = [.interpolation(depth: 0, multiline: multiline)]
        return run(buffer, from: start, stack: &stack)
    }

    /// Pushes the literal whose first `"` is at `offset`; returns the offset after its opening delimiter.
    private static func open(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int, pounds: Int, _ stack: inout [Frame]) -> Int {
        let count = buffer.count
        if offset + 2 < count, buffer[offset + 1] == UInt8(ascii: "\""), buffer[offset + 2] == UInt8(ascii: "\"") {
            stack.append(.text(pounds: pounds, multiline: true))
            return offset + 3
        }
        stack.append(.text(pounds: pounds, multiline: false))
        return offset + 1
    }

    private static func run(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, stack: inout [Frame]) -> Result {
        let count = buffer.count
        func at(_ offset: Int) -> UInt8 { offset < count ? buffer[offset] : 0 }
        func isQuote(_ offset: Int) -> Bool { at(offset) == UInt8(ascii: "\"") }
        var position = start
        while position < count, let frame = stack.last {
            let current = buffer[position]
            switch frame {
            case let .text(framePounds, multiline):
                if current == UInt8(ascii: "\\"), CharacterClass.hasPounds(buffer, after: position + 1, framePounds) {
                    let escaped = position + 1 + framePounds
                    if at(escaped) == UInt8(ascii: "(") {
                        stack.append(.interpolation(depth: 0, multiline: multiline))
                    } else if !multiline, at(escaped) == 0x0A || at(escaped) == 0x0D {
                        return Result(end: escaped, terminated: false)
                    }
                    position = escaped + 1
                } else if current == UInt8(ascii: "\"") {
                    let closeLength = multiline ? 3 : 1
                    if (!multiline || (isQuote(position + 1) && isQuote(position + 2))),
                        CharacterClass.hasPounds(buffer, after: position + closeLength, framePounds)
                    {
                        stack.removeLast()
                        position += closeLength + framePounds
                    } else {
                        position += 1
                    }
                } else if !multiline, current == 0x0A || current == 0x0D {
                    return Result(end: position, terminated: false)
                } else {
                    position += 1
                }
            case let .interpolation(depth, multiline):
                switch current {
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .interpolation(depth: depth + 1, multiline: multiline)
                    position += 1
                case UInt8(ascii: ")"):
                    if depth == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1, multiline: multiline)
                    }
                    position += 1
                case UInt8(ascii: "\""):
                    position = open(buffer, position, pounds: 0, &stack)
                case UInt8(ascii: "#"):
                    var end = position
                    while at(end) == UInt8(ascii: "#") { end += 1 }
                    position = isQuote(end) ? open(buffer, end, pounds: end - position, &stack) : end
                case UInt8(ascii: "/") where at(position + 1) == UInt8(ascii: "/"):
                    // A line comment inside `\(…)` runs to the end of the line.
                    while position < count, buffer[position] != 0x0A, buffer[position] != 0x0D { position += 1 }
                case UInt8(ascii: "/") where at(position + 1) == UInt8(ascii: "*"):
                    position = skipBlockComment(buffer, from: position).end
                case 0x0A, 0x0D:
                    if !multiline { return Result(end: position, terminated: false) }
                    position += 1
                default:
                    position += 1
                }
            }
        }
        return Result(end: min(position, count), terminated: stack.isEmpty)
    }

    /// The end of the nested block comment starting at `start`; unterminated ones run to the end.
    static func skipBlockComment(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Result {
        var depth = 0
        var position = start
        let count = buffer.count
        while position + 1 < count {
            if buffer[position] == UInt8(ascii: "/"), buffer[position + 1] == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if buffer[position] == UInt8(ascii: "*"), buffer[position + 1] == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return Result(end: position, terminated: true) }
            } else {
                position += 1
            }
        }
        return Result(end: count, terminated: false)
    }
}
