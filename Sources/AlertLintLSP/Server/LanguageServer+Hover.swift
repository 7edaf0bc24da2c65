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
            sections.append(AlertPreview.markdown(site))
            hoverRange = site.range
        }
        for diagnostic in result.diagnostics where diagnostic.range.start <= offset && offset <= diagnostic.range.end {
            sections.append(RuleHover.markdown(for: diagnostic))
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

/// The rule behind a diagnostic, in a few lines.
enum RuleHover {
    static func markdown(for diagnostic: Diagnostic) -> String {
        guard let rule = RuleCatalog.rule(id: diagnostic.ruleID)?.description else {
            return "**\(diagnostic.ruleID)**: \(diagnostic.message)"
        }
        var lines = [
            "**\(rule.id)** — \(rule.summary)", "", rule.guideline, "",
            "[Human Interface Guidelines](\(rule.higURL)) · [Rule documentation](\(rule.documentationURL))",
        ]
        if let violating = rule.examples.violating.first {
            lines += ["", "Flagged:", "```swift", violating, "```"]
        }
        if let clean = rule.examples.clean.first {
            lines += ["", "Clean:", "```swift", clean, "```"]
        }
        return lines.joined(separator: "\n")
    }
}
