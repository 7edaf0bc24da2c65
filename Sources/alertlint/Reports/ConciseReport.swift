import AlertLintCore

/// `path:line:col: severity: message [rule]`, the line Xcode and editors parse.
enum ConciseReport {
    static func render(_ findings: [Finding], language: MessageLanguage = .english) -> String {
        var output = ""
        for finding in findings {
            let diagnostic = finding.diagnostic
            let severity = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
            output +=
                "\(finding.path):\(finding.start.line):\(finding.start.column): \(severity): \(oneLine(diagnostic.message)) [\(diagnostic.ruleID)]\n"
            if let location = diagnostic.externalLocation {
                // The Swift site stays primary (suppressions and the build plugin work there); the
                // note takes an editor to the table entry or the constant that holds the words.
                output +=
                    "\(location.path):\(location.line):\(location.column): note: \(ExternalNote.text(diagnostic, language)) [\(diagnostic.ruleID)]\n"
            }
        }
        return output
    }

    /// One finding, one line: copy that holds line breaks is shown with `\n`, as written in code.
    static func oneLine(_ message: String) -> String {
        // Most messages hold no line break: the replacing below is a generic collection search.
        guard message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return message }
        return message.replacing("\r\n", with: "\\n").replacing("\n", with: "\\n").replacing("\r", with: "\\r")
    }
}
