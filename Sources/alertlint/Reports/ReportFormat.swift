import AlertLintCore
import Foundation

/// The shapes `check --format` can print. Each renders the whole run at once, so formats that
/// need a document around the findings (JSON, SARIF, XML) are as easy as line formats.
enum ReportFormat: String, CaseIterable {
    case full, concise, json, jsonl, sarif, rdjson, github, checkstyle, junit, gitlab

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// `full` on a terminal, `concise` otherwise, unless the user chose.
    static func choose(_ name: String?, toTerminal: Bool) throws(UsageError) -> ReportFormat {
        guard let name else { return toTerminal ? .full : .concise }
        guard let format = ReportFormat(rawValue: name) else { throw UsageError("unknown format “\(name)” (expected \(allNames))") }
        return format
    }

    func render(_ reports: [FileReport], findings: [Finding], language: MessageLanguage = .english) -> String {
        switch self {
        case .concise: return ConciseReport.render(findings, language: language)
        case .full: return FullReport.render(findings, colored: Console.stdoutIsTerminal && Environment.colorAllowed, language: language)
        case .json: return JSONReport.render(findings, reports: reports)
        case .jsonl: return JSONReport.renderLines(findings)
        case .sarif: return SARIFReport.render(findings, language: language)
        case .rdjson: return RDJSONReport.render(findings)
        case .github: return GitHubReport.render(findings)
        case .checkstyle: return XMLReports.checkstyle(findings, files: reports.compactMap { $0.result == nil ? nil : $0.path })
        case .junit: return XMLReports.junit(findings, files: reports.compactMap { $0.result == nil ? nil : $0.path })
        case .gitlab: return GitLabReport.render(findings)
        }
    }
}

/// One diagnostic with its file and its positions resolved, as every report needs them.
struct Finding {
    var path: String
    var source: SourceText
    var diagnostic: Diagnostic
    /// One-based line and UTF-8 column of the start and end of the range.
    var start: LinePosition
    var end: LinePosition
    /// The repository the file's configuration names, whose `docs/rules/` the finding links to.
    var repositoryURL: String?

    init(path: String, source: SourceText, diagnostic: Diagnostic, repositoryURL: String? = nil) {
        self.path = path
        self.source = source
        self.diagnostic = diagnostic
        self.repositoryURL = repositoryURL
        let start = source.position(of: diagnostic.range.start)
        let end = source.position(of: diagnostic.range.end)
        self.start = LinePosition(line: start.line + 1, column: start.column + 1)
        self.end = LinePosition(line: end.line + 1, column: end.column + 1)
    }

    static func all(in reports: [FileReport]) -> [Finding] {
        reports.flatMap { report -> [Finding] in
            guard let source = report.source, let result = report.result else { return [] }
            let repository = report.linter?.configuration.repositoryURL
            return result.diagnostics.map { Finding(path: report.path, source: source, diagnostic: $0, repositoryURL: repository) }
        }
    }

    var documentationURL: String {
        RuleCatalog.rule(id: diagnostic.ruleID)?.description.documentationURL(repository: repositoryURL) ?? HIG.alerts
    }
}

enum Environment {
    /// Colour only when `NO_COLOR` is unset (https://no-color.org).
    static var colorAllowed: Bool { value("NO_COLOR")?.isEmpty ?? true }

    /// One variable, read with `getenv`: `ProcessInfo.environment` copies them all into a
    /// dictionary on every read, a good part of a small run's start.
    static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// What `MessageLanguage.from(option:environment:)` reads.
    static var locale: [String: String] {
        var variables: [String: String] = [:]
        for name in ["LC_ALL", "LANG"] { variables[name] = value(name) }
        return variables
    }
}
