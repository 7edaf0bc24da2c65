import AlertLintCore
import Foundation

/// Finds the `.alertlint.json` that governs each file (the nearest one in its folder or above)
/// and applies the command line's overrides on top.
final class ConfigurationResolver {
    struct Resolved {
        var configuration: LintConfiguration
        /// The folder of the configuration file (globs are relative to it), or nil without one.
        var base: String?
    }

    private var cache: [String: Result<Resolved, ConfigurationError>] = [:]
    private let overrides: (inout LintConfiguration) -> Void
    private let explicitPath: String?

    init(explicitPath: String?, overrides: @escaping (inout LintConfiguration) -> Void) {
        self.explicitPath = explicitPath
        self.overrides = overrides
    }

    func resolve(forFile path: String) -> Result<Resolved, ConfigurationError> {
        if let explicitPath { return load(explicitPath) }
        let directory = (Self.absolute(path) as NSString).deletingLastPathComponent
        return resolve(directory: directory)
    }

    private func resolve(directory: String) -> Result<Resolved, ConfigurationError> {
        if let cached = cache[directory] { return cached }
        let candidate = (directory as NSString).appendingPathComponent(ConfigurationLoader.fileName)
        let result: Result<Resolved, ConfigurationError>
        if FileManager.default.fileExists(atPath: candidate) {
            result = load(candidate)
        } else if directory == "/" || directory.isEmpty {
            var configuration = LintConfiguration()
            overrides(&configuration)
            result = .success(Resolved(configuration: configuration, base: nil))
        } else {
            result = resolve(directory: (directory as NSString).deletingLastPathComponent)
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
                result = .success(Resolved(configuration: configuration, base: (Self.absolute(path) as NSString).deletingLastPathComponent))
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
    static func isIncluded(_ path: String, by resolved: Resolved) -> Bool {
        let configuration = resolved.configuration
        guard !configuration.include.isEmpty || !configuration.exclude.isEmpty else { return true }
        let absolutePath = absolute(path)
        var relative = absolutePath
        if let base = resolved.base, absolutePath.hasPrefix(base + "/") {
            relative = String(absolutePath.dropFirst(base.count + 1))
        }
        if configuration.exclude.contains(where: { Glob($0).matches(relative) }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { Glob($0).matches(relative) }
    }

    static func absolute(_ path: String) -> String {
        let expanded = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (expanded as NSString).standardizingPath
    }
}
