import AlertLintCore
import Foundation

/// What `check` and `gallery` share: the lint options parsed, every file of the paths linted with
/// its configuration, tables and constants, what `--diff-base REV` changed, and the clock started.
struct LintedWorkspace {
    var options: LintOptions
    var reports: [FileReport]
    var changedLines: ChangedLines?
    var started: Date

    /// `nil` when a configuration error or a missing path was reported (the command exits 2).
    static func lint(_ parsed: ParsedOptions) throws(UsageError) -> LintedWorkspace? {
        let options = try LintOptions(parsed)
        let started = Date()
        RunTimer.shared.mark("start")
        let planned = options.jobs()
        if LintOptions.reportSetupProblems(configurationErrors: planned.configurationErrors, missing: planned.missing) {
            return nil
        }
        // An unknown revision is reported before any file is read.
        let changedLines = try parsed.value("--diff-base").map { base throws(UsageError) in try ChangedLines.load(base: base) }
        let reports = LintRunner.run(planned.plan, maxFileSize: options.maxFileSize)
        RunTimer.shared.mark("lint")
        ProcessLifetime.keep(planned)
        return LintedWorkspace(options: options, reports: reports, changedLines: changedLines, started: started)
    }

    /// The findings of every file, without those `--baseline FILE` records.
    func findings(baseline: String?) throws(UsageError) -> [Finding] {
        let findings = Finding.all(in: reports)
        guard let baseline else { return findings }
        return try Baseline.filter(findings, baselinePath: baseline)
    }
}
