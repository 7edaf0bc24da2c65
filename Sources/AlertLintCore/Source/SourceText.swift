/// The text of one Swift file as UTF-8 bytes plus a table of line starts.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, the three terminators LSP recognises. Columns are
/// converted on demand so the tokenizer and the rules never pay for them.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Offset of the first byte of each line; always starts with 0.
    public let lineStarts: [Int]
    /// Offset of the first byte that is not valid UTF-8, if any.
    public let firstInvalidUTF8Offset: Int?

    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public init(bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { _ = Self.appendLineStarts(in: $0, from: 0, to: $0.count, to: &starts) }
        self.init(
            bytes: bytes, lineStarts: starts, firstInvalidUTF8Offset: UTF8Validation.firstInvalidOffset(in: bytes, from: 0, to: bytes.count)
        )
    }

    init(bytes: [UInt8], lineStarts: [Int], firstInvalidUTF8Offset: Int?) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.firstInvalidUTF8Offset = firstInvalidUTF8Offset
    }

    /// Appends the start of every line that begins after a terminator at `from..<to`, and returns
    /// where the scan stopped (one past `to` when a `\r\n` straddles it). Runs on every keystroke
    /// in the editor and over every file a survey reads, so it goes eight bytes at a time to the
    /// next `\n` or `\r`.
    static func appendLineStarts(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, to starts: inout [Int]) -> Int {
        guard let base = buffer.baseAddress else { return from }
        // Without a carriage return (nearly every file) each line ends at the next `\n`.
        if ByteScan.firstOffset(of: 0x0D, in: base, from: from, to: end) == nil {
            var index = from
            while let newline = ByteScan.firstOffset(of: 0x0A, in: base, from: index, to: end) {
                starts.append(newline + 1)
                index = newline + 1
            }
            return end
        }
        let count = buffer.count
        var index = from
        while index < end {
            if index + 8 <= end {
                let word = SWAR.load(buffer, at: index)
                let breaks = SWAR.bytes(equalTo: 0x0A, in: word) | SWAR.bytes(equalTo: 0x0D, in: word)
                guard breaks != 0 else {
                    index += 8
                    continue
                }
                index += breaks.trailingZeroBitCount / 8
            }
            let byte = base[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, base[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return index
    }

    public var count: Int { bytes.count }
    public var lineCount: Int { lineStarts.count }

    /// The text of `range`, with invalid UTF-8 replaced by U+FFFD.
    public func text(_ range: ByteRange) -> String {
        let lower = min(max(0, range.start), bytes.count)
        let upper = min(max(lower, range.end), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Zero-based line holding `offset` (offsets past the end belong to the last line).
    public func line(containing offset: Int) -> Int {
        Self.line(containing: offset, in: lineStarts)
    }

    /// The last of the ascending `starts` (the first is 0) at or before `offset`.
    static func line(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Offset just past the last content byte of `line` (before its terminator).
    public func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The line and column of `offset`, the column counted in `encoding` units.
    public func position(of offset: Int, in encoding: PositionEncoding = .utf8) -> LinePosition {
        let clamped = min(max(0, offset), bytes.count)
        let line = line(containing: clamped)
        let start = lineStarts[line]
        let end = min(clamped, lineContentEnd(line))
        return LinePosition(line: line, column: Self.units(bytes, from: start, to: end, encoding))
    }

    /// The byte offset of `position`; a column past the end of its line is clamped to the line's
    /// end and a line past the end of the file to the end of the file, as LSP asks.
    public func offset(of position: LinePosition, in encoding: PositionEncoding = .utf8) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        var index = start
        var units = 0
        while index < end, units < position.column {
            let width = Self.scalarLength(bytes, at: index, limit: end)
            units += Self.unitCount(leadByte: bytes[index], byteLength: width, encoding)
            if units > position.column { break }  // column points inside a surrogate pair
            index += width
        }
        return index
    }

    /// Number of `encoding` units in the bytes `from..<to`.
    static func units(_ bytes: [UInt8], from: Int, to: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return to - from }
        // Most lines before a diagnostic are ASCII, where every encoding counts bytes.
        let isASCII = bytes.withUnsafeBufferPointer { buffer in
            var index = max(0, from)
            let end = min(to, buffer.count)
            while index < end {
                if buffer[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
        if isASCII { return max(0, to - from) }
        var index = from
        var units = 0
        while index < to {
            let width = scalarLength(bytes, at: index, limit: to)
            units += unitCount(leadByte: bytes[index], byteLength: width, encoding)
            index += width
        }
        return units
    }

    /// Length in bytes of the scalar starting at `index`; 1 for an invalid byte (decoded as U+FFFD).
    static func scalarLength(_ bytes: [UInt8], at index: Int, limit: Int) -> Int {
        let lead = bytes[index]
        let expected: Int
        switch lead {
        case 0x00..<0x80: return 1
        case 0xC2..<0xE0: expected = 2
        case 0xE0..<0xF0: expected = 3
        case 0xF0..<0xF5: expected = 4
        default: return 1
        }
        guard index + expected <= limit else { return 1 }
        for next in 1..<expected where bytes[index + next] & 0xC0 != 0x80 { return 1 }
        return expected
    }

    static func unitCount(leadByte: UInt8, byteLength: Int, _ encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return byteLength
        case .utf32: return 1
        case .utf16: return byteLength == 4 ? 2 : 1
        }
    }
}

enum UTF8Validation {
    /// The first byte at `from..<to` that does not start a valid scalar; `from` must be a scalar
    /// boundary. A scalar may run past `to`.
    static func firstInvalidOffset(in bytes: [UInt8], from: Int, to end: Int) -> Int? {
        var index = from
        let count = bytes.count
        while index < end {
            // Source is nearly all ASCII: 32 bytes at a time through it, then 8.
            index = bytes.withUnsafeBufferPointer { buffer in
                var position = index
                while position + 32 <= min(end, count) {
                    let words =
                        SWAR.load(buffer, at: position) | SWAR.load(buffer, at: position + 8) | SWAR.load(buffer, at: position + 16)
                        | SWAR.load(buffer, at: position + 24)
                    guard !SWAR.hasHighBit(words) else { break }
                    position += 32
                }
                return position
            }
            guard index < end else { break }
            if index + 8 <= count, !SWAR.hasHighBit(SWAR.load(bytes, at: index)) {
                index += 8
                continue
            }
            if bytes[index] < 0x80 { index += 1; continue }
            let width = SourceText.scalarLength(bytes, at: index, limit: count)
            if width == 1 { return index }
            // Reject overlong 3-byte forms, surrogates and values past U+10FFFF.
            let lead = bytes[index], second = bytes[index + 1]
            if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0)
                || (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90)
            {
                return index
            }
            index += width
        }
        return nil
    }
}

/// Tests on eight bytes at once, for scans over whole files.
enum SWAR {
    static func hasHighBit(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether a byte of `buffer` is 0x80 or above (not ASCII).
    static func hasHighBit(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while position + 8 <= buffer.count {
            if hasHighBit(load(buffer, at: position)) { return true }
            position += 8
        }
        return buffer[position...].contains { $0 >= 0x80 }
    }

    /// Eight bytes at `offset` (which has eight after it), the first in the lowest byte.
    @inline(__always)
    static func load(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte that cannot be part of an identifier: not an ASCII letter,
    /// digit or `_`, nor a byte of a non-ASCII character (`CharacterClass.isIdentifierBody`).
    /// Exact in every byte: no carry crosses one.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = word & 0x7F7F_7F7F_7F7F_7F7F
        let letters = inRange(ascii | 0x2020_2020_2020_2020, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = inRange(ascii, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscores = inRange(ascii, UInt8(ascii: "_"), UInt8(ascii: "_"))
        return ~(letters | digits | underscores | word) & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` (each below 0x80) from `low` to `high`: adding
    /// `0x80 - low` sets it from `low` up, adding `0x7F - high` above `high`.
    @inline(__always)
    private static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let fromLow = word &+ 0x0101_0101_0101_0101 &* UInt64(0x80 - low)
        let aboveHigh = word &+ 0x0101_0101_0101_0101 &* UInt64(0x7F - high)
        return fromLow & ~aboveHigh & 0x8080_8080_8080_8080
    }

    /// Eight bytes of `bytes` at `offset` (which has eight after it), the first in the lowest byte.
    @inline(__always)
    static func load(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { load($0, at: offset) }
    }

    /// Whether a byte of `word` ends or interrupts a run of plain text in a JSON string: a quote,
    /// a backslash, a control character (below 0x20) or a byte of a non-ASCII character.
    @inline(__always)
    static func needsLookInString(_ word: UInt64) -> Bool {
        let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        return (bytes(equalTo: 0x22, in: word) | bytes(equalTo: 0x5C, in: word) | control | (word & 0x8080_8080_8080_8080)) != 0
    }

    /// The first byte from `start` on that `marks` flags, or the end: `marks` sets the high bit
    /// of each such byte of a word (exactly for the lowest one, as `bytes(equalTo:in:)` does), so
    /// the search goes eight bytes at a time, and the last few bytes are each asked as a word of
    /// one byte.
    @inline(__always)
    static func firstMarked(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ marks: (UInt64) -> UInt64) -> Int {
        var position = start
        while position + 8 <= buffer.count {
            let found = marks(load(buffer, at: position))
            if found != 0 { return position &+ found.trailingZeroBitCount / 8 }
            position &+= 8
        }
        while position < buffer.count, marks(UInt64(buffer[position])) & 0x80 == 0 { position += 1 }
        return position
    }

    /// The first `a` or `b` from `start` on, or the end.
    @inline(__always)
    static func firstOffset(of a: UInt8, or b: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstMarked(in: buffer, from: start) { bytes(equalTo: a, in: $0) | bytes(equalTo: b, in: $0) }
    }

    /// The high bit of each byte of `word` equal to `byte`. Only the lowest set bit is sure: a
    /// borrow can set a higher one, but only above a byte that is equal.
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let zeroed = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080
    }
}
