import AlertLintCore

/// An alert's findings under its drawings, numbered like their pins: the message, what it is
/// about, the rule's page, where the copy is written, and each fix as before → after.
struct FindingList {
    var source: SourceText
    var site: AlertSite
    var cardID: String
    var ruleLinks: [String: String]

    func render(_ pins: [PinnedFinding]) -> String {
        guard !pins.isEmpty else { return "<p class=\"clean\">No findings.</p>" }
        return HTML.element("ol", [("class", "findings")], pins.map(item).joined())
    }

    private func item(_ pin: PinnedFinding) -> String {
        let diagnostic = pin.diagnostic
        let severity = diagnostic.severity.rawValue
        var markup = HTML.element("span", [("class", "num")], String(pin.number))
        markup += HTML.element("span", [("class", "sev")], severity)
        markup += HTML.element("span", [("class", "target")], HTML.escape(targetName(pin.target)))
        markup += HTML.element("span", [("class", "msg")], HTML.escape(diagnostic.message))
        let url = ruleLinks[diagnostic.ruleID] ?? RuleCatalog.rule(id: diagnostic.ruleID)?.description.higURL ?? HIG.alerts
        markup += HTML.element("a", [("class", "rule"), ("href", url)], HTML.escape(diagnostic.ruleID))
        if let location = diagnostic.externalLocation {
            markup += HTML.element(
                "span", [("class", "where")], "copy in " + HTML.element("code", [], HTML.escape("\(location.path):\(location.line)")))
        }
        for fix in diagnostic.fixes {
            markup += fixMarkup(fix)
        }
        return HTML.element(
            "li",
            [
                ("class", "finding s-\(severity)"), ("id", AlertDrawing.anchor(cardID, pin)), ("data-rule", diagnostic.ruleID),
                ("data-severity", severity), ("data-language", pin.language), ("data-target", pin.target.name),
            ], markup)
    }

    private func fixMarkup(_ fix: Fix) -> String {
        var markup = HTML.element("span", [("class", "fix-title")], HTML.escape(fix.title))
        markup += HTML.element("span", [("class", "safety")], fix.isSafe ? "safe fix" : "unsafe fix")
        if let preview = FixPreview(fix, site: site, source: source) {
            let tag = preview.isCopy ? "q" : "pre"
            markup += HTML.element(
                "span", [("class", "before-after")],
                HTML.element(tag, [("class", "before")], HTML.escape(preview.before)) + "<span class=\"arrow\">→</span>"
                    + HTML.element(tag, [("class", "after")], HTML.escape(preview.after)))
        }
        return HTML.element("div", [("class", "fix \(fix.safety.rawValue)")], markup)
    }

    private func targetName(_ target: PinnedFinding.Target) -> String {
        switch target {
        case .alert: return "Alert"
        case .title: return "Title"
        case .message: return "Message"
        case .button(let index):
            guard site.actions.indices.contains(index), let text = site.actions[index].displayText, !text.isEmpty else {
                return "Button \(index + 1)"
            }
            return "Button “\(CopyMarkup.elided(text))”"
        }
    }
}
