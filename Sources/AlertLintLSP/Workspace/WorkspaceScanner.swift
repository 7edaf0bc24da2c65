import Foundation

/// Finds the Swift files of the workspace, skipping build products and vendored code.
enum WorkspaceScanner {
    static let skippedDirectories: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules",
        ".swiftpm",
    ]

    /// Sorted absolute paths of `.swift` files under `folders` (each file once).
    static func swiftFiles(in folders: [String]) -> [String] {
        var found = Set<String>()
        let manager = FileManager.default
        for folder in folders {
            var pending = [folder]
            while let directory = pending.popLast() {
                guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
                for name in names where !skippedDirectories.contains(name) {
                    let path = ConfigurationState.join(directory, name)
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                    if isDirectory.boolValue {
                        // Symbolic links to directories are not followed: they can loop.
                        let attributes = try? manager.attributesOfItem(atPath: path)
                        if attributes?[.type] as? FileAttributeType != .typeSymbolicLink { pending.append(path) }
                    } else if name.hasSuffix(".swift") {
                        found.insert(path)
                    }
                }
            }
        }
        return found.sorted()
    }
}
