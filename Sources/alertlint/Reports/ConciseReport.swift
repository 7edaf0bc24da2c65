/// `path:line:col: severity: message [rule]`, the line Xcode and editors parse.
enum ConciseReport {
    static func render(_ findings: [Finding]) -> String {
        var output = ""
        for finding in findings {
            let diagnostic = finding.diagnostic
            let severity = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
            output += "\(finding.path):\(finding.start.line):\(finding.start.column): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
        }
        return output
    }
}
