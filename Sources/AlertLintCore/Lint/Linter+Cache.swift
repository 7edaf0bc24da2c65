/// The editor's lint: the same findings as `lint(_:)`, reading again only what a keystroke changed.
extension Linter {
    /// Like `lint(_:)`, but reuses the findings of sites that `cache` saw unchanged in the
    /// previous lint, and leaves in `cache` the findings of this one (for editors, per document).
    /// With string tables the copy of a site also depends on other files, so every site is checked.
    public func lint(_ source: SourceText, cache: inout SiteDiagnosticsCache) -> LintResult {
        guard localization.isEmpty else {
            cache = SiteDiagnosticsCache()
            return lint(source)
        }
        let tokenized: TokenizedSource
        if let lastText = cache.lastText, let lastTokens = cache.lastTokens {
            tokenized = Tokenizer.tokenize(source, reusing: lastTokens, after: SourceChange(from: lastText, to: source.bytes))
        } else {
            tokenized = Tokenizer.tokenize(source)
        }
        cache.lastText = source.bytes
        cache.lastTokens = tokenized
        let sites = SiteExtractor.extract(
            from: tokenized, in: source, wrappers: configuration.wrappers,
            localizers: configuration.localizers, memo: &cache.extractionMemo)
        cache.validate(
            ruleSignature: rules.map { $0.rule.description.id + ":" + $0.severity.rawValue },
            settings: configuration.settings, language: configuration.messageLanguage)
        var kept: [SiteDiagnosticsCache.Key: SiteDiagnosticsCache.Entry] = [:]
        kept.reserveCapacity(sites.count)
        var keptFunctions: [ExtractionMemo.Key: SiteDiagnosticsCache.FunctionEntry] = [:]
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(cache.diagnosticCount)
        // Each site's findings are appended in order (entries are stored sorted), so for sites in
        // source order that do not share lines the whole list comes out sorted and `finish` only
        // has to check it.
        var functions = cache.extractionMemo.functions.filter { !$0.sites.isEmpty }[...]
        var index = 0
        while index < sites.count {
            if let function = functions.first, function.sites.lowerBound == index {
                functions.removeFirst()
                appendFindings(of: function, sites, source, cache, &kept, &keptFunctions, to: &diagnostics)
                index = function.sites.upperBound
            } else {
                diagnostics += findings(of: sites[index], source, cache, &kept).diagnostics
                index += 1
            }
        }
        cache.functions = keptFunctions
        cache.diagnosticCount = diagnostics.count
        cache.entries = kept
        return finish(source, tokenized, sites, diagnostics)
    }

    /// Appends the findings of the sites of a memoized function, in order. A function the extraction
    /// reused brings its sites' keys and findings along, moved; one found afresh stores them when
    /// every site's lines lie inside it (then the function's bytes decide its findings).
    private func appendFindings(
        of function: ExtractionMemo.Function, _ sites: SiteList, _ source: SourceText, _ cache: SiteDiagnosticsCache,
        _ kept: inout [SiteDiagnosticsCache.Key: SiteDiagnosticsCache.Entry],
        _ keptFunctions: inout [ExtractionMemo.Key: SiteDiagnosticsCache.FunctionEntry], to diagnostics: inout [Diagnostic]
    ) {
        if let stored = keptFunctions[function.key] ?? cache.functions[function.key], stored.sites.count == function.sites.count {
            let moved = stored.moved(to: function.start)
            keptFunctions[function.key] = moved
            for (key, entry) in moved.sites {
                kept[key] = entry
                diagnostics += entry.diagnostics
            }
            return
        }
        var stored: [(key: SiteDiagnosticsCache.Key, entry: SiteDiagnosticsCache.Entry)]? = []
        for site in sites[function.sites] {
            let found = findings(of: site, source, cache, &kept)
            diagnostics += found.diagnostics
            if let key = found.key, function.range.contains(found.lines) {
                stored?.append((key, SiteDiagnosticsCache.Entry(linesStart: found.lines.start, diagnostics: found.diagnostics)))
            } else {
                stored = nil
            }
        }
        if let stored { keptFunctions[function.key] = SiteDiagnosticsCache.FunctionEntry(start: function.start, sites: stored) }
    }

    /// The findings of one site through the site cache. `key` is set when they were found or
    /// stored under it (in `kept`, for the next lint), with the whole `lines` the site spans.
    private func findings(
        of site: AlertSite, _ source: SourceText, _ cache: SiteDiagnosticsCache,
        _ kept: inout [SiteDiagnosticsCache.Key: SiteDiagnosticsCache.Entry]
    ) -> (key: SiteDiagnosticsCache.Key?, lines: ByteRange, diagnostics: [Diagnostic]) {
        guard let (key, lines) = SiteDiagnosticsCache.key(for: site, in: source) else {
            return (nil, site.range, checkAsWritten(site, source).sorted(by: Self.inOrder))
        }
        if let stored = kept[key] ?? cache.entries[key] {
            let entry = stored.moved(to: lines.start)
            kept[key] = entry
            return (key, lines, entry.diagnostics)
        }
        let found = checkAsWritten(site, source).sorted(by: Self.inOrder)
        guard found.allSatisfy({ $0.lies(in: lines) }) else { return (nil, lines, found) }
        kept[key] = SiteDiagnosticsCache.Entry(linesStart: lines.start, diagnostics: found)
        return (key, lines, found)
    }
}
