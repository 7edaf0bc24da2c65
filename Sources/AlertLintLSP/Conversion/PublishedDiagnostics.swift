import AlertLintCore

/// The last `publishDiagnostics` written for the document being typed in, kept so that the next
/// one copies the JSON of every diagnostic that did not change instead of writing it again.
///
/// After a keystroke nearly all of a large file's diagnostics are the same in LSP terms: a
/// diagnostic's byte offsets move, but its lines and columns stay unless the edit is on its line
/// or adds a line. A diagnostic is copied when its converted positions and its `Identity` equal a
/// previous one's; only the document version inside its `data` is written anew.
struct PublishedDiagnostics {
    /// Where one diagnostic's JSON lies in `body`: plain numbers into flat arrays, so matching a
    /// thousand diagnostics reads memory in order and retains nothing.
    struct Entry {
        /// Its positions in `positions`, in the order `DiagnosticWriter` reads them.
        var positions: Range<Int>
        /// Its identity in `identities`.
        var identity: Range<Int>
        var bytes: Range<Int>
        /// The digits of the document version in `data`, when the client keeps data.
        var version: Range<Int>?
    }

    let uri: String
    /// The diagnostics published, shared with the lint they came from. Kept alive so that the
    /// strings their identities name stay allocated (see `Identity`).
    var diagnostics: [Diagnostic]
    /// The whole notification as sent.
    var body: [UInt8] = []
    var positions: [LinePosition] = []
    var identities: [UInt64] = []
    /// In the order written (by position); diagnostics the converter writes itself are left out.
    var entries: [Entry] = []
    /// How many diagnostics were copied from the previous publication.
    var copied = 0

    /// Finds entries in order: the search resumes where the last one stopped.
    struct Matcher {
        let previous: PublishedDiagnostics
        private var next = 0

        init(_ previous: PublishedDiagnostics) {
            self.previous = previous
        }

        /// A previous entry written at the same `positions` with the same `identity`, if any.
        mutating func entry(at positions: ArraySlice<LinePosition>, identity: ArraySlice<UInt64>) -> Entry? {
            guard let first = positions.first else { return nil }
            var next = self.next
            defer { self.next = next }
            return previous.entries.withUnsafeBufferPointer { entries in
                previous.positions.withUnsafeBufferPointer { old in
                    previous.identities.withUnsafeBufferPointer { identities in
                        while next < entries.count, Self.precedes(old[entries[next].positions.lowerBound], first) { next += 1 }
                        var probe = next
                        while probe < entries.count, old[entries[probe].positions.lowerBound] == first {
                            let entry = entries[probe]
                            if Self.equal(old, entry.positions, positions), Self.equal(identities, entry.identity, identity) {
                                return entry
                            }
                            probe += 1
                        }
                        return nil
                    }
                }
            }
        }

        private static func precedes(_ lhs: LinePosition, _ rhs: LinePosition) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }

        private static func equal<Element: Equatable>(
            _ old: UnsafeBufferPointer<Element>, _ span: Range<Int>, _ new: ArraySlice<Element>
        ) -> Bool {
            guard span.count == new.count else { return false }
            var index = new.startIndex
            for position in span {
                if old[position] != new[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Everything a diagnostic writes apart from its positions, as words: its severity, the
    /// representation of each string (rule, message, and what the client shows of related
    /// messages and keeps of fixes: titles, safety, replacements), and the counts.
    ///
    /// Equal representations mean the same string: the same small string, or the same storage.
    /// A finding the cache moved shares its strings with the one it was moved from, so most
    /// diagnostics match without reading their text; a string that is equal but stored apart only
    /// costs writing that diagnostic again. Storage cannot be reused for another string while
    /// the previous publication keeps its diagnostics.
    enum Identity {
        /// Appends the identity of `diagnostic`; `false` (nothing appended) for one that the
        /// converter writes itself.
        static func append(_ diagnostic: borrowing Diagnostic, _ capabilities: ClientCapabilities, to words: inout [UInt64]) -> Bool {
            guard diagnostic.externalLocation == nil else { return false }
            words.append(UInt64(DiagnosticConverter.severity(diagnostic.severity)))
            append(diagnostic.ruleID, to: &words)
            append(diagnostic.message, to: &words)
            // What the client does not get is not read: those arrays are memory the writer
            // would not touch either.
            if capabilities.relatedInformation {
                words.append(UInt64(diagnostic.relativeRelated.count))
                for related in diagnostic.relativeRelated { append(related.message, to: &words) }
            }
            if capabilities.diagnosticData {
                words.append(UInt64(diagnostic.relativeFixes.count))
                for fix in diagnostic.relativeFixes {
                    words.append(UInt64(fix.edits.count) << 1 | (fix.isSafe ? 1 : 0))
                    append(fix.title, to: &words)
                    for edit in fix.edits { append(edit.replacement, to: &words) }
                }
            }
            return true
        }

        private static func append(_ string: String, to words: inout [UInt64]) {
            withUnsafeBytes(of: string) { raw in
                // Every byte of the representation (16 on 64-bit platforms), eight at a time.
                var offset = 0
                while offset + 8 <= raw.count {
                    words.append(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                guard offset < raw.count else { return }
                var tail: UInt64 = 0
                for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * (index - offset)) }
                words.append(tail)
            }
        }
    }
}
