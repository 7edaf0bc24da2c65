import AlertLintCore

/// One alert of the page: its drawings on each platform and in each language, side by side, and
/// its findings; in a code review, the alert before and after the change.
struct AlertCard {
    /// One version of the alert: the file it is in and its index there.
    struct Side {
        var alerts: FileAlerts
        var index: Int
        var pins: [PinnedFinding]
        /// `before` or `after` in a code review.
        var version: String?
        var site: AlertSite { alerts.sites[index] }
    }

    var id: String
    var sides: [Side]
    var file: GalleryFile
    var options: GalleryOptions
    /// `added`, `removed` or `changed` in a code review.
    var change: String?

    /// The facts the page's filters and search read, over every side and language.
    struct Facts {
        var rules: Set<String> = []
        var severities: Set<Severity> = []
        var languages: [String] = []
        var search: [String] = []
    }

    var facts: Facts {
        var facts = Facts()
        for side in sides {
            for pin in side.pins {
                facts.rules.insert(pin.diagnostic.ruleID)
                facts.severities.insert(pin.diagnostic.severity)
            }
            for (language, site) in versions(of: side) {
                if !facts.languages.contains(language) { facts.languages.append(language) }
                let copy = CopyMarkup(source: side.alerts.source)
                facts.search += [site.title, site.message].compactMap { $0.map { copy.render($0).plain } }
                facts.search += site.actions.map { copy.render($0).plain }
            }
            facts.search += [side.alerts.path, side.site.api, side.site.enclosingFunction ?? ""]
        }
        return facts
    }

    func render() -> String {
        let primary = sides.last ?? sides[0]
        let site = primary.site
        let facts = self.facts
        let severities = Severity.allCases.filter { facts.severities.contains($0) }.map(\.rawValue)
        let attributes: [(String, String?)] = [
            ("class", "card"), ("id", id), ("data-framework", site.framework.rawValue), ("data-kind", site.kind.rawValue),
            ("data-rules", facts.rules.sorted().joined(separator: " ")),
            ("data-severities", severities.isEmpty ? "clean" : severities.joined(separator: " ")),
            ("data-search", facts.search.joined(separator: "\n").lowercased()), ("data-change", change),
        ]
        let body = sides.map { side in renderSide(side, heading: sides.count > 1 || change != nil) }.joined()
        return HTML.element("article", attributes, header(primary) + HTML.element("div", [("class", "sides")], body))
    }

    private func header(_ side: Side) -> String {
        let site = side.site
        let position = side.alerts.source.position(of: site.range.start)
        let (line, column) = (position.line + 1, position.column + 1)
        var markup = HTML.element("span", [("class", "kind")], HTML.escape(Self.kindName(site.kind)))
        markup += " " + HTML.element("code", [], HTML.escape(site.api))
        if let function = site.enclosingFunction {
            markup += " " + HTML.element("span", [("class", "fn")], "in " + HTML.element("code", [], HTML.escape(function)))
        }
        if let change {
            markup += " " + HTML.element("span", [("class", "change c-\(change)")], HTML.escape(change))
        }
        let path = side.alerts.path
        let source = HTML.link(options.sourceLink, path: path, absolutePath: file.absolutePath, line: line, column: column)
        markup += " " + HTML.element("a", [("class", "src"), ("href", source)], HTML.escape("\(path):\(line)"))
        if let editor = options.editorLink {
            let href = HTML.link(editor, path: path, absolutePath: file.absolutePath, line: line, column: column)
            markup += " " + HTML.element("a", [("class", "editor"), ("href", href)], "Open in editor")
        }
        return HTML.element("header", [("class", "card-head")], markup)
    }

    static func kindName(_ kind: AlertSite.Kind) -> String {
        switch kind {
        case .alert: return "Alert"
        case .actionSheet: return "Action sheet"
        case .confirmationDialog: return "Confirmation dialog"
        }
    }

    /// The site in the development language, then in each translation; only the first when none
    /// of its copy is looked up, since it then reads the same in every language.
    private func versions(of side: Side) -> [(language: String, site: AlertSite)] {
        guard Self.isLocalized(side.site) else { return [(options.developmentLanguage, side.site)] }
        return [(options.developmentLanguage, side.site)]
            + side.alerts.translations.compactMap { translation in
                translation.sites.indices.contains(side.index) ? (translation.language, translation.sites[side.index]) : nil
            }
    }

    /// Whether any of the site's copy is looked up in a table or read from a constant.
    static func isLocalized(_ site: AlertSite) -> Bool {
        ([site.title, site.message] + site.actions.map(\.title)).contains { text in
            guard let text else { return false }
            return text.localization != nil || text.constantReference != nil || text.externalLocation != nil
        }
    }

    private func renderSide(_ side: Side, heading: Bool) -> String {
        let cardID = side.version.map { "\(id)-\($0)" } ?? id
        let versions = versions(of: side)
        let line = side.alerts.source.position(of: side.site.range.start).line + 1
        let copy = CopyMarkup(source: side.alerts.source)
        var drawings = ""
        let platforms = OnScreenLayout.platforms(for: side.site).filter {
            side.site.framework != .swiftui || options.swiftUIPlatforms.contains($0)
        }
        for platform in platforms {
            // Layout depends on roles and order, never on copy: one layout for every language.
            let layout = OnScreenLayout.layout(side.site, on: platform)
            let figures = versions.map { language, site in
                AlertDrawing(
                    site: site, fallback: language == options.developmentLanguage ? nil : side.site, layout: layout, language: language,
                    pins: side.pins.filter { $0.language == language }, copy: copy,
                    path: side.alerts.path, line: line, cardID: cardID, version: side.version,
                    everyLanguage: versions.count == 1 && !side.alerts.translations.isEmpty
                ).render(showLanguage: versions.count > 1)
            }
            drawings += HTML.element("div", [("class", "platform"), ("data-platform", platform.rawValue)], figures.joined())
        }
        var markup = ""
        if heading, let version = side.version {
            let title = version == "before" ? "Before" + (options.baseRevision.map { " (\($0))" } ?? "") : "After"
            markup += HTML.element("h3", [], HTML.escape(title))
        }
        markup += HTML.element("div", [("class", "drawings")], drawings)
        markup += FindingList(source: side.alerts.source, site: side.site, cardID: cardID, ruleLinks: options.ruleLinks).render(side.pins)
        return HTML.element("section", [("class", "side"), ("data-version", side.version)], markup)
    }
}
