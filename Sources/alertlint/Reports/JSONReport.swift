import AlertLintCore

/// `json`: one document (tool, rules run, findings with their fixes as edits); `jsonl`: one
/// finding a line, for streaming into other tools.
enum JSONReport {
    static func render(_ findings: [Finding], reports: [FileReport]) -> String {
        let rules = Set(reports.compactMap { $0.linter }.flatMap { $0.configuration.activeRules().map(\.rule.description.id) })
        let document: JSONValue = .object(
            JSONObject([
                ("tool", .object(JSONObject([("name", .string("alertlint")), ("version", .string(AlertLintVersion.current))]))),
                ("rules", .array(rules.sorted().map(JSONValue.string))),
                ("diagnostics", .array(findings.map(encode))),
            ]))
        return document.serialized() + "\n"
    }

    static func renderLines(_ findings: [Finding]) -> String {
        findings.map { encode($0).serialized() + "\n" }.joined()
    }

    static func encode(_ finding: Finding) -> JSONValue {
        let diagnostic = finding.diagnostic
        var members: [(String, JSONValue)] = [
            ("file", .string(finding.path)),
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("range", range(diagnostic.range, in: finding.source)),
            ("url", .string(finding.documentationURL)),
            (
                "related",
                .array(
                    diagnostic.related.map { related in
                        .object(JSONObject([("message", .string(related.message)), ("range", range(related.range, in: finding.source))]))
                    })
            ),
            (
                "fixes",
                .array(
                    diagnostic.fixes.map { fix in
                        .object(
                            JSONObject([
                                ("title", .string(fix.title)),
                                ("safety", .string(fix.safety.rawValue)),
                                (
                                    "edits",
                                    .array(
                                        fix.edits.map { edit in
                                            .object(
                                                JSONObject([
                                                    ("range", range(edit.range, in: finding.source)),
                                                    ("replacement", .string(edit.replacement)),
                                                ]))
                                        })
                                ),
                            ]))
                    })
            ),
        ]
        if let language = diagnostic.language { members.append(("language", .string(language))) }
        if let location = diagnostic.externalLocation {
            members.append(("copyLocation", location.json))
        }
        return .object(JSONObject(members))
    }

    /// One-based lines and UTF-8 columns, plus the byte offsets for tools that prefer them.
    static func range(_ range: ByteRange, in source: SourceText) -> JSONValue {
        let start = source.position(of: range.start)
        let end = source.position(of: range.end)
        return .object(
            JSONObject([
                (
                    "start",
                    .object(
                        JSONObject([
                            ("line", .integer(start.line + 1)), ("column", .integer(start.column + 1)), ("offset", .integer(range.start)),
                        ]))
                ),
                (
                    "end",
                    .object(
                        JSONObject([
                            ("line", .integer(end.line + 1)), ("column", .integer(end.column + 1)), ("offset", .integer(range.end)),
                        ]))
                ),
            ]))
    }
}
