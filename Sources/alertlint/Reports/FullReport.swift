import AlertLintCore

/// The finding, the source line with a caret under the range, and the fix on offer.
enum FullReport {
    static func render(_ findings: [Finding], colored: Bool, language: MessageLanguage = .english) -> String {
        let style = Style(colored: colored)
        var output = ""
        for finding in findings {
            let diagnostic = finding.diagnostic
            let source = finding.source
            let line = finding.start.line - 1
            let lineText = source.text(ByteRange(source.lineStarts[line], source.lineContentEnd(line)))
            let gutter = String(repeating: " ", count: String(finding.start.line).count)
            output += "\(style.bold(finding.path)):\(finding.start.line):\(finding.start.column): "
            output +=
                "\(style.severity(diagnostic.severity)): \(ConciseReport.oneLine(diagnostic.message)) \(style.dim("[\(diagnostic.ruleID)]"))\n"
            output += "\(gutter) \(style.dim("|"))\n"
            output += "\(finding.start.line) \(style.dim("|")) \(lineText)\n"
            output += "\(gutter) \(style.dim("|")) \(caretLine(finding, lineText: lineText, style: style))\n"
            if let location = diagnostic.externalLocation {
                output += "\(gutter) = \(ExternalNote.text(diagnostic, language)): \(location.path):\(location.line):\(location.column)\n"
            }
            for fix in diagnostic.fixes {
                output += "\(gutter) = \(fix.isSafe ? "fix" : "fix (unsafe: `alertlint fix --unsafe`)"): \(fix.title)\n"
            }
            output += "\(gutter) = see \(finding.documentationURL)\n\n"
        }
        return output
    }

    /// Spaces (tabs kept, so the caret lines up) up to the range, then carets across it on this line.
    private static func caretLine(_ finding: Finding, lineText: String, style: Style) -> String {
        let source = finding.source
        let lineStart = source.lineStarts[finding.start.line - 1]
        let prefix = source.text(ByteRange(lineStart, finding.diagnostic.range.start))
        let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let endOnLine =
            finding.end.line == finding.start.line ? finding.diagnostic.range.end : source.lineContentEnd(finding.start.line - 1)
        let width = max(1, source.text(ByteRange(finding.diagnostic.range.start, endOnLine)).count)
        return padding + style.caret(String(repeating: "^", count: width))
    }

    private struct Style {
        var colored: Bool

        private func wrap(_ code: String, _ text: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { wrap("1", text) }
        func dim(_ text: String) -> String { wrap("2", text) }
        func caret(_ text: String) -> String { wrap("1;33", text) }
        func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: return wrap("1;31", "error")
            case .warning: return wrap("1;33", "warning")
            case .info: return wrap("1;36", "info")
            }
        }
    }
}
