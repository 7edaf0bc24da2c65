import AlertLintCore
import Foundation

/// `alertlint check`: lint, print the findings, exit 1 when any is at or above `--fail-on`.
enum CheckCommand {
    static let help = """
        Usage: alertlint check [OPTIONS] [PATH…]

        Lints the alert and action-sheet copy in Swift files (folders are searched recursively).

        Options:
          --select RULE[,RULE]     Run only these rules
          --ignore RULE[,RULE]     Do not run these rules
          --config FILE            Use this configuration instead of the nearest .alertlint.json
          --stdin-filename NAME    Lint standard input, reported as NAME
          --fail-on LEVEL          Exit 1 on findings at or above error, warning (default) or info
          --exit-zero              Exit 0 even with findings
          --format FORMAT          \(ReportFormat.allNames)
          --output FILE            Write the report to FILE instead of standard output
          --max-file-size BYTES    Skip files larger than this (default 10 MB)
          --languages all|L[,L]    Also lint the copy of each translation in the string tables
          --locale zh-Hans|en      Language of the messages (default: LC_ALL, LANG, else English)
          --diff-base REV          Report only findings on lines `git diff REV` adds or changes
          --baseline FILE          Report only findings not recorded in FILE
          --write-baseline FILE    Record today's findings in FILE (and exit 0)
          --stamp FILE             Touch FILE when done (for the SwiftPM build-tool plugin)
        """

    static func run(_ arguments: [String]) -> Int32 {
        (try? run(parse: arguments)) ?? ExitCode.usage
    }

    static func run(parse arguments: [String]) throws(UsageError) -> Int32 {
        let parser = OptionParser(
            flags: LintOptions.flags.union(["--exit-zero"]),
            options: LintOptions.options.union([
                "--fail-on", "--format", "--output", "--diff-base", "--baseline", "--write-baseline", "--stamp",
            ]))
        let parsed = try parser.parse(arguments)
        if parsed.has("--help") { Console.out(help + "\n"); return ExitCode.clean }
        let failOn = try severity(parsed.value("--fail-on") ?? "warning")
        let format = try ReportFormat.choose(
            parsed.value("--format"), toTerminal: parsed.value("--output") == nil && Console.stdoutIsTerminal)
        guard let workspace = try LintedWorkspace.lint(parsed) else { return ExitCode.usage }
        ProcessLifetime.keep(workspace)
        let reports = workspace.reports
        let options = workspace.options
        var findings = Finding.all(in: reports)
        if let changedLines = workspace.changedLines {
            findings = findings.filter { changedLines.contains(path: $0.path, line: $0.start.line) }
        }
        if let path = parsed.value("--write-baseline") {
            do {
                try Baseline.write(findings, to: path)
            } catch {
                throw UsageError("cannot write the baseline \(path): \(error)")
            }
            Console.error("Recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(path)")
            return ExitCode.clean
        }
        if let path = parsed.value("--baseline") {
            findings = try Baseline.filter(findings, baselinePath: path)
        }
        let rendered = format.render(reports, findings: findings, language: options.messageLanguage)
        if let output = parsed.value("--output") {
            guard FileManager.default.createFile(atPath: output, contents: Data(rendered.utf8)) else {
                Console.error("alertlint: cannot write \(output)")
                return ExitCode.usage
            }
        } else {
            Console.out(rendered)
        }
        if let stamp = parsed.value("--stamp") {
            // The build-tool plugin declares this file as the command's output.
            guard FileManager.default.createFile(atPath: stamp, contents: Data()) else {
                Console.error("alertlint: cannot write \(stamp)")
                return ExitCode.usage
            }
        }
        let summary = Summary(reports: reports, findings: findings, elapsed: Date().timeIntervalSince(workspace.started))
        summary.printSkipped(reports)
        Console.error(summary.line)
        RunTimer.shared.report()
        if parsed.has("--exit-zero") { return ExitCode.clean }
        return summary.hasFindings(atOrAbove: failOn) ? ExitCode.findings : ExitCode.clean
    }

    static func severity(_ name: String) throws(UsageError) -> Severity {
        guard let severity = Severity(rawValue: name) else { throw UsageError("--fail-on must be error, warning or info, not “\(name)”") }
        return severity
    }
}

/// The closing line on standard error: files, sites, findings by severity, time.
struct Summary {
    var files = 0
    var sites = 0
    var counts: [Severity: Int] = [:]
    var elapsed: TimeInterval

    init(reports: [FileReport], findings: [Finding], elapsed: TimeInterval) {
        self.elapsed = elapsed
        for report in reports {
            guard let result = report.result else { continue }
            files += 1
            sites += result.sites.count
        }
        for finding in findings { counts[finding.diagnostic.severity, default: 0] += 1 }
    }

    func hasFindings(atOrAbove level: Severity) -> Bool {
        counts.contains { $0.key >= level && $0.value > 0 }
    }

    var line: String {
        let total = counts.values.reduce(0, +)
        let parts = [Severity.error, .warning, .info].map {
            "\(counts[$0] ?? 0) \($0.rawValue)\(($0 == .error || $0 == .warning) && counts[$0] != 1 ? "s" : "")"
        }
        let time = Self.decimal(elapsed, places: 2) + "s"
        return
            "Checked \(files) file\(files == 1 ? "" : "s"), \(sites) alert site\(sites == 1 ? "" : "s"): \(total == 0 ? "no findings" : parts.joined(separator: ", ")) in \(time)"
    }

    func printSkipped(_ reports: [FileReport]) {
        for report in reports {
            if let skipped = report.skipped { Console.error("alertlint: \(report.path): \(skipped)") }
            for problem in report.result?.problems ?? [] {
                guard let source = report.source else { continue }
                let position = source.position(of: problem.offset)
                let outcome = problem.kind == .tooLarge ? "nothing in it was linted" : "the rest of the file was still linted"
                Console.error("\(report.path):\(position.line + 1):\(position.column + 1): note: \(problem.kind.rawValue); \(outcome)")
            }
        }
    }

    /// `value` with `places` decimals (`12.35`), without `String(format:)`, whose locale set-up is
    /// a good part of a small run's time.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((max(0, value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
