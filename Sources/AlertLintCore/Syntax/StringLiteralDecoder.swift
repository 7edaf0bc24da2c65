/// Decodes one literal: escapes, interpolation placeholders and multi-line indentation stripping.
struct StringLiteralDecoder {
    let buffer: UnsafeBufferPointer<UInt8>
    let range: ByteRange
    var value: [UInt8] = []
    var runs: [StringLiteral.VerbatimRun] = []
    var interpolations: [ByteRange] = []

    init(buffer: UnsafeBufferPointer<UInt8>, range: ByteRange) {
        self.buffer = buffer
        self.range = ByteRange(max(0, range.start), min(range.end, buffer.count))
    }

    private func at(_ offset: Int) -> UInt8 { offset < range.end ? buffer[offset] : 0 }

    mutating func decode() -> StringLiteral {
        var pounds = 0
        while at(range.start + pounds) == UInt8(ascii: "#") { pounds += 1 }
        let quote = range.start + pounds
        let multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
        let closeLength = (multiline ? 3 : 1) + pounds
        let openEnd = min(quote + (multiline ? 3 : 1), range.end)
        var contentEnd = range.end
        if range.end - closeLength >= openEnd, isClosingDelimiter(at: range.end - closeLength, multiline: multiline, pounds: pounds) {
            contentEnd = range.end - closeLength
        }
        if !multiline, let plain = plainContent(from: openEnd, to: contentEnd) {
            // Most copy is one line with no escape: its value is its bytes, one verbatim run.
            return StringLiteral(
                range: range, value: plain, isMultiline: false, poundCount: pounds, hasInterpolation: false,
                interpolations: [],
                verbatimRuns: contentEnd > openEnd ? [.init(valueStart: 0, sourceStart: openEnd, length: contentEnd - openEnd)] : [])
        }
        if multiline {
            decodeMultiline(from: openEnd, to: contentEnd, pounds: pounds)
        } else {
            decodeText(from: openEnd, to: contentEnd, pounds: pounds, multiline: false, indent: nil)
        }
        return StringLiteral(
            range: range, value: String(decoding: value, as: UTF8.self), isMultiline: multiline,
            poundCount: pounds, hasInterpolation: !interpolations.isEmpty,
            interpolations: interpolations, verbatimRuns: runs)
    }

    /// The text between `start` and `end` when no byte there needs decoding (no backslash, no line end).
    private func plainContent(from start: Int, to end: Int) -> String? {
        guard start <= end else { return nil }
        let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
        for byte in content where byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D { return nil }
        return String(decoding: content, as: UTF8.self)
    }

