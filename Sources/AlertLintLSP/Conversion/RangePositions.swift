import AlertLintCore

/// The LSP positions of every range a publication writes, converted in one pass before any JSON
/// is written: start and end of the diagnostic's range, of each related location the client
/// shows, of each fix edit the client keeps as data. `DiagnosticWriter` reads them back in the
/// same order.
struct RangePositions {
    private(set) var positions: [LinePosition] = []
    /// Where each diagnostic's positions begin in `positions`, and one past the last.
    private var starts: [Int] = []

    init(_ diagnostics: [Diagnostic], converter: DiagnosticConverter) {
        var locator = LineLocator(source: converter.converter.source, encoding: converter.converter.encoding)
        let capabilities = converter.capabilities
        positions.reserveCapacity(diagnostics.count * 2)
        starts.reserveCapacity(diagnostics.count + 1)
        /// `range` is relative to `origin` (fixes and related locations are held relative to their
        /// finding's start, see `Diagnostic.relativeFixes`).
        func add(_ range: ByteRange, from origin: Int = 0) {
            positions.append(locator.position(of: origin + range.start))
            positions.append(locator.position(of: origin + range.end))
        }
        // Read in place: copying each diagnostic out of the array retains and releases its strings.
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                starts.append(positions.count)
                // Copy read from a string table is written by the converter, which converts its own.
                guard diagnostics[index].externalLocation == nil else { continue }
                let origin = diagnostics[index].range.start
                add(diagnostics[index].range)
                if capabilities.relatedInformation { diagnostics[index].relativeRelated.forEach { add($0.range, from: origin) } }
                if capabilities.diagnosticData {
                    for fix in diagnostics[index].relativeFixes { fix.edits.forEach { add($0.range, from: origin) } }
                }
            }
        }
        starts.append(positions.count)
    }

    /// The positions of the diagnostic at `index` of the list converted.
    func span(of index: Int) -> Range<Int> {
        starts[index]..<starts[index + 1]
    }

    /// Reads positions in order.
    struct Cursor {
        let positions: [LinePosition]
        var index = 0

        /// The next position; line 0 column 0 if the writer asks for more than were converted
        /// (a writer bug, never a crash).
        mutating func next() -> LinePosition {
            guard index < positions.count else { return LinePosition(line: 0, column: 0) }
            defer { index += 1 }
            return positions[index]
        }
    }
}

/// `SourceText.position(of:in:)` for offsets that mostly come in order and mostly follow ASCII:
/// the line found last is tried first, and whether it is all ASCII is found once (then a column
/// is its length in every encoding). On a line that is not, an ASCII prefix is recognised eight
/// bytes at a time; anything else asks `SourceText`.
struct LineLocator {
    let source: SourceText
    let encoding: PositionEncoding
    private var line = 0
    private var lineIsASCII: Bool?

    init(source: SourceText, encoding: PositionEncoding) {
        self.source = source
        self.encoding = encoding
    }

    mutating func position(of offset: Int) -> LinePosition {
        let clamped = min(max(0, offset), source.count)
        let starts = source.lineStarts
        let onLine = line < starts.count && starts[line] <= clamped && (line + 1 == starts.count || clamped < starts[line + 1])
        if !onLine {
            line = source.line(containing: clamped)
            lineIsASCII = nil
        }
        let start = starts[line]
        let contentEnd = source.lineContentEnd(line)
        let end = min(clamped, contentEnd)
        if encoding != .utf8 {
            if lineIsASCII == nil { lineIsASCII = Self.isASCII(source.bytes, start, contentEnd) }
            if lineIsASCII == false, !Self.isASCII(source.bytes, start, end) { return source.position(of: clamped, in: encoding) }
        }
        return LinePosition(line: line, column: max(0, end - start))
    }

    private static func isASCII(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var index = max(0, start)
            let limit = min(end, buffer.count)
            while index + 8 <= limit {
                if buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
            while index < limit {
                if buffer[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }
}
