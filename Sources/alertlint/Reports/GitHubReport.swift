/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
enum GitHubReport {
    static func render(_ findings: [Finding]) -> String {
        findings.map { finding in
            let diagnostic = finding.diagnostic
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            let properties = [
                "file=\(escapeProperty(finding.path))", "line=\(finding.start.line)", "col=\(finding.start.column)",
                "endLine=\(finding.end.line)", "endColumn=\(finding.end.column)",
                "title=\(escapeProperty("AlertLint (\(diagnostic.ruleID))"))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message + " " + finding.documentationURL))\n"
        }.joined()
    }

    /// The message part: `%`, CR and LF are encoded.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Property values: also `:` and `,`, which would end the value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
