import AlertLintCore
import AlertLintGallery
import AlertLintWorkspace
import Foundation

/// `alertlint gallery`: every alert of the workspace drawn as people will see it, in one HTML
/// page written to `--output DIR/index.html`. It lints exactly as `check` does.
enum GalleryCommand {
    static let help = """
        Usage: alertlint gallery [OPTIONS] [PATH…] --output DIR

        Writes DIR/index.html, one self-contained page drawing every alert, action sheet and
        confirmation dialog as each platform lays it out, with its findings pinned to it.

        Options:
          --output DIR             Folder to write index.html to (created when missing)
          --select RULE[,RULE]     Run only these rules
          --ignore RULE[,RULE]     Do not run these rules
          --config FILE            Use this configuration instead of the nearest .alertlint.json
          --languages all|L[,L]    Draw each translation beside the development language
          --locale zh-Hans|en      Language of the findings (default: LC_ALL, LANG, else English)
          --diff-base REV          Only the alerts whose code or copy changed since REV, before and after
          --baseline FILE          Leave out the findings recorded in FILE
          --max-file-size BYTES    Skip files larger than this (default 10 MB)
          --platforms P[,P]        The platforms the SwiftUI code targets: ios, ipados, macos (default all)
          --title TEXT             The page's title
          --source-link TEMPLATE   Where file:line links go ({path}, {abspath}, {line}, {column});
                                   default file://{abspath}
          --editor-link TEMPLATE   The "Open in editor" link, or `none`; default
                                   vscode://file{abspath}:{line}:{column}
        """

    static func run(parse arguments: [String]) throws(UsageError) -> Int32 {
        let parser = OptionParser(
            flags: LintOptions.flags,
            options: LintOptions.options.union([
                "--output", "--diff-base", "--baseline", "--title", "--source-link", "--editor-link", "--platforms",
            ]))
        let parsed = try parser.parse(arguments)
        if parsed.has("--help") { Console.out(help + "\n"); return ExitCode.clean }
        guard let output = parsed.value("--output") else { throw UsageError("gallery needs --output DIR") }
        guard parsed.value("--stdin-filename") == nil else { throw UsageError("gallery draws files, not standard input") }
        guard let workspace = try LintedWorkspace.lint(parsed) else { return ExitCode.usage }
        let baseline = parsed.value("--baseline")
        let findings = try workspace.findings(baseline: baseline)
        let byPath = Dictionary(grouping: findings, by: \.path).mapValues { $0.map(\.diagnostic) }
        var files: [GalleryFile] = workspace.reports.compactMap { report in
            guard let source = report.source, let result = report.result, let linter = report.linter else { return nil }
            let alerts = FileAlerts(
                path: report.path, source: source, sites: result.sites.materialized, diagnostics: byPath[report.path] ?? [],
                localization: linter.localization)
            return GalleryFile(alerts: alerts, absolutePath: ConfigurationResolver.absolute(report.path))
        }
        if let changedLines = workspace.changedLines {
            files = try GalleryReview(changes: changedLines, options: workspace.options, baseline: baseline).review(
                files, reports: workspace.reports)
        }
        let localization = workspace.reports.lazy.compactMap(\.linter).first?.localization ?? LocalizationContext()
        var options = GalleryOptions(
            title: parsed.value("--title") ?? "AlertLint gallery", developmentLanguage: localization.tables.developmentLanguage,
            baseRevision: workspace.changedLines?.base)
        options.ruleLinks = Dictionary(
            findings.map { ($0.diagnostic.ruleID, $0.documentationURL) }, uniquingKeysWith: { first, _ in first })
        if let link = parsed.value("--source-link") { options.sourceLink = link }
        if let link = parsed.value("--editor-link") { options.editorLink = link == "none" ? nil : link }
        if let names = parsed.list("--platforms") {
            options.swiftUIPlatforms = try names.map { name throws(UsageError) in
                guard let platform = OnScreenLayout.Platform(rawValue: name) else {
                    throw UsageError("--platforms takes ios, ipados and macos, not “\(name)”")
                }
                return platform
            }
        }
        let page = Gallery.render(files, options: options)
        let path = (output as NSString).appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try AtomicFile.write(Array(page.utf8), to: path)
        } catch {
            throw UsageError("cannot write \(path): \(error)")
        }
        let alerts = files.reduce(0) { $0 + ($1.changes?.count ?? $1.alerts.sites.count) }
        let drawn = files.filter { !($0.changes?.isEmpty ?? $0.alerts.sites.isEmpty) }.count
        let elapsed = Summary.decimal(Date().timeIntervalSince(workspace.started), places: 2) + "s"
        Console.error(
            "Wrote \(path): \(alerts) alert\(alerts == 1 ? "" : "s") from \(drawn) file\(drawn == 1 ? "" : "s") (\(page.utf8.count / 1024) KB) in \(elapsed)"
        )
        Summary(reports: workspace.reports, findings: findings, elapsed: 0).printSkipped(workspace.reports)
        return ExitCode.clean
    }
}

extension FileAlerts {
    /// The alerts of one linted file, read again in each translation the run lints.
    init(path: String, source: SourceText, sites: [AlertSite], diagnostics: [Diagnostic], localization: LocalizationContext) {
        let development = localization.tables.developmentLanguage
        let resolver = CopyResolver(context: localization)
        let translations = localization.languages.filter { $0 != development }.map { language in
            FileAlerts.Translation(language: language, sites: sites.map { resolver.resolve($0, language: language) })
        }
        self.init(path: path, source: source, sites: sites, diagnostics: diagnostics, translations: translations)
    }
}
