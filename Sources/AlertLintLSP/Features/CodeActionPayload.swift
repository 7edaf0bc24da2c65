import AlertLintCore

enum CodeActionKind {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.alertlint"

    /// Whether a request's `only` filter admits `kind` (filters name kinds or their parents).
    static func isWanted(_ kind: String, by only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}

/// What a code action does, small enough to travel in `data` for `codeAction/resolve`.
enum CodeActionPayload: Equatable {
    case fix(ruleID: String, range: ByteRange, index: Int)
    case disable(ruleID: String, line: Int)
    case fixAll

    func json(uri: String, version: Int) -> JSONValue {
        var object = JSONObject([("uri", .string(uri)), ("version", .integer(version))])
        switch self {
        case .fix(let ruleID, let range, let index):
            object["action"] = "fix"
            object["rule"] = .string(ruleID)
            object["start"] = .integer(range.start)
            object["end"] = .integer(range.end)
            object["fix"] = .integer(index)
        case .disable(let ruleID, let line):
            object["action"] = "disable"
            object["rule"] = .string(ruleID)
            object["line"] = .integer(line)
        case .fixAll:
            object["action"] = "fixAll"
        }
        return .object(object)
    }

    init(json: JSONValue) throws(RPCError) {
        let data = Params(json, path: "data")
        switch try data.string("action") {
        case "fix":
            self = .fix(
                ruleID: try data.string("rule"), range: ByteRange(try data.integer("start"), try data.integer("end")),
                index: try data.integer("fix"))
        case "disable":
            self = .disable(ruleID: try data.string("rule"), line: try data.integer("line"))
        case "fixAll":
            self = .fixAll
        case let other:
            throw .invalidParams("data.action '\(other)' is not an AlertLint code action")
        }
    }

    /// The byte edits this action makes to `source`, nil when it no longer applies.
    func edits(in source: SourceText, diagnostics: [Diagnostic]) -> [TextEdit]? {
        switch self {
        case .fix(let ruleID, let range, let index):
            let diagnostic = diagnostics.first { $0.ruleID == ruleID && $0.range == range }
            guard let fixes = diagnostic?.fixes, fixes.indices.contains(index) else { return nil }
            return fixes[index].edits
        case .disable(let ruleID, let line):
            return [Suppressions.disableEdit(ruleID: ruleID, line: line, in: source)]
        case .fixAll:
            // The fixes FixApplier would apply together never overlap, so their edits form one
            // valid LSP edit list that touches only the words being fixed.
            let safe = diagnostics.flatMap { $0.fixes.filter(\.isSafe) }
            return FixApplier.apply(safe, to: source).applied.flatMap(\.edits).sorted { $0.range < $1.range }
        }
    }
}
