import AlertLintCore

/// Writes the JSON of `DiagnosticConverter.lsp(_:)` straight into bytes, member for member in the
/// same order: publishing a large file's diagnostics on every keystroke must not allocate a tree
/// of `JSONValue`s per diagnostic.
struct DiagnosticWriter {
    let converter: DiagnosticConverter

    /// The whole `textDocument/publishDiagnostics` notification.
    func notification(uri: String, version: Int, _ diagnostics: [Diagnostic]) -> [UInt8] {
        publication(uri: uri, version: version, diagnostics, RangePositions(diagnostics, converter: converter), reusing: nil).body
    }

    /// The notification, with the positions of `diagnostics` converted already. A diagnostic that
    /// `previous` (the document's last publication) wrote at the same positions is copied from it.
    func publication(
        uri: String, version: Int, _ diagnostics: [Diagnostic], _ positions: RangePositions, reusing previous: PublishedDiagnostics?
    ) -> PublishedDiagnostics {
        var cursor = RangePositions.Cursor(positions: positions.positions)
        var matcher = previous.map(PublishedDiagnostics.Matcher.init)
        var published = PublishedDiagnostics(uri: uri, diagnostics: diagnostics, positions: positions.positions)
        published.entries.reserveCapacity(diagnostics.count)
        published.identities.reserveCapacity(previous?.identities.count ?? diagnostics.count * 8)
        var output: [UInt8] = []
        output.reserveCapacity(previous.map { $0.body.count + 64 } ?? 128 + diagnostics.count * 192)
        append(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#, to: &output)
        JSONValue.appendString(uri, to: &output)
        append(#","version":"#, to: &output)
        appendInteger(version, to: &output)
        append(#","diagnostics":["#, to: &output)
        // Read in place: copying each diagnostic out of the array retains and releases its strings.
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                let span = positions.span(of: index)
                let identity = published.identities.count
                guard PublishedDiagnostics.Identity.append(diagnostics[index], converter.capabilities, to: &published.identities) else {
                    write(diagnostics[index], &cursor, to: &output)
                    continue
                }
                let identitySpan = identity..<published.identities.count
                let start = output.count
                let versionDigits: Range<Int>?
                if let previous,
                    let entry = matcher?.entry(at: positions.positions[span], identity: published.identities[identitySpan])
                {
                    versionDigits = copy(entry, of: previous, to: &output)
                    published.copied += 1
                } else {
                    cursor.index = span.lowerBound
                    versionDigits = write(diagnostics[index], &cursor, to: &output)
                }
                published.entries.append(
                    .init(positions: span, identity: identitySpan, bytes: start..<output.count, version: versionDigits))
            }
        }
        append("]}}", to: &output)
        published.body = output
        return published
    }

    /// Copies the JSON of `entry` with this document version in its `data`; returns where the
    /// version's digits went.
    private func copy(_ entry: PublishedDiagnostics.Entry, of previous: PublishedDiagnostics, to output: inout [UInt8]) -> Range<Int>? {
        previous.body.withUnsafeBufferPointer { body in
            guard let old = entry.version else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: body[entry.bytes]))
                return nil
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: body[entry.bytes.lowerBound..<old.lowerBound]))
            let digits = appendVersion(to: &output)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: body[old.upperBound..<entry.bytes.upperBound]))
            return digits
        }
    }

    private func appendVersion(to output: inout [UInt8]) -> Range<Int> {
        let start = output.count
        if let version = converter.version { appendInteger(version, to: &output) } else { append("null", to: &output) }
        return start..<output.count
    }

    /// Writes one diagnostic; returns where the digits of the document version in its `data` went.
    @discardableResult
    func write(_ diagnostic: Diagnostic, _ cursor: inout RangePositions.Cursor, to output: inout [UInt8]) -> Range<Int>? {
        // Copy read from a string table is rare and its related entry is worded per language:
        // the converter writes it.
        if diagnostic.externalLocation != nil {
            output.append(contentsOf: converter.lsp(diagnostic).serializedBytes())
            return nil
        }
        let capabilities = converter.capabilities
        append(#"{"range":"#, to: &output)
        range(&cursor, to: &output)
        append(#","severity":"#, to: &output)
        appendInteger(DiagnosticConverter.severity(diagnostic.severity), to: &output)
        append(#","code":"#, to: &output)
        JSONValue.appendString(diagnostic.ruleID, to: &output)
        if capabilities.codeDescription, let url = converter.documentationURL(diagnostic.ruleID) {
            append(#","codeDescription":{"href":"#, to: &output)
            JSONValue.appendString(url, to: &output)
            output.append(UInt8(ascii: "}"))
        }
        append(#","source":"alertlint","message":"#, to: &output)
        JSONValue.appendString(diagnostic.message, to: &output)
        if capabilities.relatedInformation, !diagnostic.relativeRelated.isEmpty {
            append(#","relatedInformation":["#, to: &output)
            for (index, related) in diagnostic.relativeRelated.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(#"{"location":{"uri":"#, to: &output)
                JSONValue.appendString(converter.uri, to: &output)
                append(#","range":"#, to: &output)
                range(&cursor, to: &output)
                append(#"},"message":"#, to: &output)
                JSONValue.appendString(related.message, to: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        var versionDigits: Range<Int>?
        if capabilities.diagnosticData {
            append(#","data":{"fixes":["#, to: &output)
            for (index, fix) in diagnostic.relativeFixes.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(#"{"title":"#, to: &output)
                JSONValue.appendString(fix.title, to: &output)
                append(#","safety":"#, to: &output)
                JSONValue.appendString(fix.safety.rawValue, to: &output)
                append(#","edits":["#, to: &output)
                for (position, edit) in fix.edits.enumerated() {
                    if position > 0 { output.append(UInt8(ascii: ",")) }
                    append(#"{"range":"#, to: &output)
                    range(&cursor, to: &output)
                    append(#","newText":"#, to: &output)
                    JSONValue.appendString(edit.replacement, to: &output)
                    output.append(UInt8(ascii: "}"))
                }
                append("]}", to: &output)
            }
            append(#"],"version":"#, to: &output)
            versionDigits = appendVersion(to: &output)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "}"))
        return versionDigits
    }

    private func range(_ cursor: inout RangePositions.Cursor, to output: inout [UInt8]) {
        let start = cursor.next()
        let end = cursor.next()
        append(#"{"start":{"line":"#, to: &output)
        appendInteger(start.line, to: &output)
        append(#","character":"#, to: &output)
        appendInteger(start.column, to: &output)
        append(#"},"end":{"line":"#, to: &output)
        appendInteger(end.line, to: &output)
        append(#","character":"#, to: &output)
        appendInteger(end.column, to: &output)
        append("}}", to: &output)
    }

    private func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Decimal digits without making a `String`.
    private func appendInteger(_ value: Int, to output: inout [UInt8]) {
        if value < 0 {
            guard value != Int.min else { return output.append(contentsOf: String(value).utf8) }
            output.append(UInt8(ascii: "-"))
            return appendInteger(-value, to: &output)
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }
}
