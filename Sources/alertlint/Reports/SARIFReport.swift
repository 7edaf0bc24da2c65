import AlertLintCore
import AlertLintWorkspace
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: every rule in `tool.driver.rules`, results with
/// relative URIs against `%SRCROOT%`, fingerprints that survive line shifts, fixes as replacements.
enum SARIFReport {
    static func render(_ findings: [Finding], language: MessageLanguage = .english) -> String {
        let rules = RuleCatalog.all.map(\.description)
        // One run, one rule list: the links follow the configuration the findings were made under.
        let repositoryURL = findings.lazy.compactMap(\.repositoryURL).first
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let keys = Fingerprint.keys(for: findings)
        let root = FileManager.default.currentDirectoryPath
        let results: [JSONValue] = zip(findings, keys).map { finding, key in
            var members: [(String, JSONValue)] = [("ruleId", .string(finding.diagnostic.ruleID))]
            if let index = ruleIndex[finding.diagnostic.ruleID] { members.append(("ruleIndex", .integer(index))) }
            members += [
                ("level", .string(level(finding.diagnostic.severity))),
                ("message", .object(JSONObject([("text", .string(finding.diagnostic.message))]))),
                ("locations", .array([.object(JSONObject([("physicalLocation", physicalLocation(finding, finding.diagnostic.range))]))])),
                ("partialFingerprints", .object(JSONObject([("alertlint/v1", .string(Fingerprint.hash(key)))]))),
            ]
            var related: [JSONValue] = finding.diagnostic.related.enumerated().map { index, related in
                .object(
                    JSONObject([
                        ("id", .integer(index)), ("physicalLocation", physicalLocation(finding, related.range)),
                        ("message", .object(JSONObject([("text", .string(related.message))]))),
                    ]))
            }
            if let location = finding.diagnostic.externalLocation {
                related.append(
                    .object(
                        JSONObject([
                            ("id", .integer(related.count)),
                            (
                                "physicalLocation",
                                .object(
                                    JSONObject([
                                        ("artifactLocation", artifactLocation(location.path)),
                                        (
                                            "region",
                                            .object(
                                                JSONObject([
                                                    ("startLine", .integer(location.line)), ("startColumn", .integer(location.column)),
                                                ]))
                                        ),
                                    ]))
                            ),
                            ("message", .object(JSONObject([("text", .string(ExternalNote.text(finding.diagnostic, language)))]))),
                        ])))
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            if !finding.diagnostic.fixes.isEmpty {
                members.append(
                    (
                        "fixes",
                        .array(
                            finding.diagnostic.fixes.map { fix in
                                .object(
                                    JSONObject([
                                        (
                                            "description",
                                            .object(JSONObject([("text", .string(fix.title + (fix.isSafe ? "" : " (unsafe)")))]))
                                        ),
                                        (
                                            "artifactChanges",
                                            .array([
                                                .object(
                                                    JSONObject([
                                                        ("artifactLocation", artifactLocation(finding.path)),
                                                        (
                                                            "replacements",
                                                            .array(
                                                                fix.edits.map { edit in
                                                                    .object(
                                                                        JSONObject([
                                                                            ("deletedRegion", region(edit.range, in: finding.source)),
                                                                            (
                                                                                "insertedContent",
                                                                                .object(JSONObject([("text", .string(edit.replacement))]))
                                                                            ),
                                                                        ]))
                                                                })
                                                        ),
                                                    ]))
                                            ])
                                        ),
                                    ]))
                            })
                    ))
            }
            return .object(JSONObject(members))
        }
        let driver: JSONValue = .object(
            JSONObject([
                ("name", .string("alertlint")),
                ("version", .string(AlertLintVersion.current)),
                (
                    "rules",
                    .array(
                        rules.map { rule in
                            .object(
                                JSONObject([
                                    ("id", .string(rule.id)),
                                    ("shortDescription", .object(JSONObject([("text", .string(rule.summary))]))),
                                    ("fullDescription", .object(JSONObject([("text", .string(rule.guideline))]))),
                                    ("helpUri", .string(rule.documentationURL(repository: repositoryURL))),
                                    (
                                        "help",
                                        .object(
                                            JSONObject([
                                                ("text", .string(rule.guideline)),
                                                ("markdown", .string(RuleDocumentation.markdown(rule, examplesLimit: 1))),
                                            ]))
                                    ),
                                    (
                                        "defaultConfiguration",
                                        .object(
                                            JSONObject([
                                                ("level", .string(level(rule.defaultSeverity))), ("enabled", .bool(rule.enabledByDefault)),
                                            ]))
                                    ),
                                ]))
                        })
                ),
            ]))
        let run: JSONValue = .object(
            JSONObject([
                ("tool", .object(JSONObject([("driver", driver)]))),
                (
                    "originalUriBaseIds",
                    .object(
                        JSONObject([
                            (
                                "SRCROOT",
                                .object(JSONObject([("uri", .string(URL(fileURLWithPath: root, isDirectory: true).absoluteString))]))
                            )
                        ]))
                ),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ]))
        let document: JSONValue = .object(
            JSONObject([
                ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
                ("version", .string("2.1.0")),
                ("runs", .array([run])),
            ]))
        return document.serialized() + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func physicalLocation(_ finding: Finding, _ range: ByteRange) -> JSONValue {
        .object(JSONObject([("artifactLocation", artifactLocation(finding.path)), ("region", region(range, in: finding.source))]))
    }

    private static func artifactLocation(_ path: String) -> JSONValue {
        .object(JSONObject([("uri", .string(RelativePath.forReport(path))), ("uriBaseId", .string("SRCROOT"))]))
    }

    /// One-based lines; one-based columns in UTF-16 code units (the run's `columnKind`).
    private static func region(_ range: ByteRange, in source: SourceText) -> JSONValue {
        let start = source.position(of: range.start, in: .utf16)
        let end = source.position(of: range.end, in: .utf16)
        return .object(
            JSONObject([
                ("startLine", .integer(start.line + 1)), ("startColumn", .integer(start.column + 1)),
                ("endLine", .integer(end.line + 1)), ("endColumn", .integer(end.column + 1)),
            ]))
    }
}

/// Paths in reports are relative to the working directory, with `/` separators and
/// percent-encoding where a URI needs it.
enum RelativePath {
    static func forReport(_ path: String) -> String {
        let absolute = ConfigurationResolver.absolute(path)
        let root = ConfigurationResolver.absolute(".")
        let relative = absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
        return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    }
}
