import AlertLintCore

/// A fix as before → after: the copy it rewrites when every edit lies inside one text of the
/// alert, else the source lines it changes (a role, an order, a statement added).
struct FixPreview: Equatable {
    var before: String
    var after: String
    /// True when `before` and `after` are copy (a literal's text), false for source lines.
    var isCopy: Bool

    /// The most lines a preview shows of each side.
    static let lineLimit = 12

    init(before: String, after: String, isCopy: Bool) {
        self.before = before
        self.after = after
        self.isCopy = isCopy
    }

    init?(_ fix: Fix, site: AlertSite, source: SourceText) {
        let edits = fix.edits
        guard let lower = edits.map(\.range.start).min(), let upper = edits.map(\.range.end).max() else { return nil }
        let texts = ([site.title, site.message] + site.actions.map(\.title)).compactMap { $0 }
        let region: ByteRange
        if let text = texts.first(where: { $0.range.start <= lower && upper <= $0.range.end }) {
            region = text.range
            isCopy = true
        } else {
            let first = source.line(containing: lower)
            let last = source.line(containing: max(lower, upper - 1))
            region = ByteRange(source.lineStarts[first], source.lineContentEnd(last))
            isCopy = false
        }
        var bytes = Array(source.bytes[region.start..<min(region.end, source.count)])
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let start = max(0, edit.range.start - region.start)
            let end = min(bytes.count, max(start, edit.range.end - region.start))
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        var before = source.text(region)
        var after = String(decoding: bytes, as: UTF8.self)
        if isCopy, let unquotedBefore = Self.unquoted(before), let unquotedAfter = Self.unquoted(after) {
            before = unquotedBefore
            after = unquotedAfter
        } else {
            isCopy = false
            (before, after) = (Self.dedented(before), Self.dedented(after))
        }
        self.before = before
        self.after = after
    }

    /// The text of a plain one-line literal (`"Delete"` → `Delete`); `nil` for anything else.
    static func unquoted(_ code: String) -> String? {
        guard code.count >= 2, code.first == "\"", code.last == "\"" else { return nil }
        let inner = code.dropFirst().dropLast()
        guard !inner.contains("\""), !inner.contains("\\"), !inner.contains(where: \.isNewline) else { return nil }
        return String(inner)
    }

    /// Lines without the indentation they share, at most `lineLimit` of them.
    static func dedented(_ code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cut = lines.count > lineLimit
        if cut { lines = Array(lines.prefix(lineLimit - 1)) }
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let shared = indents.min() ?? 0
        return (lines.map { $0.count >= shared ? String($0.dropFirst(shared)) : $0 } + (cut ? ["…"] : [])).joined(separator: "\n")
    }
}
