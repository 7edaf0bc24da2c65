import AlertLintCore
import AlertLintWorkspace

/// The settings that shape linting: the client's settings (initializationOptions,
/// didChangeConfiguration, workspace/configuration) on top of each workspace folder's
/// `.alertlint.json`.
struct ConfigurationState {
    /// The client's settings: `{"select": [...], "ignore": [...], "severity": {...}, "configPath": "..."}`.
    var settings: JSONValue = [:]
    /// The settings `initialize` brought: what a client without an `alertlint` section falls back to.
    var initialSettings: JSONValue = [:]
    /// The last configuration file of each workspace folder that loaded without error.
    var fileConfigurations: [String: LintConfiguration] = [:]
    /// The bytes each good configuration was loaded from: an unchanged file is not reloaded.
    var fileContents: [String: [UInt8]] = [:]
    /// Bumped on every change, so cached lint results know they are stale.
    var generation = 0
    /// The nearest `.alertlint.json` of each document, looked up as `check` looks it up, with the
    /// client's settings on top; made again whenever a configuration or the settings change.
    var resolver: ConfigurationResolver?
    /// The last configuration each folder's file loaded without error, for when it breaks.
    var lastGood: [String: ConfigurationResolver.Resolved] = [:]
    /// Broken files already logged since the configuration last changed.
    var reportedBroken: Set<String> = []

    /// `{"alertlint": {...}}` (how editors nest sections) or the settings object itself.
    static func normalizedSettings(_ value: JSONValue?) -> JSONValue {
        guard let value, let object = value.objectValue else { return [:] }
        if let nested = object["alertlint"], nested.objectValue != nil { return nested }
        return value
    }

    /// The configuration file of `folder`: `configPath` (absolute, or relative to the folder) or
    /// `.alertlint.json` in the folder.
    func configurationFilePath(forFolder folder: String) -> String {
        if let custom = settings["configPath"]?.stringValue, !custom.isEmpty {
            return custom.hasPrefix("/") ? custom : Self.join(folder, custom)
        }
        return Self.join(folder, ConfigurationLoader.fileName)
    }

    /// The configuration that lints a document under `folder` (nil: outside every folder).
    func effectiveConfiguration(forFolder folder: String?) -> LintConfiguration {
        var configuration = folder.flatMap { fileConfigurations[$0] } ?? LintConfiguration()
        ClientSettings.apply(settings, to: &configuration)
        return configuration
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
