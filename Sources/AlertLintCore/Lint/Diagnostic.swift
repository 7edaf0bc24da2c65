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
    public var message: String
    /// Where the copy the finding is about is written when that is another file: the string-table
    /// entry (or the constant's declaration) the text was read from. Reports print it as a note
    /// next to the Swift site, which stays the primary location.
    public var externalLocation: FileLocation?
    /// The language of the copy when it was read from a table (`zh-Hans`).
    public var language: String?

    private var storedRange: ByteRange
    /// The fixes and related locations with their ranges relative to `range.start`. An editor's
    /// keystroke moves every finding after it; held this way, moving one changes only its range
    /// instead of copying its arrays. Readers that convert many findings at once use these
    /// (adding `range.start`) rather than `fixes` and `related`, which build absolute copies.
    public private(set) var relativeFixes: [Fix]
    public private(set) var relativeRelated: [RelatedLocation]

    public init(
        ruleID: String, severity: Severity, range: ByteRange, message: String,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.storedRange = range
        self.message = message
        self.relativeFixes = fixes.map { $0.shifted(by: -range.start) }
        self.relativeRelated = related.map { $0.shifted(by: -range.start) }
    }

    /// Where the finding is. Setting it leaves the fixes and related locations where they are.
    public var range: ByteRange {
        get { storedRange }
        set {
            let delta = storedRange.start - newValue.start
            if delta != 0 {
                relativeFixes = relativeFixes.map { $0.shifted(by: delta) }
                relativeRelated = relativeRelated.map { $0.shifted(by: delta) }
            }
            storedRange = newValue
        }
    }

    public var fixes: [Fix] {
        get { relativeFixes.map { $0.shifted(by: range.start) } }
        set { relativeFixes = newValue.map { $0.shifted(by: -range.start) } }
    }

    /// Other places that matter to the finding.
    public var related: [RelatedLocation] {
        get { relativeRelated.map { $0.shifted(by: range.start) } }
        set { relativeRelated = newValue.map { $0.shifted(by: -range.start) } }
    }

    /// The same finding `delta` bytes later in the file: only its range changes.
    func shifted(by delta: Int) -> Diagnostic {
        var copy = self
        copy.storedRange = storedRange.shifted(by: delta)
        return copy
    }
}

extension Fix {
    /// The same fix with every edit `delta` bytes later.
    func shifted(by delta: Int) -> Fix {
        var copy = self
        for index in copy.edits.indices { copy.edits[index].range = copy.edits[index].range.shifted(by: delta) }
        return copy
    }
}

extension RelatedLocation {
    /// The same location `delta` bytes later.
    func shifted(by delta: Int) -> RelatedLocation {
        RelatedLocation(range.shifted(by: delta), message)
    }
}
