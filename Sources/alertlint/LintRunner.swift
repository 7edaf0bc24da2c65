import AlertLintCore
import AlertLintWorkspace
import Dispatch
import Foundation

/// One file's outcome: linted, or skipped with the reason the user is told.
struct FileReport: Sendable {
    var path: String
    /// The text and the linter that read it, kept where reports need them (sites, findings or
    /// problems): a linter is a large value, and most files have nothing to report.
    var source: SourceText?
    var result: LintResult?
    var linter: Linter?
    var skipped: String?
}

/// Reads and lints files on all cores. Configuration is resolved first, on one thread, because
/// files in one folder share it; then each file is read and linted independently.
enum LintRunner {
    static let defaultMaxFileSize = 10 * 1024 * 1024

    /// The files to lint, each naming its linter among `linters`: a linter is a large value, and
    /// the files of one configuration share one.
    struct Plan: Sendable {
        var jobs: [Job] = []
        var linters: [Linter] = []
    }

    struct Job: Sendable {
        var path: String
        /// Its linter's place in `Plan.linters`.
        var linter: Int
        /// Text given on standard input instead of the file's contents.
        var text: [UInt8]?
        /// The file as the workspace survey read it: its survey, and its text and tokens unless
        /// the lint rules it out.
        var surveyed: WorkspaceSurvey.File?
    }

    static func jobs(for files: [String], resolver: ConfigurationResolver) -> (plan: Plan, configurationErrors: [ConfigurationError]) {
        var plan = Plan()
        plan.jobs.reserveCapacity(files.count)
        var errors: [ConfigurationError] = []
        var linters: [String: Int] = [:]
        // Files come folder by folder: the last folder's answer is asked again first.
        var last: (folder: Substring, linter: Int)?
        for file in files {
            let folder = FileName.lastSlash(in: file).map { file[...$0] } ?? ""
            if let last, last.folder == folder {
                plan.jobs.append(Job(path: file, linter: last.linter))
                continue
            }
            last = nil
            switch resolver.resolve(forFile: file) {
            case .failure(let error):
                if !errors.contains(error) { errors.append(error) }
            case .success(let resolved):
                let filters = !resolved.include.isEmpty || !resolved.exclude.isEmpty
                guard !filters || ConfigurationResolver.isIncluded(file, by: resolved) else { continue }
                let key = resolved.base ?? ""
                // Stored once per configuration, not again for each of its files.
                let linter: Int
                if let known = linters[key] {
                    linter = known
                } else {
                    linter = plan.linters.count
                    plan.linters.append(Linter(configuration: resolved.configuration))
                    linters[key] = linter
                }
                plan.jobs.append(Job(path: file, linter: linter))
                // With `include` or `exclude`, each file is matched on its own.
                if !filters { last = (folder, linter) }
            }
        }
        return (plan, errors)
    }

    static func run(_ plan: Plan, maxFileSize: Int = defaultMaxFileSize) -> [FileReport] {
        let jobs = plan.jobs
        let results = ResultSlots<FileReport>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results[index] = lint(jobs[index], plan.linters[jobs[index].linter], maxFileSize: maxFileSize)
        }
        return results.values.enumerated().map { index, report in
            report ?? FileReport(path: jobs[index].path, skipped: "was not linted")
        }
    }

    private static func lint(_ job: Job, _ linter: Linter, maxFileSize: Int) -> FileReport {
        // Surveyed and ruled out: its text was not even kept.
        if let surveyed = job.surveyed, surveyed.source == nil, surveyed.survey.problems.isEmpty,
            !linter.mayFindSomething(in: surveyed.survey)
        {
            return FileReport(path: job.path, result: linter.nothingFound(in: surveyed.survey))
        }
        if let source = job.surveyed?.source { return report(job, linter, source) }
        let bytes: [UInt8]
        if let text = job.text {
            bytes = text
        } else {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: job.path),
                let size = (attributes[.size] as? NSNumber)?.intValue
            else {
                return FileReport(path: job.path, skipped: "cannot read the file")
            }
            guard size <= maxFileSize else {
                return FileReport(path: job.path, skipped: "skipped: \(size) bytes is over the \(maxFileSize)-byte limit (--max-file-size)")
            }
            guard let read = FileBytes.read(job.path, maxSize: maxFileSize) else {
                return FileReport(path: job.path, skipped: "cannot read the file")
            }
            bytes = read
        }
        return report(job, linter, SourceText(bytes: bytes))
    }

    /// The lint of one text; the text is kept only where reports need it (sites, findings or
    /// problems), so memory grows with the copy found, not with the bytes read.
    private static func report(_ job: Job, _ linter: Linter, _ source: SourceText) -> FileReport {
        let result = job.surveyed.map { linter.lint(source, surveyed: $0.survey, tokenized: $0.tokens) } ?? linter.lint(source)
        let needed = !result.sites.isEmpty || !result.diagnostics.isEmpty || !result.problems.isEmpty
        return FileReport(path: job.path, source: needed ? source : nil, result: result, linter: needed ? linter : nil)
    }
}
