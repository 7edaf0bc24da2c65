import AlertLintCore

/// Every alert, action sheet and confirmation dialog of a workspace drawn as people will see it,
/// as one self-contained HTML page: no network, no fonts, styles or scripts from elsewhere.
///
/// Pure: the sites, findings and translations the linter produced go in, one string comes out.
public enum Gallery {
    public static func render(_ files: [GalleryFile], options: GalleryOptions = GalleryOptions()) -> String {
        var sections = ""
        var cardCount = 0
        var counts: [Severity: Int] = [:]
        var rules = Set<String>()
        var languages = [options.developmentLanguage]
        var frameworks = Set<AlertSite.Framework>()
        for file in files {
            var cards = ""
            var fileCards = 0
            let current = PinnedFinding.assign(
                file.alerts.diagnostics, to: file.alerts.sites, developmentLanguage: options.developmentLanguage)
            let base = file.base.map {
                PinnedFinding.assign($0.diagnostics, to: $0.sites, developmentLanguage: options.developmentLanguage)
            }
            for card in self.cards(for: file, current: current.bySite, base: base?.bySite, options: options, firstID: cardCount) {
                let facts = card.facts
                rules.formUnion(facts.rules)
                for language in facts.languages where !languages.contains(language) { languages.append(language) }
                let shown = card.sides[card.sides.count - 1]
                frameworks.insert(shown.site.framework)
                // The summary counts the findings of the code as it is, not of a removed alert.
                if shown.version != "before" {
                    for pin in shown.pins { counts[pin.diagnostic.severity, default: 0] += 1 }
                }
                cards += card.render()
                cardCount += 1
                fileCards += 1
            }
            let unplaced = file.changes == nil ? current.unplaced : []
            guard !cards.isEmpty || !unplaced.isEmpty else { continue }
            let count = fileCards == 0 ? "" : HTML.element("span", [("class", "count")], fileCards == 1 ? "1 alert" : "\(fileCards) alerts")
            sections += HTML.element(
                "section", [("class", "file"), ("data-path", file.alerts.path)],
                HTML.element("h2", [], HTML.escape(file.alerts.path) + count) + cards + unplacedList(unplaced, file.alerts))
        }
        if cardCount == 0 {
            let text = options.baseRevision.map { "No alert changed since \($0)." } ?? "No alerts found."
            sections += HTML.element("p", [("class", "empty")], HTML.escape(text))
        }
        let toolbar = Toolbar(
            title: options.title, alertCount: cardCount, counts: counts, rules: rules.sorted(), languages: languages,
            frameworks: AlertSite.Framework.allCases.filter { frameworks.contains($0) }, baseRevision: options.baseRevision)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="alertlint gallery">
            <title>\(HTML.escape(options.title))</title>
            <style>
            \(GalleryStyle.css)
            </style>
            </head>
            <body>
            \(toolbar.render())
            <main>
            \(sections)
            </main>
            <script>
            \(GalleryScript.javaScript)
            </script>
            </body>
            </html>

            """
    }

    /// The cards of one file: every alert, or with `changes` each changed alert before and after.
    static func cards(
        for file: GalleryFile, current: [[PinnedFinding]], base: [[PinnedFinding]]?, options: GalleryOptions, firstID: Int
    ) -> [AlertCard] {
        guard let changes = file.changes else {
            return file.alerts.sites.indices.map { index in
                AlertCard(
                    id: "a\(firstID + index)",
                    sides: [AlertCard.Side(alerts: file.alerts, index: index, pins: current[index], version: nil)],
                    file: file, options: options, change: nil)
            }
        }
        return changes.enumerated().map { offset, change in
            var sides: [AlertCard.Side] = []
            if let before = change.before, let alerts = file.base, let base {
                sides.append(AlertCard.Side(alerts: alerts, index: before, pins: base[before], version: "before"))
            }
            if let after = change.after {
                sides.append(AlertCard.Side(alerts: file.alerts, index: after, pins: current[after], version: "after"))
            }
            let kind = change.before == nil ? "added" : (change.after == nil ? "removed" : "changed")
            return AlertCard(id: "a\(firstID + offset)", sides: sides, file: file, options: options, change: kind)
        }
    }

    /// Findings about the file rather than an alert (a suppression naming an unknown rule).
    private static func unplacedList(_ diagnostics: [Diagnostic], _ alerts: FileAlerts) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let items = diagnostics.map { diagnostic in
            let line = alerts.source.position(of: diagnostic.range.start).line + 1
            return HTML.element(
                "li", [("class", "finding s-\(diagnostic.severity.rawValue)"), ("data-rule", diagnostic.ruleID)],
                HTML.element("span", [("class", "sev")], diagnostic.severity.rawValue)
                    + HTML.element("span", [("class", "msg")], HTML.escape("line \(line): \(diagnostic.message)"))
                    + HTML.element("span", [("class", "rule")], HTML.escape(diagnostic.ruleID)))
        }
        return HTML.element("ul", [("class", "findings unplaced")], items.joined())
    }
}
