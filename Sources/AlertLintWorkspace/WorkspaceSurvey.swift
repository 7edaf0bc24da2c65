import AlertLintCore
import Dispatch

/// Reads every Swift file of the workspace once, on all cores, for what linting any one file
/// needs from the others: named copy and alert helpers. The text read is kept for the lint, so no
/// file is read twice.
public enum WorkspaceSurvey {
    public struct File: Sendable {
        public var path: String
        /// The text, kept only where the lint may find something (`keepsText`).
        public var source: SourceText?
        public var survey: FileSurvey
    }

    /// Whether a file's text is worth keeping for its lint: it may hold a site, a call that passes
    /// copy, a suppression, or a problem to report. The rest is dropped as soon as it is surveyed;
    /// the few of those that turn out to call a helper are read again for their lint.
    public static func keepsText(_ survey: FileSurvey) -> Bool {
        survey.mayContainSite || survey.mayHaveSuppressions || survey.readsCalls || !survey.problems.isEmpty
    }

    /// Files that cannot be read or are over `maxFileSize` are left out (the lint reports them).
    public static func survey(_ swiftFiles: [String], maxFileSize: Int) -> [File] {
        let slots = ResultSlots<File>(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
            let path = swiftFiles[index]
            guard let bytes = FileBytes.read(path, maxSize: maxFileSize) else { return }
            let source = SourceText(bytes: bytes)
            let survey = FileSurvey(source, path: path)
            slots[index] = File(path: path, source: keepsText(survey) ? source : nil, survey: survey)
        }
        return slots.values.compactMap { $0 }
    }
}
