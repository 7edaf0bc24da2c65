import AlertLintCore

/// reviewdog's Diagnostic Format (rdjson): fixes become `suggestions`.
enum RDJSONReport {
    static func render(_ findings: [Finding]) -> String {
        let diagnostics: [JSONValue] = findings.map { finding in
            let diagnostic = finding.diagnostic
            var members: [(String, JSONValue)] = [
                ("message", .string(diagnostic.message)),
                ("location", .object(JSONObject([("path", .string(finding.path)), ("range", range(diagnostic.range, finding.source))]))),
                ("severity", .string(severity(diagnostic.severity))),
                ("source", .object(JSONObject([("name", .string("alertlint"))]))),
                ("code", .object(JSONObject([("value", .string(diagnostic.ruleID)), ("url", .string(finding.documentationURL))]))),
            ]
            if let fix = diagnostic.fixes.first {
                members.append(
                    (
                        "suggestions",
                        .array(
                            fix.edits.map { edit in
                                .object(JSONObject([("range", range(edit.range, finding.source)), ("text", .string(edit.replacement))]))
                            })
                    ))
            }
            if !diagnostic.related.isEmpty {
                members.append(
                    (
                        "related_locations",
                        .array(
                            diagnostic.related.map { related in
                                .object(
                                    JSONObject([
                                        ("message", .string(related.message)),
                                        (
                                            "location",
                                            .object(
                                                JSONObject([
                                                    ("path", .string(finding.path)), ("range", range(related.range, finding.source)),
                                                ]))
                                        ),
                                    ]))
                            })
                    ))
            }
            return .object(JSONObject(members))
        }
        let document: JSONValue = .object(
            JSONObject([
                ("source", .object(JSONObject([("name", .string("alertlint"))]))),
                ("diagnostics", .array(diagnostics)),
            ]))
        return document.serialized() + "\n"
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "ERROR"
        case .warning: return "WARNING"
        case .info: return "INFO"
        }
    }

    /// One-based lines and UTF-8 byte columns, end exclusive, as rdjson specifies.
    private static func range(_ range: ByteRange, _ source: SourceText) -> JSONValue {
        let start = source.position(of: range.start), end = source.position(of: range.end)
        return .object(
            JSONObject([
                ("start", .object(JSONObject([("line", .integer(start.line + 1)), ("column", .integer(start.column + 1))]))),
                ("end", .object(JSONObject([("line", .integer(end.line + 1)), ("column", .integer(end.column + 1))]))),
            ]))
    }
}
