import AlertLintCore
import Dispatch
import Foundation

/// Reads every Swift file of the workspace once, on all cores, for what linting any one file
/// needs from the others: named copy and alert helpers.
enum WorkspaceSurvey {
    static func surveys(of swiftFiles: [String], maxFileSize: Int) -> [(path: String, survey: FileSurvey)] {
        let slots = ResultSlots<FileSurvey>(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
            let path = swiftFiles[index]
            guard let data = FileManager.default.contents(atPath: path), data.count <= maxFileSize else { return }
            slots[index] = FileSurvey(SourceText(bytes: [UInt8](data)), path: path)
        }
        return slots.values.enumerated().compactMap { position, survey in survey.map { (swiftFiles[position], $0) } }
    }
}
