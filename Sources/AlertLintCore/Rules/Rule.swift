/// A rule of the catalog: one file per rule under `Rules/Catalog/`.
///
/// A rule reads one `AlertSite` and returns its findings. It never reads files or prints; its
/// `description` carries the documentation and the examples that drive the tests, `explain`,
/// the LSP hover and `docs/rules/`, so they cannot drift apart.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic]
}

/// What a rule is, why it exists and what it looks like.
public struct RuleDescription: Sendable {
    public var id: String
    /// One line: what the rule finds, in English and Chinese.
    public var localizedSummary: Localized
    public var defaultSeverity: Severity
    /// Off-by-default rules run only when selected.
    public var enabledByDefault: Bool
    /// The guideline in our own words (Markdown paragraphs), in English and Chinese.
    public var localizedGuideline: Localized
    /// Apple's HIG page the guideline comes from.
    public var higURL: String
    /// The strongest fix the rule offers, `nil` when it offers none.
    public var fix: Fix.Safety?
    /// The rule finds code that crashes or leaves people stuck, not copy to improve: it also runs
    /// where copy rules don't, in `#if DEBUG` code and in the panels that show a web page's text.
    public var findsCrashes: Bool
    public var examples: RuleExamples

    public init(
        id: String, summary: Localized, defaultSeverity: Severity, enabledByDefault: Bool = true,
        guideline: Localized, higURL: String = HIG.alerts, fix: Fix.Safety? = nil, findsCrashes: Bool = false,
        examples: RuleExamples
    ) {
        self.id = id
        self.localizedSummary = summary
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.localizedGuideline = guideline
        self.higURL = higURL
        self.fix = fix
        self.findsCrashes = findsCrashes
        self.examples = examples
    }

    /// The summary in English.
    public var summary: String { localizedSummary.en }
    /// The guideline in English.
    public var guideline: String { localizedGuideline.en }

    public func summary(_ language: MessageLanguage) -> String { localizedSummary.text(language) }
    public func guideline(_ language: MessageLanguage) -> String { localizedGuideline.text(language) }

    /// Where a finding's link points (`codeDescription.href`, SARIF `helpUri`, hover, `explain`):
    /// the rule's page in `docs/rules/` of the repository when one is configured, else Apple's HIG
    /// page the rule comes from. Both exist; no link names a site nobody serves.
    public func documentationURL(repository: String?) -> String {
        guard var base = repository, !base.isEmpty else { return higURL }
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/blob/main/docs/rules/\(id).md"
    }
}

/// Swift snippets showing the rule. Tests lint every snippet: each `violating` one must fire the
/// rule, each `clean` one must not, and applying the rule's fixes to each `fixed.before` (unsafe
/// fixes included) must give `fixed.after`.
public struct RuleExamples: Sendable {
    public var violating: [String]
    public var clean: [String]
    public var fixed: [(before: String, after: String)]
    /// `.strings` tables the examples are linted with, by language (`en`, `zh-Hans`), for rules
    /// about localized copy; every language of them is linted.
    public var strings: [String: String]

    public init(
        violating: [String], clean: [String], fixed: [(before: String, after: String)] = [],
        strings: [String: String] = [:]
    ) {
        self.violating = violating
        self.clean = clean
        self.fixed = fixed
        self.strings = strings
    }
}

/// Apple's Human Interface Guidelines pages the rules cite.
public enum HIG {
    public static let alerts = "https://developer.apple.com/design/human-interface-guidelines/alerts"
    public static let actionSheets = "https://developer.apple.com/design/human-interface-guidelines/action-sheets"
}

/// What a rule needs besides the site: the source (for fixes that move code), the effective
/// severity and the user's settings.
public struct RuleContext: Sendable {
    public var source: SourceText
    public var severity: Severity
    public var settings: RuleSettings
    /// The language of the messages and fix titles the rule writes.
    public var language: MessageLanguage

    public init(
        source: SourceText, severity: Severity, settings: RuleSettings = RuleSettings(),
        language: MessageLanguage = .english
    ) {
        self.source = source
        self.severity = severity
        self.settings = settings
        self.language = language
    }
}

/// Thresholds and word lists a user can tune in `.alertlint.json`.
public struct RuleSettings: Sendable, Equatable {
    /// Display-width limit of a title (CJK counts double); about two lines of an alert.
    public var titleMaxWidth: Int = 80
    /// Display-width limit of a message; about three lines before it scrolls.
    public var messageMaxWidth: Int = 240
    /// Words per button title before `button-length` fires.
    public var buttonMaxWords: Int = 4
    /// Display-width limit of a button title written in CJK (no spaces to count words by).
    public var buttonMaxWidthCJK: Int = 12
    /// Actions an action sheet shows before it starts to scroll on a small phone.
    public var sheetMaxActions: Int = 7
    /// Verbs the team adds to the built-in destructive ones.
    public var extraDestructiveVerbs: [String] = []
    /// Whether `no-pronouns` reads messages too (004 dropped that advice; titles and buttons only
    /// by default). `nil` when the configuration does not say.
    public var pronounsInMessagesSetting: Bool?
    /// Whether the app runs on iPad, where an action sheet is a popover: `false` for an
    /// iPhone-only app (set, or read from the Xcode project), `nil` when not known.
    public var targetsIPad: Bool?

    public var pronounsInMessages: Bool { pronounsInMessagesSetting ?? false }

    public init() {}
}
