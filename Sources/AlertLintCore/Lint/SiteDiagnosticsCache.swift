/// The rules' findings for each site of the previous lint, so that a keystroke re-runs the rules
/// only for the sites it touched.
///
/// A site is reused when the whole lines it spans (every range it refers to, literals of local
/// constants included) have the same bytes and every fact of the site is the same relative to
/// its first line: rules read only the site and those lines, so they would find the same things,
/// shifted by the distance the site moved. Findings that reach outside those lines are never
/// stored. The cache holds only the sites of the last lint, so it never grows.
public struct SiteDiagnosticsCache: Sendable {
    struct Key: Hashable {
        var length: Int
        var bytesHash: UInt64
        var siteHash: Int
    }

    /// A site's findings as last reported, and where its lines started then. They are kept
    /// absolute (not relative to the lines) so that a site that did not move shares its findings'
    /// storage with the lint result instead of holding a second copy.
    struct Entry {
        var linesStart: Int
        var diagnostics: [Diagnostic]

        func moved(to start: Int) -> Entry {
            start == linesStart ? self : Entry(linesStart: start, diagnostics: diagnostics.map { $0.shifted(by: start - linesStart) })
        }
    }

    /// The findings of every site of a memoized function (`ExtractionMemo.Function`), in order,
    /// with each site's key: when the extraction reuses the function, its sites' lines are the
    /// same bytes, so their keys and findings are known without reading the lines again.
    struct FunctionEntry {
        var start: Int
        var sites: [(key: Key, entry: Entry)]

        func moved(to start: Int) -> FunctionEntry {
            start == self.start
                ? self
                : FunctionEntry(
                    start: start, sites: sites.map { ($0.key, $0.entry.moved(to: $0.entry.linesStart + start - self.start)) })
        }
    }

    var entries: [Key: Entry] = [:]
    /// Per memoized function; stored only when every site's lines lie inside the function.
    var functions: [ExtractionMemo.Key: FunctionEntry] = [:]
    /// The last text and its tokens, so that the next lint re-reads only the lines that changed
    /// (`Tokenizer.tokenize(_:reusing:after:)`). The bytes share storage with the text linted.
    var lastText: [UInt8]?
    var lastTokens: TokenizedSource?
    /// The sites of each function of the last text, so the next lint skips unchanged functions.
    var extractionMemo = ExtractionMemo()
    /// How many findings the last lint reported, to size the next one's list.
    var diagnosticCount = 0
    /// The rules, severities and settings the entries were found with.
    var ruleSignature: [String] = []
    var settings: RuleSettings?
    var language: MessageLanguage?

    public init() {}

    /// How many sites the last lint stored.
    public var count: Int { entries.count }

    /// Forgets everything if the rules or settings changed since the entries were made.
    mutating func validate(ruleSignature: [String], settings: RuleSettings, language: MessageLanguage) {
        guard ruleSignature != self.ruleSignature || settings != self.settings || language != self.language else { return }
        entries = [:]
        functions = [:]
        self.ruleSignature = ruleSignature
        self.settings = settings
        self.language = language
    }

    /// The key of `site` and the whole lines it spans; `nil` for a site whose findings depend on
    /// more than those lines. That is an AppKit alert: whether its buttons can be reordered
    /// depends on how the code after it reads the response (`.alertFirstButtonReturn`).
    static func key(for site: AlertSite, in source: SourceText) -> (Key, ByteRange)? {
        guard site.framework != .appkit else { return nil }
        guard let span = SiteExtent.span(of: site), span.start >= 0, span.end <= source.count else { return nil }
        let firstLine = source.line(containing: span.start)
        let lastLine = source.line(containing: max(span.start, span.end - 1))
        let start = source.lineStarts[firstLine]
        let end = lastLine + 1 < source.lineCount ? source.lineStarts[lastLine + 1] : source.count
        let lines = ByteRange(start, end)
        var hasher = Hasher()
        SiteExtent.combine(site, base: start, into: &hasher)
        let key = Key(length: lines.length, bytesHash: ByteHash.of(source.bytes, lines), siteHash: hasher.finalize())
        return (key, lines)
    }
}

extension Diagnostic {
    /// Whether every range of the finding lies in `lines`.
    func lies(in lines: ByteRange) -> Bool {
        let relative = lines.shifted(by: -range.start)
        return lines.contains(range) && relativeFixes.allSatisfy { $0.edits.allSatisfy { relative.contains($0.range) } }
            && relativeRelated.allSatisfy { relative.contains($0.range) }
    }
}
