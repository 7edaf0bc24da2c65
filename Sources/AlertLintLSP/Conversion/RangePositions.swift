import AlertLintCore

/// The LSP positions of every range a publication writes, converted in one pass before any JSON
/// is written: start and end of the diagnostic's range, of each related location the client
/// shows, of each fix edit the client keeps as data. `DiagnosticWriter` reads them back in the
/// same order.
struct RangePositions {
    private(set) var positions: [LinePosition] = []

    init(_ diagnostics: [Diagnostic], converter: DiagnosticConverter) {
        var locator = LineLocator(source: converter.converter.source, encoding: converter.converter.encoding)
        let capabilities = converter.capabilities
        positions.reserveCapacity(diagnostics.count * 2)
        func add(_ range: ByteRange) {
            positions.append(locator.position(of: range.start))
            positions.append(locator.position(of: range.end))
        }
        for diagnostic in diagnostics where diagnostic.externalLocation == nil {
            add(diagnostic.range)
            if capabilities.relatedInformation { diagnostic.related.forEach { add($0.range) } }
            if capabilities.diagnosticData {
                for fix in diagnostic.fixes { fix.edits.forEach { add($0.range) } }
            }
        }
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
/// the line found last is tried first, and an ASCII prefix is recognised eight bytes at a time
/// (its column is its length in every encoding). Anything else asks `SourceText`.
struct LineLocator {
    let source: SourceText
    let encoding: PositionEncoding
    private var line = 0

    init(source: SourceText, encoding: PositionEncoding) {
        self.source = source
        self.encoding = encoding
    }

    mutating func position(of offset: Int) -> LinePosition {
        let clamped = min(max(0, offset), source.count)
        let starts = source.lineStarts
        let onLine = line < starts.count && starts[line] <= clamped && (line + 1 == starts.count || clamped < starts[line + 1])
        if !onLine { line = source.line(containing: clamped) }
        let start = starts[line]
        let end = min(clamped, source.lineContentEnd(line))
        guard encoding == .utf8 || Self.isASCII(source.bytes, start, end) else { return source.position(of: clamped, in: encoding) }
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
