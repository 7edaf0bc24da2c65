import AlertLintCore
import Dispatch
import Foundation

/// One file's outcome: linted, or skipped with the reason the user is told.
struct FileReport: Sendable {
    var path: String
    var source: SourceText?
    var result: LintResult?
    var linter: Linter?
    var skipped: String?
}

/// Reads and lints files on all cores. Configuration is resolved first, on one thread, because
/// files in one folder share it; then each file is read and linted independently.
enum LintRunner {
    static let defaultMaxFileSize = 10 * 1024 * 1024

    struct Job: Sendable {
        var path: String
        var linter: Linter
        /// Text given on standard input instead of the file's contents.
        var text: [UInt8]?
    }

    static func jobs(for files: [String], resolver: ConfigurationResolver) -> (jobs: [Job], configurationErrors: [ConfigurationError]) {
        var jobs: [Job] = []
        var errors: [ConfigurationError] = []
        var linters: [String: Linter] = [:]
        for file in files {
            switch resolver.resolve(forFile: file) {
            case .failure(let error):
                if !errors.contains(error) { errors.append(error) }
            case .success(let resolved):
                guard ConfigurationResolver.isIncluded(file, by: resolved) else { continue }
                let key = resolved.base ?? ""
                let linter = linters[key] ?? Linter(configuration: resolved.configuration)
                linters[key] = linter
                jobs.append(Job(path: file, linter: linter))
            }
        }
        return (jobs, errors)
    }

    static func run(_ jobs: [Job], maxFileSize: Int = defaultMaxFileSize) -> [FileReport] {
        let results = ResultSlots<FileReport>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results[index] = lint(jobs[index], maxFileSize: maxFileSize)
        }
        return results.values.enumerated().map { index, report in
            report ?? FileReport(path: jobs[index].path, skipped: "was not linted")
        }
    }

    private static func lint(_ job: Job, maxFileSize: Int) -> FileReport {
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
            guard let data = FileManager.default.contents(atPath: job.path) else {
                return FileReport(path: job.path, skipped: "cannot read the file")
            }
            bytes = [UInt8](data)
        }
        let source = SourceText(bytes: bytes)
        return FileReport(path: job.path, source: source, result: job.linter.lint(source), linter: job.linter)
    }
}

/// Fixed slots filled from many threads, each slot by one thread only; the lock keeps the array's
/// storage itself consistent.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
