/// Which rules run, how severe they are, and the settings they read. Built from `.alertlint.json`,
/// command-line flags or LSP settings; the engine only ever sees this value.
public struct LintConfiguration: Sendable {
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// Rules switched on (including off-by-default ones) or off in the configuration.
    public var enabled: Set<String> = []
    public var disabled: Set<String> = []
    /// When set, only these rules run (`--select`).
    public var select: Set<String>?
    /// Rules never run (`--ignore`).
    public var ignore: Set<String> = []
    public var settings = RuleSettings()
    /// The app's own alert helpers, linted like the system APIs.
    public var wrappers: [WrapperSpec] = []
    /// The app's own localization functions (`L10n.tr`), read like `NSLocalizedString`.
    public var localizers: [LocalizerSpec] = []
    /// The language of diagnostic messages and fix titles (`--locale`, `LANG`).
    public var messageLanguage: MessageLanguage = .english
    /// Path globs (relative to the configuration file) to lint and to skip.
    public var include: [String] = []
    public var exclude: [String] = []
    /// Where this project's copy of AlertLint lives (`https://github.com/acme/alertlint`): findings
    /// then link each rule's page in its `docs/rules/`; without it they link Apple's HIG page.
    public var repositoryURL: String?

    public init() {}

    /// The page a finding of `rule` links to.
    public func documentationURL(for rule: RuleDescription) -> String {
        rule.documentationURL(repository: repositoryURL)
    }

    /// The rules that run, each with its effective severity.
    public func activeRules(from catalog: [any Rule] = RuleCatalog.all) -> [(rule: any Rule, severity: Severity)] {
        catalog.compactMap { rule in
            let description = rule.description
            let id = description.id
            if ignore.contains(id) || disabled.contains(id) { return nil }
            if let select {
                guard select.contains(id) else { return nil }
            } else if !description.enabledByDefault && !enabled.contains(id) {
                return nil
            }
            return (rule, severities[id] ?? description.defaultSeverity)
        }
    }
}
