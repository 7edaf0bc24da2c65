import AlertLintCore

/// A document the client has opened: its current text (the buffer, not the file on disk) and its
/// version. What linting it gave is kept only while it is among the last few documents linted
/// (`state`, see `HotDocuments`): fifty open files must not hold fifty sets of sites and findings.
struct OpenDocument {
    let uri: String
    var languageID: String
    var version: Int
    /// The buffer's bytes; shares its storage with `state?.source.bytes`.
    private(set) var bytes: [UInt8]
    /// Set when an incremental change could not be applied; the text no longer matches the
    /// client's, so nothing is linted or answered until a full-text change arrives.
    var isOutOfSync = false
    /// The line table, lint and site cache of the text, for a hot document; nil once evicted.
    var state: DocumentState?

    /// Clients without a document selector send every open file; only Swift is linted.
    var isSwift: Bool { languageID == "swift" || uri.hasSuffix(".swift") }

    init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.bytes = Array(text.utf8)
    }

    /// The text with its line table: kept for a hot document, rebuilt (one pass over the bytes)
    /// for a cold one.
    var source: SourceText { state?.source ?? SourceText(bytes: bytes) }

    /// Replaces the text; the lint is dropped and the site cache kept for the next lint.
    mutating func replaceText(_ source: SourceText) {
        bytes = source.bytes
        state = DocumentState(source: source, siteCache: state?.siteCache ?? SiteDiagnosticsCache())
    }
}

/// What a hot document keeps between requests.
struct DocumentState {
    var source: SourceText
    /// The lint of `source` under configuration generation `lintGeneration`.
    var lint: LintResult?
    var lintGeneration = -1
    /// The rules' findings per site of the last lint, so a keystroke re-checks only the sites it touched.
    var siteCache: SiteDiagnosticsCache

    init(source: SourceText, siteCache: SiteDiagnosticsCache = SiteDiagnosticsCache()) {
        self.source = source
        self.siteCache = siteCache
    }
}

/// The documents whose `state` is kept, most recently linted first. Two: the file being typed in
/// and one beside it (a split view, a hover elsewhere) stay fast; any other is linted afresh
/// when next asked, which costs one full lint of that file.
struct HotDocuments {
    static let capacity = 2
    private(set) var uris: [String] = []

    /// Marks `uri` most recent; returns the document that must drop its state, if any.
    mutating func touch(_ uri: String) -> String? {
        if uris.first == uri { return nil }
        uris.removeAll { $0 == uri }
        uris.insert(uri, at: 0)
        return uris.count > Self.capacity ? uris.removeLast() : nil
    }

    mutating func remove(_ uri: String) {
        uris.removeAll { $0 == uri }
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
