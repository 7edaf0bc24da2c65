import AlertLintCore

/// Checkstyle XML (as Danger and Jenkins read it) and JUnit XML (one test case per finding, and a
/// passing one per clean file so the counts mean something).
enum XMLReports {
    static func checkstyle(_ findings: [Finding], files: [String]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: findings, by: \.path)
        for file in files {
            output += "  <file name=\"\(escape(file))\">\n"
            for finding in byFile[file] ?? [] {
                let diagnostic = finding.diagnostic
                output +=
                    "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" severity=\"\(diagnostic.severity.rawValue)\" "
                output += "message=\"\(escape(diagnostic.message))\" source=\"alertlint.\(escape(diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func junit(_ findings: [Finding], files: [String]) -> String {
        let byFile = Dictionary(grouping: findings, by: \.path)
        let cleanFiles = files.filter { byFile[$0] == nil }
        let tests = findings.count + cleanFiles.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"alertlint\" tests=\"\(tests)\" failures=\"\(findings.count)\">\n"
        output += "  <testsuite name=\"alertlint\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        for finding in findings {
            let diagnostic = finding.diagnostic
            output +=
                "    <testcase classname=\"\(escape(finding.path))\" name=\"\(escape("\(diagnostic.ruleID) at \(finding.start.line):\(finding.start.column)"))\" file=\"\(escape(finding.path))\" line=\"\(finding.start.line)\">\n"
            output += "      <failure type=\"\(escape(diagnostic.ruleID))\" message=\"\(escape(diagnostic.message))\">"
            output += escape(
                "\(finding.path):\(finding.start.line):\(finding.start.column): \(diagnostic.severity.rawValue): \(diagnostic.message)\n\(finding.documentationURL)"
            )
            output += "</failure>\n    </testcase>\n"
        }
        for file in cleanFiles {
            output += "    <testcase classname=\"\(escape(file))\" name=\"alertlint\" file=\"\(escape(file))\"/>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }

    /// Escapes markup characters, and drops the control characters XML 1.0 cannot carry at all.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// GitLab Code Quality: a JSON array with stable fingerprints.
enum GitLabReport {
    static func render(_ findings: [Finding]) -> String {
        let keys = Fingerprint.keys(for: findings)
        let issues: [JSONValue] = zip(findings, keys).map { finding, key in
            .object(
                JSONObject([
                    ("description", .string(finding.diagnostic.message)),
                    ("check_name", .string(finding.diagnostic.ruleID)),
                    ("fingerprint", .string(Fingerprint.hash(key))),
                    ("severity", .string(severity(finding.diagnostic.severity))),
                    (
                        "location",
                        .object(
                            JSONObject([
                                ("path", .string(RelativePath.forReport(finding.path))),
                                (
                                    "positions",
                                    .object(
                                        JSONObject([
                                            (
                                                "begin",
                                                .object(
                                                    JSONObject([
                                                        ("line", .integer(finding.start.line)), ("column", .integer(finding.start.column)),
                                                    ]))
                                            ),
                                            (
                                                "end",
                                                .object(
                                                    JSONObject([
                                                        ("line", .integer(finding.end.line)), ("column", .integer(finding.end.column)),
                                                    ]))
                                            ),
                                        ]))
                                ),
                            ]))
                    ),
                ]))
        }
        return JSONValue.array(issues).serialized() + "\n"
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "info"
        }
    }
}
