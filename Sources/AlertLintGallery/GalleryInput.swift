import AlertLintCore

/// One Swift file's alerts as the linter saw them: what the gallery draws.
public struct FileAlerts: Sendable {
    /// The path as reports print it.
    public var path: String
    public var source: SourceText
    /// The sites in the development language (their copy resolved through tables and constants).
    public var sites: [AlertSite]
    /// Every finding of the file, translations' included.
    public var diagnostics: [Diagnostic]
    /// The same sites read in each translation, in the order to draw them.
    public var translations: [Translation]

    public struct Translation: Sendable {
        public var language: String
        /// One site for each of `FileAlerts.sites`, in the same order.
        public var sites: [AlertSite]

        public init(language: String, sites: [AlertSite]) {
            self.language = language
            self.sites = sites
        }
    }

    public init(path: String, source: SourceText, sites: [AlertSite], diagnostics: [Diagnostic], translations: [Translation] = []) {
        self.path = path
        self.source = source
        self.sites = sites
        self.diagnostics = diagnostics
        self.translations = translations
    }
}

/// One file of the page: its alerts now and, for code review, at the base revision.
public struct GalleryFile: Sendable {
    public var alerts: FileAlerts
    /// The absolute path, for editor links.
    public var absolutePath: String
    /// `--diff-base`: the file at the base revision (`nil` when it is new there).
    public var base: FileAlerts?
    /// `--diff-base`: the alerts that changed, each as indexes into `base.sites` and `alerts.sites`;
    /// `nil` draws every alert of the file.
    public var changes: [AlertChange]?

    public init(alerts: FileAlerts, absolutePath: String, base: FileAlerts? = nil, changes: [AlertChange]? = nil) {
        self.alerts = alerts
        self.absolutePath = absolutePath
        self.base = base
        self.changes = changes
    }
}

/// An alert whose code or copy changed: added (no `before`), removed (no `after`) or edited.
public struct AlertChange: Sendable, Hashable {
    public var before: Int?
    public var after: Int?

    public init(before: Int?, after: Int?) {
        self.before = before
        self.after = after
    }
}

/// What the page says about itself and where its links lead.
public struct GalleryOptions: Sendable {
    public var title: String
    /// The development language's code (`en`), shown above its drawings when translations are drawn.
    public var developmentLanguage: String
    /// `--diff-base`: the revision the "before" drawings come from.
    public var baseRevision: String?
    /// The link of `file:line`: `{path}` (as reported), `{abspath}`, `{line}` and `{column}` are
    /// replaced.
    public var sourceLink: String
    /// The "open in editor" link, with the same placeholders; `nil` for none.
    public var editorLink: String?
    /// Each rule's link, as the reports give it (the configuration decides where rules are
    /// documented); a rule without one links its HIG page.
    public var ruleLinks: [String: String] = [:]
    /// The platforms the app's SwiftUI code targets: the model does not say, so the user may.
    public var swiftUIPlatforms: [OnScreenLayout.Platform] = OnScreenLayout.Platform.allCases

    public init(
        title: String = "AlertLint gallery", developmentLanguage: String = "en", baseRevision: String? = nil,
        sourceLink: String = "file://{abspath}", editorLink: String? = "vscode://file{abspath}:{line}:{column}"
    ) {
        self.title = title
        self.developmentLanguage = developmentLanguage
        self.baseRevision = baseRevision
        self.sourceLink = sourceLink
        self.editorLink = editorLink
    }
}