    private func isClosingDelimiter(at offset: Int, multiline: Bool, pounds: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for position in offset..<(offset + quotes) where at(position) != UInt8(ascii: "\"") { return false }
        for position in (offset + quotes)..<(offset + quotes + pounds) where at(position) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Content starts on the line after `"""`; the closing line's indentation is removed from every
    /// line, and the newline before the closing line is not part of the value.
    private mutating func decodeMultiline(from start: Int, to end: Int, pounds: Int) {
        var contentStart = start
        while contentStart < end, at(contentStart) == 0x20 || at(contentStart) == 0x09 { contentStart += 1 }
        if at(contentStart) == 0x0D { contentStart += 1 }
        if at(contentStart) == 0x0A { contentStart += 1 }
        var closingLineStart = end
        while closingLineStart > contentStart, at(closingLineStart - 1) == 0x20 || at(closingLineStart - 1) == 0x09 {
            closingLineStart -= 1
        }
        let indent = ByteRange(closingLineStart, end)
        var contentEnd = closingLineStart
        if contentEnd > contentStart, at(contentEnd - 1) == 0x0A { contentEnd -= 1 }
        if contentEnd > contentStart, at(contentEnd - 1) == 0x0D { contentEnd -= 1 }
        guard contentStart <= contentEnd else { return }
        decodeText(from: contentStart, to: contentEnd, pounds: pounds, multiline: true, indent: indent)
    }

    private mutating func decodeText(from start: Int, to end: Int, pounds: Int, multiline: Bool, indent: ByteRange?) {
        var position = start
        var atLineStart = multiline
        while position < end {
            if atLineStart, let indent {
                position = skipIndent(position, end: end, indent: indent)
                atLineStart = false
                continue
            }
            let current = buffer[position]
            if current == UInt8(ascii: "\\"), CharacterClass.hasPounds(buffer, after: position + 1, pounds) {
                position = decodeEscape(
                    at: position, escaped: position + 1 + pounds, end: end, multiline: multiline, atLineStart: &atLineStart)
                continue
            }
            if current == 0x0D || current == 0x0A {
                // Normalize CRLF and CR line ends to "\n" in the value.
                value.append(0x0A)
                position += (current == 0x0D && at(position + 1) == 0x0A) ? 2 : 1
                atLineStart = true
                continue
            }
            // Copy the plain bytes up to the next backslash or line end in one go.
            var runEnd = position + 1
            while runEnd < end {
                let byte = buffer[runEnd]
                if byte == UInt8(ascii: "\\") || byte == 0x0D || byte == 0x0A { break }
                runEnd += 1
            }
            appendVerbatim(position, length: runEnd - position)
            position = runEnd
        }
    }

    private func skipIndent(_ start: Int, end: Int, indent: ByteRange) -> Int {
        var position = start
        var indentPosition = indent.start
        while position < end, indentPosition < indent.end, buffer[position] == buffer[indentPosition] {
            position += 1
            indentPosition += 1
        }
        return position
    }

    private mutating func appendVerbatim(_ source: Int, length: Int = 1) {
        if var last = runs.last, last.sourceStart + last.length == source, last.valueStart + last.length == value.count {
            last.length += length
            runs[runs.count - 1] = last
        } else {
            runs.append(.init(valueStart: value.count, sourceStart: source, length: length))
        }
        value.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[source..<(source + length)]))
    }

    /// Decodes the escape whose character is at `escaped`; returns the offset after it.
    private mutating func decodeEscape(at backslash: Int, escaped: Int, end: Int, multiline: Bool, atLineStart: inout Bool) -> Int {
        let character = at(escaped)
        switch character {
        case UInt8(ascii: "("):
            let interpolation = StringScanner.scanInterpolation(buffer, from: escaped + 1, multiline: multiline)
            let close = min(interpolation.end, end)
            interpolations.append(ByteRange(escaped + 1, max(escaped + 1, close - 1)))
            value.append(contentsOf: Array(String(TextValue.placeholder).utf8))
            return max(close, escaped + 1)
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "0"): value.append(0x00)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): value.append(character)
        case UInt8(ascii: "u"):
            return decodeUnicodeEscape(escaped: escaped, end: end)
        case 0x0A, 0x0D, 0x20, 0x09:
            // A line continuation: the newline (and spaces before it) are not in the value.
            var position = escaped
            while position < end, at(position) == 0x20 || at(position) == 0x09 { position += 1 }
            if at(position) == 0x0D { position += 1 }
            if at(position) == 0x0A { position += 1 }
            atLineStart = multiline
            return position
        default:
            // Not a valid escape; keep the bytes so nothing is lost.
            value.append(contentsOf: buffer[backslash..<min(escaped + 1, end)])
        }
        return escaped + 1
    }

    private mutating func decodeUnicodeEscape(escaped: Int, end: Int) -> Int {
        guard at(escaped + 1) == UInt8(ascii: "{") else { return escaped + 1 }
        var position = escaped + 2
        var scalarValue: UInt32 = 0
        var digits = 0
        while position < end, let digit = Self.hexValue(at(position)), digits < 8 {
            scalarValue = scalarValue &* 16 &+ UInt32(digit)
            digits += 1
            position += 1
        }
        if at(position) == UInt8(ascii: "}") { position += 1 }
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
        return position
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
