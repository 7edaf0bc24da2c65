/// What linting one file found.
public struct LintResult: Sendable {
    public var sites: SiteList
    /// Sorted by position; suppressed findings removed.
    public var diagnostics: [Diagnostic]
    /// Lexical problems (unterminated strings, invalid UTF-8) the tokenizer recovered from.
    public var problems: [SyntaxProblem]

    /// Nothing found: a file the configuration leaves out.
    public static var empty: LintResult { LintResult(sites: SiteList([]), diagnostics: [], problems: []) }
}

/// The engine's front door: source text in, sites and diagnostics out. The CLI and the LSP server
/// both call this and nothing below it, so they can never disagree.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    /// String tables, constants and languages of the workspace; empty for literal-only linting.
    public var localization: LocalizationContext
    let rules: [(rule: any Rule, severity: Severity)]
    private let knownRuleIDs: Set<String>

    public init(
        configuration: LintConfiguration = LintConfiguration(), catalog: [any Rule] = RuleCatalog.all,
        localization: LocalizationContext = LocalizationContext()
    ) {
        self.configuration = configuration
        self.localization = localization
        self.rules = configuration.activeRules(from: catalog)
        self.knownRuleIDs = Set(catalog.map(\.description.id)).union(LinterDiagnostics.ids)
    }

    /// `tokenized`: the file's tokens, when a survey has them (`FileSurvey.survey`).
    public func lint(_ source: SourceText, tokenized: TokenizedSource? = nil) -> LintResult {
        lint(source, tokenized: tokenized ?? Tokenizer.tokenize(source), extracted: nil)
    }

    /// `extracted`: the sites of a pass over these tokens that found what this one would (`reusableSites`).
    private func lint(_ source: SourceText, tokenized: TokenizedSource, extracted: SiteList?) -> LintResult {
        let helpers = localization.helpers
        let file =
            extracted.map { ExtractedFile(sites: $0, calls: []) }
            ?? SiteExtractor.extractFile(
                from: tokenized, in: source, wrappers: configuration.wrappers, localizers: configuration.localizers,
                recordsCalls: helpers.isEmpty ? .none : .named(helpers.names), actionAdders: localization.actionAdders)
        // A call of a function this file declares and that builds no alert (a private
        // `displayError(error:)` filling in a label) goes there, not to another file's helper.
        let ownSites = file.sites.materialized
        let ownHelpers = Set(ownSites.compactMap { $0.helper?.name } + file.calls.compactMap { $0.enclosing?.name })
        let local = file.declaredFunctions.subtracting(ownHelpers)
        let calls = local.isEmpty ? file.calls : file.calls.filter { !local.contains($0.name) }
        // Only a file that calls helpers needs to know which are its own.
        let ownAnchors =
            calls.isEmpty
            ? []
            : Set(
                ownSites.compactMap { site in site.helper.map { OwnHelperAnchor(selector: $0.selector, offset: site.range.start) } }
                    + file.calls.compactMap { call in
                        call.enclosing.map { OwnHelperAnchor(selector: $0.selector, offset: call.range.start) }
                    })
        var sites = Self.merging(ownSites, helpers.sites(for: calls, path: "", ownAnchors: ownAnchors))
        var diagnostics: [Diagnostic] = []
        if localization.isEmpty {
            for site in sites { diagnostics += checkAsWritten(site, source) }
        } else {
            let resolver = CopyResolver(context: localization)
            sites = sites.map { resolver.resolve($0, language: nil) }
            for site in sites { diagnostics += located(check(site, source), in: site, language: nil) }
            for (language, rules) in sites.isEmpty ? [] : translationRules() {
                for site in sites {
                    let translated = resolver.resolve(site, language: language)
                    diagnostics += located(check(translated, source, rules: rules), in: translated, language: language)
                }
            }
        }
        return finish(source, tokenized, SiteList(sites), diagnostics)
    }

    /// Lints `source`, which `survey` read: a file with no word that starts a site, no call of a
    /// helper, and no comment that may be a suppression has nothing to find, and is not read again.
    /// `tokenized`, when given, must be the survey's own tokens of `source` (`FileSurvey.survey`).
    public func lint(_ source: SourceText, surveyed survey: FileSurvey, tokenized: TokenizedSource? = nil) -> LintResult {
        guard mayFindSomething(in: survey) else { return nothingFound(in: survey) }
        guard let tokenized else { return lint(source) }
        return lint(source, tokenized: tokenized, extracted: reusableSites(of: survey, tokenized: tokenized))
    }

    /// The survey's sites, when this lint's pass would find the same: it adds configured wrappers,
    /// the calls of the workspace's helpers and the buttons of its action adders, and the file
    /// uses none of them (the lexer noted every name it calls), with the same localizers. Most
    /// files with an alert are so, and are not read a second time.
    private func reusableSites(of survey: FileSurvey, tokenized: TokenizedSource) -> SiteList? {
        guard let sites = survey.extractedSites, configuration.wrappers.isEmpty, survey.extractedLocalizers == configuration.localizers,
            let notes = tokenized.notes
        else { return nil }
        let called = CalledNames(hashes: notes.calledNameHashes)
        guard !called.containsAny(of: localization.helpers.nameHashes) else { return nil }
        guard localization.actionAdders.isEmpty || !called.containsAny(of: Set(localization.actionAdders.keys.map(CalledNames.hash)))
        else { return nil }
        return sites
    }

    /// Whether linting the surveyed file can find a site or a finding at all.
    public func mayFindSomething(in survey: FileSurvey) -> Bool {
        survey.mayContainSite || survey.mayHaveSuppressions || !configuration.wrappers.isEmpty
            || survey.copyCallNames.containsAny(of: localization.helpers.nameHashes)
    }

    /// The result of a file `mayFindSomething(in:)` rules out: its tokenizer problems alone.
    public func nothingFound(in survey: FileSurvey) -> LintResult {
        LintResult(sites: SiteList([]), diagnostics: [], problems: survey.problems)
    }

    /// The file's own sites with the alerts its helper calls build; a helper call stands in for the
    /// unknown app initializer site at the same call (`UIAlertController(with:message:)`), and
    /// takes on what the caller adds to it afterwards (`alert.addAction(…)`), after the helper's own.
    static func merging(_ sites: [AlertSite], _ helperSites: [AlertSite]) -> [AlertSite] {
        guard !helperSites.isEmpty else { return sites }
        let calls = Set(helperSites.map(\.range.start))
        var replaced: [Int: AlertSite] = [:]
        let kept = sites.filter { site in
            guard calls.contains(site.range.start), site.title?.text == nil, !site.actionsComplete else { return true }
            replaced[site.range.start] = site
            return false
        }
        let merged = helperSites.map { helperSite in
            guard let caller = replaced[helperSite.range.start] else { return helperSite }
            var site = helperSite
            site.actions += caller.actions
            site.textFieldCount += caller.textFieldCount
            site.hasPopoverSource = site.hasPopoverSource || caller.hasPopoverSource
            site.isDismissedByCode = site.isDismissedByCode || caller.isDismissedByCode
            site.isCriticalStyle = site.isCriticalStyle || caller.isCriticalStyle
            site.showsSuppressionButton = site.showsSuppressionButton || caller.showsSuppressionButton
            // The helper hands its alert over: which buttons it ends with is not known from here.
            site.actionsComplete = false
            return site
        }
        return (kept + merged).sorted { $0.range.start < $1.range.start }
    }

    /// Suppressions, linter findings and order, common to both entry points.
    func finish(
        _ source: SourceText, _ tokenized: TokenizedSource, _ sites: SiteList, _ found: [Diagnostic]
    ) -> LintResult {
        var diagnostics = found
        let suppressions = Suppressions(tokens: tokenized.comments, source: source, knownRuleIDs: knownRuleIDs)
        if !suppressions.isEmpty {
            diagnostics = diagnostics.filter {
                !suppressions.isSilenced(ruleID: $0.ruleID, line: source.line(containing: $0.range.start))
            }
        }
        // Appending nothing still copies a list shared with the cache, so only when there is some.
        if !suppressions.unknownRules.isEmpty, !configuration.ignore.contains(LinterDiagnostics.unknownRule) {
            diagnostics += suppressions.unknownRules.map { LinterDiagnostics.unknownRule($0, configuration.messageLanguage) }
        }
        let isSorted = diagnostics.indices.dropFirst().allSatisfy { !Self.inOrder(diagnostics[$0], diagnostics[$0 - 1]) }
        if !isSorted { diagnostics.sort(by: Self.inOrder) }
        // One button added to either of two alerts (a variable assigned in each case of a
        // `switch`) is one finding, not two.
        let hasRepeat = diagnostics.indices.dropFirst().contains { Self.repeats(diagnostics[$0], diagnostics[$0 - 1]) }
        if hasRepeat {
            var unique: [Diagnostic] = []
            unique.reserveCapacity(diagnostics.count)
            for diagnostic in diagnostics where unique.last.map({ !Self.repeats(diagnostic, $0) }) ?? true {
                unique.append(diagnostic)
            }
            diagnostics = unique
        }
        return LintResult(sites: sites, diagnostics: diagnostics, problems: tokenized.problems)
    }

    /// Whether two findings, adjacent in order, say the same thing at the same place.
    static func repeats(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        lhs.range == rhs.range && lhs.ruleID == rhs.ruleID && lhs.message == rhs.message
    }

    /// The order of `LintResult.diagnostics`: by position, then rule.
    static func inOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.range.start, lhs.range.end, lhs.ruleID) < (rhs.range.start, rhs.range.end, rhs.ruleID)
    }

    /// With no table or constant to read, the site's own literals are the copy, except the keys
    /// that are identifiers: those say nothing about what people read.
    func checkAsWritten(_ site: AlertSite, _ source: SourceText) -> [Diagnostic] {
        check(CopyResolver.withoutTables(site), source)
    }

    /// The translations to lint and the rules each is read by: every `--languages` language with
    /// every rule, and a Simplified Chinese one (`zh-Hans`, `zh-CN`, `zh`) otherwise left out with
    /// `cjk-punctuation` alone: the rule is for Chinese copy, which most apps have only as a
    /// translation.
    private func translationRules() -> [(language: String, rules: [(rule: any Rule, severity: Severity)])] {
        let requested = localization.languages.filter { $0 != localization.tables.developmentLanguage }
        let typography = rules.filter { $0.rule.description.id == CJKPunctuationRule.id }
        guard !typography.isEmpty else { return requested.map { ($0, rules) } }
        let chinese = localization.tables.translations.filter { CJKPunctuationRule.readsTranslation($0) && !requested.contains($0) }
        return requested.map { ($0, rules) } + chinese.map { ($0, typography) }
    }

    /// A helper call reports what the copy it passes makes people see; what the helper alone
    /// makes them see is reported once, at the helper's own alert.
    private func check(_ site: AlertSite, _ source: SourceText, rules: [(rule: any Rule, severity: Severity)]? = nil) -> [Diagnostic] {
        let rules = rules ?? self.rules
        let found = checkVariants(site, source, rules: rules)
        guard site.isHelperCall, let alone = site.helperAlone.first else { return found }
        let helpers = Set(checkVariants(alone, source, rules: rules).filter { $0.range == site.range }.map(\.ruleID))
        return found.filter { $0.range != site.range || !helpers.contains($0.ruleID) }
    }

    private func checkVariants(_ site: AlertSite, _ source: SourceText, rules: [(rule: any Rule, severity: Severity)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A debug build's screen, a developer's “Debug” menu and a web page's text are not the
        // app's copy to review.
        for var variant in site.copyVariants {
            let crashesOnly = site.isDebugOnly || site.showsWebPageText || (variant.title?.text.map(Copy.isDeveloperMenuTitle) ?? false)
            // A title the system may hide is read by no rule (its absence is not known either).
            if variant.titleMayBeHidden, let title = variant.title { variant.title = .unknown(title.range) }
            // A helper's own alert whose styles its callers give: its roles are not known.
            if variant.actions.contains(where: { $0.roleParameter != nil }) { variant.actionsComplete = false }
            // A developer's button (debug builds, a debug gate) is no copy to review; without it the
            // buttons people see are not all known either.
            var appButtons = variant
            if variant.actions.contains(where: \.isDebugOnly) {
                appButtons.actions.removeAll(where: \.isDebugOnly)
                appButtons.actionsComplete = false
                if let preferred = variant.preferredActionIndex, variant.actions.indices.contains(preferred) {
                    appButtons.preferredActionIndex = variant.actions[..<preferred].filter { !$0.isDebugOnly }.count
                    if variant.actions[preferred].isDebugOnly { appButtons.preferredActionIndex = nil }
                }
            }
            for (rule, severity) in rules {
                let findsCrashes = rule.description.findsCrashes
                guard !crashesOnly || findsCrashes else { continue }
                let context = RuleContext(
                    source: source, severity: severity, settings: configuration.settings,
                    language: configuration.messageLanguage)
                // The crash rules see every button: a debug build crashes too. Two calls, not a
                // choice of argument, which would copy the site for every rule.
                let found = findsCrashes ? rule.check(variant, in: context) : rule.check(appButtons, in: context)
                diagnostics.append(contentsOf: found)
            }
        }
        return diagnostics
    }

    /// Points each finding about copy read from a table or a constant at where it is written. For
    /// a translation, keeps only findings about its own copy: the rest were found in the
    /// development language already.
    private func located(_ diagnostics: [Diagnostic], in site: AlertSite, language: String?) -> [Diagnostic] {
        let texts = [site.title, site.message] + site.actions.map(\.title)
        let values = texts + texts.flatMap { $0?.alternatives ?? [] }
        return diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            let value = values.lazy.compactMap { $0 }.first { $0.range == diagnostic.range }
            if let language {
                guard let value, value.language == language,
                    value.externalLocation != nil || value.missingTranslation
                else { return nil }
            }
            if let language {
                // A translation is fixed in its table; the Swift site's fixes come with the
                // development language's findings.
                diagnostic.message = "[\(language)] " + diagnostic.message
                diagnostic.fixes = []
            }
            if let value, let location = value.externalLocation {
                diagnostic.externalLocation = location
                diagnostic.language = value.language
            } else if let value, value.language != nil, language != nil {
                diagnostic.language = value.language
            }
            return diagnostic
        }
    }

    /// Lints, applies the fixes (`unsafe` ones only when asked), and repeats until nothing changes,
    /// so fixes that overlapped in one round land in the next.
    public func fix(_ source: SourceText, unsafe: Bool, maxRounds: Int = 8) -> FixOutcome {
        var current = source
        var applied: [Fix] = []
        let problemsBefore = Tokenizer.tokenize(source).problems.count
        for _ in 0..<maxRounds {
            let fixes = lint(current).diagnostics.compactMap { diagnostic in
                diagnostic.fixes.first { unsafe || $0.isSafe }
            }
            guard !fixes.isEmpty else { break }
            let result = FixApplier.apply(fixes, to: current)
            guard !result.applied.isEmpty, result.bytes != current.bytes else { break }
            let candidate = SourceText(bytes: result.bytes)
            // A fix must never leave the file less readable than it was.
            guard Tokenizer.tokenize(candidate).problems.count <= problemsBefore else {
                return FixOutcome(source: current, applied: applied, refused: true)
            }
            current = candidate
            applied += result.applied
        }
        return FixOutcome(source: current, applied: applied, refused: false)
    }
}

/// The text after `Linter.fix` and what was done to it.
public struct FixOutcome: Sendable {
    public var source: SourceText
    public var applied: [Fix]
    /// True when a round of fixes would have broken the file and was not applied.
    public var refused: Bool
}

/// Findings the linter makes about the file itself rather than an alert.
public enum LinterDiagnostics {
    public static let unknownRule = "unknown-rule"
    public static let ids: Set<String> = [unknownRule]

    static func unknownRule(_ entry: Suppressions.UnknownRule, _ language: MessageLanguage = .english) -> Diagnostic {
        let message = Localized(
            en: "Suppression names “\(entry.name)”, which is not an AlertLint rule: check `alertlint rules`",
            zh: "抑制注释中的“\(entry.name)”不是 AlertLint 规则：请查看 `alertlint rules`")
        return Diagnostic(ruleID: unknownRule, severity: .warning, range: entry.range, message: message.text(language))
    }
}
