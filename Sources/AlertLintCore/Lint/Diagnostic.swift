/// How much a finding matters. Ordered so that `error > warning > info`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Sendable, Hashable {
    public var range: ByteRange
    public var replacement: String

    public init(_ range: ByteRange, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A change that resolves a diagnostic.
public struct Fix: Sendable, Hashable {
    /// Safe fixes change only words (spelling, case, punctuation); unsafe ones choose a word or
    /// change behaviour and are applied by `fix` only with `--unsafe`.
    public enum Safety: String, Sendable { case safe, unsafe }

    public var title: String
    public var safety: Safety
    public var edits: [TextEdit]

    public init(title: String, safety: Safety, edits: [TextEdit]) {
        self.title = title
        self.safety = safety
        self.edits = edits.sorted { $0.range < $1.range }
    }

    public var isSafe: Bool { safety == .safe }
}

/// Another place that matters to a diagnostic (the Cancel out of place, the second cancel action).
public struct RelatedLocation: Sendable, Hashable {
    public var range: ByteRange
    public var message: String

    public init(_ range: ByteRange, _ message: String) {
        self.range = range
        self.message = message
    }
}

/// One finding of one rule.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var range: ByteRange
    public var message: String
    public var fixes: [Fix]
    public var related: [RelatedLocation]
    /// Where the copy the finding is about is written when that is another file: the string-table
    /// entry (or the constant's declaration) the text was read from. Reports print it as a note
    /// next to the Swift site, which stays the primary location.
    public var externalLocation: FileLocation?
    /// The language of the copy when it was read from a table (`zh-Hans`).
    public var language: String?

    public init(
        ruleID: String, severity: Severity, range: ByteRange, message: String,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.range = range
        self.message = message
        self.fixes = fixes
        self.related = related
    }
}
