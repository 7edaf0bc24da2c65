import AlertLintCore
import Dispatch

/// Reads every Swift file of the workspace once, on all cores, for what linting any one file
/// needs from the others: named copy and alert helpers. `check` and the language server both
/// survey through here. The text read is kept for the lint, so no file is read twice, but for the
/// few that call a helper without naming an alert API.
public enum WorkspaceSurvey {
    public struct File: Sendable {
        public var path: String
        /// The text, kept only where the lint may find something (`keepsText`).
        public var source: SourceText?
        public var survey: FileSurvey
        /// The tokens of a kept text the survey read whole, for its lint.
        public var tokens: TokenizedSource?
    }

    /// Whether a file's text is worth keeping for its lint: it may hold a site, a call that passes
    /// copy, a suppression, or a problem to report. The rest is dropped as soon as it is surveyed;
    /// the few of those that turn out to call a helper are read again.
    public static func keepsText(_ survey: FileSurvey) -> Bool {
        survey.mayContainSite || survey.mayHaveSuppressions || survey.readsCalls || !survey.problems.isEmpty
    }

    /// The surveyed files, in the order given, and the workspace's helpers. A file open in an
    /// editor is read from its text there (`open`, by path). Files that cannot be read or are over
    /// `maxFileSize` are left out (the lint reports them). A file that names no alert API is
    /// surveyed for the names it calls, and again in full only when one of them is a helper's
    /// (`complete(_:open:maxFileSize:)`).
    public static func survey(
        _ swiftFiles: [String], open: [String: SourceText] = [:], maxFileSize: Int = .max
    ) -> (files: [File], helpers: WorkspaceHelpers) {
        var files = survey(swiftFiles, open: open, maxFileSize: maxFileSize, depth: .calledNames).compactMap { $0 }
        var surveys = files.map { (path: $0.path, survey: $0.survey) }
        let helpers = WorkspaceHelpers.completing(&surveys) { positions in
            let full = survey(positions.map { files[$0].path }, open: open, maxFileSize: maxFileSize, depth: .full)
            for (position, file) in zip(positions, full) { if let file { files[position] = file } }
            return full.map { $0?.survey }
        }
        for position in files.indices { files[position].survey = surveys[position].survey }
        return (files, helpers)
    }

    /// The helpers of `surveys` once every file that calls one is surveyed in full
    /// (`WorkspaceHelpers.completing`): for the server, whose surveys change as documents do.
    public static func complete(
        _ surveys: inout [(path: String, survey: FileSurvey)], open: [String: SourceText] = [:], maxFileSize: Int = .max
    ) -> WorkspaceHelpers {
        let paths = surveys.map(\.path)
        return WorkspaceHelpers.completing(&surveys) { positions in
            survey(positions.map { paths[$0] }, open: open, maxFileSize: maxFileSize, depth: .full).map { $0?.survey }
        }
    }

    /// Each file's survey, on all cores.
    private static func survey(_ paths: [String], open: [String: SourceText], maxFileSize: Int, depth: FileSurvey.Depth) -> [File?] {
        let slots = ResultSlots<File>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let source = open[path] ?? FileBytes.read(path, maxSize: maxFileSize).map({ SourceText(bytes: $0) }) else { return }
            let (survey, tokens) = FileSurvey.survey(source, path: path, depth: depth)
            let kept = keepsText(survey)
            slots[index] = File(path: path, source: kept ? source : nil, survey: survey, tokens: kept ? tokens : nil)
        }
        return slots.values
    }
}
