import AlertLintCore

/// A document the client has opened: its current text (the buffer, not the file on disk), its
/// version and the lint result for that text.
struct OpenDocument {
    let uri: String
    var languageID: String
    var version: Int
    var source: SourceText
    /// Set when an incremental change could not be applied; the text no longer matches the
    /// client's, so nothing is linted or answered until a full-text change arrives.
    var isOutOfSync = false
    /// The lint of `source` under configuration generation `lintGeneration`.
    var lint: LintResult?
    var lintGeneration = -1
    /// The rules' findings per site of the last lint, so a keystroke re-checks only the sites it touched.
    var siteCache = SiteDiagnosticsCache()

    /// Clients without a document selector send every open file; only Swift is linted.
    var isSwift: Bool { languageID == "swift" || uri.hasSuffix(".swift") }

    init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.source = SourceText(text)
    }
}

/// One entry of `contentChanges`.
enum ContentChange {
    case full(String)
    case ranged(start: LinePosition, end: LinePosition, text: String)

    init(_ value: JSONValue) throws(RPCError) {
        let change = Params(value, path: "contentChanges[]")
        let text = try change.string("text")
        if change.has("range") {
            let range = try change.range("range")
            self = .ranged(start: range.start, end: range.end, text: text)
        } else {
            self = .full(text)
        }
    }
}

/// Why an incremental change could not be applied.
struct EditOutsideDocument: Error {
    var message: String
}

enum DocumentEditing {
    /// Applies `changes` in order. A position past the end of its line is clamped (as LSP says);
    /// a position on a line after the last, or a start after the end, throws.
    static func apply(_ changes: [ContentChange], to source: SourceText, encoding: PositionEncoding) throws(EditOutsideDocument)
        -> SourceText
    {
        var current = source
        for change in changes {
            switch change {
            case .full(let text):
                current = SourceText(text)
            case .ranged(let start, let end, let text):
                let lower = try offset(of: start, in: current, encoding: encoding)
                let upper = try offset(of: end, in: current, encoding: encoding)
                guard lower <= upper else {
                    throw EditOutsideDocument(message: "change range starts (\(start)) after it ends (\(end))")
                }
                var bytes = current.bytes
                bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
                current = SourceText(bytes: bytes)
            }
        }
        return current
    }

    private static func offset(of position: LinePosition, in source: SourceText, encoding: PositionEncoding) throws(EditOutsideDocument)
        -> Int
    {
        // The line just past the last one, at character 0, is the end of the document; some
        // clients spell the end that way.
        if position.line == source.lineCount, position.column == 0 { return source.count }
        guard position.line < source.lineCount else {
            throw EditOutsideDocument(message: "change position \(position) is past the last line (\(source.lineCount - 1))")
        }
        return source.offset(of: position, in: encoding)
    }
}
