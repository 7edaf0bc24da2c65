import AlertLintCore

/// Engine diagnostics as LSP `Diagnostic`s, shaped by what the client can show.
struct DiagnosticConverter {
    let converter: LSPConverter
    let uri: String
    let version: Int?
    let capabilities: ClientCapabilities
    var messageLanguage: MessageLanguage = .english
    /// The configured repository whose `docs/rules/` findings link to (see `RuleDescription.documentationURL`).
    var repositoryURL: String?

    func lsp(_ diagnostic: Diagnostic) -> JSONValue {
        var object = JSONObject([
            ("range", converter.range(diagnostic.range)),
            ("severity", .integer(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
        ])
        if capabilities.codeDescription, let url = documentationURL(diagnostic.ruleID) {
            object["codeDescription"] = ["href": .string(url)]
        }
        object["source"] = "alertlint"
        object["message"] = .string(diagnostic.message)
        if capabilities.relatedInformation, !diagnostic.related.isEmpty {
            object["relatedInformation"] = .array(
                diagnostic.related.map { related in
                    [
                        "location": ["uri": .string(uri), "range": converter.range(related.range)],
                        "message": .string(related.message),
                    ]
                })
        }
        if capabilities.relatedInformation, let location = diagnostic.externalLocation {
            let related = object["relatedInformation"]?.arrayValue ?? []
            object["relatedInformation"] = .array(related + [ExternalCopy.related(location, diagnostic, messageLanguage)])
        }
        if capabilities.diagnosticData {
            object["data"] = [
                "fixes": .array(diagnostic.fixes.map(fix)),
                "version": version.map(JSONValue.integer) ?? .null,
            ]
        }
        return .object(object)
    }

    private func fix(_ fix: Fix) -> JSONValue {
        [
            "title": .string(fix.title), "safety": .string(fix.safety.rawValue),
            "edits": .array(fix.edits.map(converter.textEdit)),
        ]
    }

    /// Built once: a lookup per diagnostic would rebuild every rule's description each time.
    private static let higURLs: [String: String] = Dictionary(
        RuleCatalog.all.map { ($0.description.id, $0.description.higURL) }, uniquingKeysWith: { first, _ in first })

    func documentationURL(_ ruleID: String) -> String? {
        guard let repositoryURL else { return Self.higURLs[ruleID] }
        return RuleCatalog.rule(id: ruleID)?.description.documentationURL(repository: repositoryURL)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }
}
