import AlertLintCore
import Foundation

/// `--write-baseline FILE` records today's findings; `--baseline FILE` hides them afterwards.
/// Entries are keyed by rule, file and the text at fault (never by line), so they survive
/// unrelated edits; a fixed finding simply stops matching.
enum Baseline {
    static func write(_ findings: [Finding], to path: String) throws {
        let keys = Fingerprint.keys(for: findings.map(relativized))
        let entries: [JSONValue] = zip(findings, keys).map { finding, key in
            .object(
                JSONObject([
                    ("rule", .string(finding.diagnostic.ruleID)),
                    ("file", .string(RelativePath.forReport(finding.path))),
                    ("text", .string(Fingerprint.textAtFault(finding))),
                    ("key", .string(Fingerprint.hash(key))),
                ]))
        }
        let document: JSONValue = .object(JSONObject([("version", .integer(1)), ("entries", .array(entries))]))
        try AtomicFile.write(Array((document.serialized() + "\n").utf8), to: path)
    }

    static func filter(_ findings: [Finding], baselinePath: String) throws(UsageError) -> [Finding] {
        guard let data = FileManager.default.contents(atPath: baselinePath) else {
            throw UsageError("cannot read the baseline \(baselinePath)")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse([UInt8](data))
        } catch {
            throw UsageError("\(baselinePath):\(error.line):\(error.column): the baseline is not valid JSON: \(error.message)")
        }
        guard document["version"]?.intValue == 1, let entries = document["entries"]?.arrayValue else {
            throw UsageError("\(baselinePath): not an AlertLint baseline (expected {\"version\": 1, \"entries\": […]})")
        }
        let known = Set(entries.compactMap { $0["key"]?.stringValue })
        let keys = Fingerprint.keys(for: findings.map(relativized))
        return zip(findings, keys).filter { !known.contains(Fingerprint.hash($1)) }.map(\.0)
    }

    /// Keys use the path relative to the working directory, so a baseline works from any clone.
    private static func relativized(_ finding: Finding) -> Finding {
        var copy = finding
        copy.path = RelativePath.forReport(finding.path)
        return copy
    }
}
