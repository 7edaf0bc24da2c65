import AlertLintCore
import Dispatch

/// Reads every Swift file of the workspace once, on all cores, for what linting any one file
/// needs from the others: named copy and alert helpers. The text read is kept for the lint, so no
/// file is read twice.
public enum WorkspaceSurvey {
    public struct File: Sendable {
        public var path: String
        public var source: SourceText
        public var survey: FileSurvey
    }

    /// Files that cannot be read or are over `maxFileSize` are left out (the lint reports them).
    public static func survey(_ swiftFiles: [String], maxFileSize: Int) -> [File] {
        let slots = ResultSlots<File>(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
            let path = swiftFiles[index]
            guard let bytes = FileBytes.read(path, maxSize: maxFileSize) else { return }
            let source = SourceText(bytes: bytes)
            slots[index] = File(path: path, source: source, survey: FileSurvey(source, path: path))
        }
        return slots.values.compactMap { $0 }
    }
}
