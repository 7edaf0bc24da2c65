import AlertLintCore

extension LanguageServer {
    /// Over an alert: a preview of it. Over a diagnostic: what the rule wants and an example.
    func hover(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        let params = try Params.object(params)
        let uri = try params.documentURI()
        let position = try params.position("position")
        guard let (document, result) = lint(uri) else { return .null }
        let converter = LSPConverter(source: document.source, encoding: encoding)
        let offset = converter.offset(position)
        var sections: [String] = []
        var hoverRange: ByteRange?
        if let site = result.sites.first(where: { Self.extent(of: $0).contains(offset) }) {
            sections.append(AlertPreview.render(site, markdown: capabilities.hoverMarkdown))
            hoverRange = site.range
        }
        for diagnostic in result.diagnostics where diagnostic.range.start <= offset && offset <= diagnostic.range.end {
            sections.append(
                RuleHover.render(
                    diagnostic, markdown: capabilities.hoverMarkdown, language: messageLanguage,
                    repositoryURL: lintConfiguration(for: uri).repositoryURL))
            hoverRange = hoverRange ?? diagnostic.range
        }
        guard !sections.isEmpty else { return .null }
        let text = sections.joined(separator: "\n\n---\n\n")
        var object = JSONObject([
            (
                "contents",
                [
                    "kind": .string(capabilities.hoverMarkdown ? "markdown" : "plaintext"),
                    "value": .string(text),
                ]
            )
        ])
        if let hoverRange { object["range"] = converter.range(hoverRange) }
        return .object(object)
    }

    /// From the constructing token through the last piece the code adds (title, message, actions).
    static func extent(of site: AlertSite) -> ByteRange {
        var end = site.range.end
        for action in site.actions { end = max(end, action.statementRange.end, action.range.end) }
        if let title = site.title { end = max(end, title.range.end) }
        if let message = site.message { end = max(end, message.range.end) }
        return ByteRange(site.range.start, end)
    }
}

/// The rule behind a diagnostic, in a few lines: id, summary, guideline, one flagged and one
/// clean example.
enum RuleHover {
    static func render(
        _ diagnostic: Diagnostic, markdown: Bool, language: MessageLanguage = .english, repositoryURL: String? = nil
    ) -> String {
        let style = TextStyle(markdown: markdown)
        guard let rule = RuleCatalog.rule(id: diagnostic.ruleID)?.description else {
            return style.bold(diagnostic.ruleID) + ": " + style.escape(diagnostic.message)
        }
        var lines = [style.bold(rule.id) + " — " + style.escape(rule.summary(language)), "", rule.guideline(language), ""]
        // The rule's own page only when a repository is configured: otherwise there is none to link.
        if let repositoryURL {
            let page = rule.documentationURL(repository: repositoryURL)
            lines.append(
                markdown
                    ? "[Human Interface Guidelines](\(rule.higURL)) · [Rule documentation](\(page))"
                    : "Human Interface Guidelines: \(rule.higURL)\nRule documentation: \(page)")
        } else {
            lines.append(markdown ? "[Human Interface Guidelines](\(rule.higURL))" : "Human Interface Guidelines: \(rule.higURL)")
        }
        let examples = [
            (Localized(en: "Flagged:", zh: "会报告：").text(language), rule.examples.violating.first),
            (Localized(en: "Clean:", zh: "不会报告：").text(language), rule.examples.clean.first),
        ]
        for case (let heading, let example?) in examples {
            lines += ["", heading] + (markdown ? ["```swift", example, "```"] : [example])
        }
        return lines.joined(separator: "\n")
    }
}
