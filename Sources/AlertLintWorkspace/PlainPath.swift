import AlertLintCore
import Foundation

/// Absolute paths made from strings alone: the working directory (asked once) joined with the
/// path, `.` and `..` taken lexically. No system call per path, unlike `standardizingPath`,
/// which resolves symbolic links and cost the configuration lookup a `readlink` per component of
/// every file linted.
public enum PlainPath {
    /// `getcwd` gives the physical folder, so a relative path is physical up to its own components.
    public static let currentDirectory = FileManager.default.currentDirectoryPath

    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        guard needsNormalizing(joined) else { return joined }
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder that holds `path` (an absolute one); `/` for the root and what is directly in it.
    public static func parent(_ path: String) -> String {
        guard let slash = FileName.lastSlash(in: path) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` has an empty, `.` or `..` component or a trailing slash; most paths, as a
    /// folder walk makes them, have none, and are returned as they are.
    private static func needsNormalizing(_ path: String) -> Bool {
        var previous: UInt8 = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dots > 0 { return true }
            } else if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") || dots > 0 {
                dots += 1
                previous = byte
                continue
            }
            dots = 0
            previous = byte
        }
        return dots > 0 || (path.utf8.count > 1 && previous == UInt8(ascii: "/"))
    }
}
