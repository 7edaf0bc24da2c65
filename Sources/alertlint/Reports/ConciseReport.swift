/// `path:line:col: severity: message [rule]`, the line Xcode and editors parse.
enum ConciseReport {
    static func render(_ findings: [Finding]) -> String {
        var output = ""
        for finding in findings {
            let diagnostic = finding.diagnostic
            let severity = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
            output += "\(finding.path):\(finding.start.line):\(finding.start.column): \(severity): \(oneLine(diagnostic.message)) [\(diagnostic.ruleID)]\n"
        }
        return output
    }

    /// One finding, one line: copy that holds line breaks is shown with `\n`, as written in code.
    static func oneLine(_ message: String) -> String {
        message.replacing("\r\n", with: "\\n").replacing("\n", with: "\\n").replacing("\r", with: "\\r")
    }
}
