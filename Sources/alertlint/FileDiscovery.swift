import Foundation

/// Expands the paths given on the command line into the Swift files to lint.
enum FileDiscovery {
    /// Folders that hold build products and third-party code, never the app's own copy.
    static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"]

    struct Failure: Error { var path: String; var message: String }

    /// Files in a stable order (sorted per folder), each path as the user would write it.
    static func swiftFiles(in paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Failure(path: path, message: "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            files.append(contentsOf: walk(path) { $0.hasSuffix(".swift") })
        }
        return (files, failures)
    }

    /// Files under `root` (in the same order as `swiftFiles`) whose path passes `accept`.
    static func walk(_ root: String, accept: (String) -> Bool) -> [String] {
        var result: [String] = []
        var pending = [root]
        let manager = FileManager.default
        while let directory = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            var subdirectories: [String] = []
            for entry in entries.sorted() {
                let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !skippedDirectories.contains(entry) { subdirectories.append(path) }
                } else if accept(path) {
                    result.append(path)
                }
            }
            pending.append(contentsOf: subdirectories.reversed())
        }
        return result
    }
}
