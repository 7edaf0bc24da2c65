import AlertLintCore
import Foundation

/// Finds the `.alertlint.json` that governs each file (the nearest one in its folder or above)
/// and applies the command line's overrides on top.
///
/// Looked up once per folder: a file's folder is cut from its path as given, and only a folder
/// not met before is made absolute (lexically, `PlainPath`) and searched upward.
public final class ConfigurationResolver {
    public struct Resolved {
        public var configuration: LintConfiguration
        /// The folder of the configuration file (globs are relative to it), or nil without one.
        public var base: String?
        /// The configuration's `include` and `exclude`, compiled once.
        public var include: [Glob] = []
        public var exclude: [Glob] = []
    }

    /// Absolute folder → its configuration; `file:` + path → a loaded file's.
    private var cache: [String: Result<Resolved, ConfigurationError>] = [:]
    /// A folder as the paths given spell it → its configuration.
    private var byGivenFolder: [Substring: Result<Resolved, ConfigurationError>] = [:]
    private let overrides: (inout LintConfiguration) -> Void
    private let explicitPath: String?
    /// Folders a walk listed (absolute, each with a trailing `/`), and the configuration files it
    /// found in them: no `stat` for those folders (`walked(_:configurationFiles:)`).
    private var walkedRoots: [String] = []
    private var walkedConfigurations: Set<String> = []

    public init(explicitPath: String?, overrides: @escaping (inout LintConfiguration) -> Void) {
        self.explicitPath = explicitPath
        self.overrides = overrides
    }

    /// `root` was walked and held the configuration files `configurationFiles` (as its listing
    /// gives them): a folder in it is known to have one or not without asking the disk.
    public func walked(_ root: String, configurationFiles: [String]) {
        let absolute = PlainPath.absolute(root)
        walkedRoots.append(absolute.hasSuffix("/") ? absolute : absolute + "/")
        walkedConfigurations.formUnion(configurationFiles.map(PlainPath.absolute))
    }

    public func resolve(forFile path: String) -> Result<Resolved, ConfigurationError> {
        if let explicitPath { return load(explicitPath) }
        let folder = FileName.lastSlash(in: path).map { path[...$0] } ?? ""
        if let known = byGivenFolder[folder] { return known }
        let result = resolve(directory: PlainPath.parent(PlainPath.absolute(path)))
        byGivenFolder[folder] = result
        return result
    }

    private func resolve(directory: String) -> Result<Resolved, ConfigurationError> {
        if let cached = cache[directory] { return cached }
        let candidate = (directory == "/" ? "" : directory) + "/" + ConfigurationLoader.fileName
        let result: Result<Resolved, ConfigurationError>
        let walked = walkedRoots.contains { (directory + "/").hasPrefix($0) }
        if walked ? walkedConfigurations.contains(candidate) : FileManager.default.fileExists(atPath: candidate) {
            result = load(candidate)
        } else if directory == "/" {
            var configuration = LintConfiguration()
            overrides(&configuration)
            result = .success(Resolved(configuration: configuration, base: nil))
        } else {
            result = resolve(directory: PlainPath.parent(directory))
        }
        cache[directory] = result
        return result
    }

    private func load(_ path: String) -> Result<Resolved, ConfigurationError> {
        if let cached = cache["file:" + path] { return cached }
        let result: Result<Resolved, ConfigurationError>
        if let data = FileManager.default.contents(atPath: path) {
            do {
                var configuration = try ConfigurationLoader.load(bytes: [UInt8](data), path: path)
                overrides(&configuration)
                result = .success(
                    Resolved(
                        configuration: configuration, base: PlainPath.parent(PlainPath.absolute(path)),
                        include: configuration.include.map(Glob.init), exclude: configuration.exclude.map(Glob.init)))
            } catch {
                result = .failure(error)
            }
        } else {
            result = .failure(ConfigurationError(path: path, line: 1, column: 1, message: "cannot read the configuration file"))
        }
        cache["file:" + path] = result
        return result
    }

    /// Whether the configuration's include/exclude globs let `path` be linted.
    public static func isIncluded(_ path: String, by resolved: Resolved) -> Bool {
        guard !resolved.include.isEmpty || !resolved.exclude.isEmpty else { return true }
        let absolutePath = PlainPath.absolute(path)
        var relative = absolutePath
        if let base = resolved.base {
            let prefix = base == "/" ? "/" : base + "/"
            if absolutePath.hasPrefix(prefix) { relative = String(absolutePath.dropFirst(prefix.count)) }
        }
        if resolved.exclude.contains(where: { $0.matches(relative) }) { return false }
        return resolved.include.isEmpty || resolved.include.contains { $0.matches(relative) }
    }

    /// The path with symbolic links resolved, as git reports paths: for comparing with git's, and
    /// in reports. Not for every file of a run (see `PlainPath`).
    public static func absolute(_ path: String) -> String {
        let expanded = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (expanded as NSString).standardizingPath
    }
}
