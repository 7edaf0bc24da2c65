import AlertLintCore

/// A document the client has opened: its current text (the buffer, not the file on disk) and its
/// version. What linting it gave is kept only while it is among the last few documents linted
/// (`state`, see `HotDocuments`): fifty open files must not hold fifty sets of sites and findings.
/// The text of a document that is not hot is kept compressed, for the same reason.
struct OpenDocument {
    let uri: String
    var languageID: String
    var version: Int
    /// The buffer's bytes: shared with `state?.source.bytes` while hot, compressed once cooled.
    private var text: Text
    /// Set when an incremental change could not be applied; the text no longer matches the
    /// client's, so nothing is linted or answered until a full-text change arrives.
    var isOutOfSync = false
    /// The line table, lint and site cache of the text, for a hot document; nil once cooled.
    private(set) var state: DocumentState?

    private enum Text {
        case plain([UInt8])
        case compressed(CompressedBytes)
    }

    /// Clients without a document selector send every open file; only Swift is linted.
    var isSwift: Bool { languageID == "swift" || uri.hasSuffix(".swift") }

    init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.text = .plain(Array(text.utf8))
    }

    /// The text with its line table: kept for a hot document, rebuilt (one pass over the bytes,
    /// after decompressing them) for a cold one.
    var source: SourceText {
        if let state { return state.source }
        switch text {
        case .plain(let bytes): return SourceText(bytes: bytes)
        case .compressed(let compressed): return SourceText(bytes: compressed.decompressed())
        }
    }

    /// Whether the text is held compressed (the document was cooled and not touched since).
    var isCompressed: Bool {
        if case .compressed = text { return true }
        return false
    }

    /// Replaces the text; the lint is dropped and the site cache kept for the next lint.
    mutating func replaceText(_ source: SourceText) {
        text = .plain(source.bytes)
        state = DocumentState(source: source, siteCache: state?.siteCache ?? SiteDiagnosticsCache(), linter: state?.linter)
    }

    /// Keeps `state` (whose source is this document's text) for the next request.
    mutating func keep(_ state: DocumentState) {
        text = .plain(state.source.bytes)
        self.state = state
    }

    /// Drops what linting kept and compresses the text: the document is no longer hot.
    mutating func cool() {
        state = nil
        if case .plain(let bytes) = text { text = .compressed(CompressedBytes(bytes)) }
    }

    /// Frees the state of a hot document before it is rebuilt, so two never coexist.
    mutating func dropState() {
        state = nil
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
    /// The linter for the document under configuration generation `generation`.
    var linter: (generation: Int, linter: Linter)?

    init(source: SourceText, siteCache: SiteDiagnosticsCache = SiteDiagnosticsCache(), linter: (generation: Int, linter: Linter)? = nil) {
        self.source = source
        self.siteCache = siteCache
        self.linter = linter
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

    func contains(_ uri: String) -> Bool { uris.contains(uri) }
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
                current = current.replacing(ByteRange(lower, upper), with: Array(text.utf8))
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
