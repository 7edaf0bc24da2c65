import AlertLintCore
import Foundation

extension LanguageServer {
    /// The workspace folder holding `uri` (the deepest one), if any.
    func folder(containing uri: String) -> String? {
        guard let path = DocumentURI.path(of: uri) else { return workspaceFolders.first }
        return
            workspaceFolders
            .filter { path == $0 || path.hasPrefix(ConfigurationState.join($0, "")) }
            .max { $0.count < $1.count }
    }

    func lintConfiguration(for uri: String) -> LintConfiguration {
        var effective = configuration.effectiveConfiguration(forFolder: folder(containing: uri))
        effective.messageLanguage = messageLanguage
        return effective
    }

    /// Reads each folder's configuration file; true when some folder's configuration changed. A
    /// broken file is reported with its path, line and problem, and the last good configuration
    /// stays in force.
    @discardableResult
    func reloadConfigurationFiles() -> Bool {
        var changed = false
        for folder in workspaceFolders {
            let path = configuration.configurationFilePath(forFolder: folder)
            guard let data = FileManager.default.contents(atPath: path) else {
                if configuration.fileConfigurations.removeValue(forKey: folder) != nil { changed = true }
                configuration.fileContents[folder] = nil
                continue
            }
            let bytes = [UInt8](data)
            guard configuration.fileContents[folder] != bytes else { continue }
            do {
                configuration.fileConfigurations[folder] = try ConfigurationLoader.load(bytes: bytes, path: path)
                configuration.fileContents[folder] = bytes
                changed = true
            } catch {
                showMessage(1, "alertlint: invalid configuration, keeping the previous one: \(error)")
            }
        }
        return changed
    }

    /// Takes the client's settings, warning about the parts that cannot be used.
    func adoptSettings(_ settings: JSONValue) {
        configuration.settings = settings
        var scratch = LintConfiguration()
        for problem in ClientSettings.apply(settings, to: &scratch) { logMessage(2, "alertlint: \(problem)") }
    }

    func didChangeConfiguration(_ params: JSONValue?) {
        if capabilities.configurationPull {
            // The notification's payload is often empty for pull clients: ask for the section.
            pullClientConfiguration()
            return
        }
        adoptSettings(ConfigurationState.normalizedSettings(params?["settings"]))
        reloadConfigurationFiles()
        configurationDidChange()
    }

    func pullClientConfiguration() {
        guard capabilities.configurationPull else { return }
        request("workspace/configuration", ["items": [["section": "alertlint"]]]) { [weak self] result in
            // A client with no `alertlint` section answers null: the settings then fall back to
            // those `initializationOptions` brought, not to nothing.
            guard let self, let first = result?[0] else { return }
            let settings = first.isNull ? self.configuration.initialSettings : ConfigurationState.normalizedSettings(first)
            guard settings != self.configuration.settings else { return }
            self.adoptSettings(settings)
            self.reloadConfigurationFiles()
            self.configurationDidChange()
        }
    }

    func registerConfigurationWatcher() {
        guard capabilities.watchedFilesRegistration else { return }
        let registration: JSONValue = [
            "id": "alertlint-config-watcher",
            "method": "workspace/didChangeWatchedFiles",
            // Swift files and tables too: a checkout or a generator changes copy other files show.
            "registerOptions": [
                "watchers": [
                    ["globPattern": .string("**/" + ConfigurationLoader.fileName)], ["globPattern": "**/*.swift"],
                    ["globPattern": "**/*.{strings,stringsdict,xcstrings}"],
                ]
            ],
        ]
        request("client/registerCapability", ["registrations": [registration]]) { [weak self] result in
            if result == nil { self?.logMessage(2, "the client refused to watch \(ConfigurationLoader.fileName)") }
        }
    }

    func didChangeWatchedFiles(_ params: JSONValue?) throws(RPCError) {
        let paths = try Params.object(params).array("changes").compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) }
        let configPaths = Set(workspaceFolders.map { configuration.configurationFilePath(forFolder: $0) })
        let touchesConfiguration = paths.contains { configPaths.contains($0) || $0.hasSuffix("/" + ConfigurationLoader.fileName) }
        if touchesConfiguration, reloadConfigurationFiles() { configurationDidChange() }
        watchedFilesChanged(paths)
    }

    /// Re-lints every open document and tells the client.
    func configurationDidChange() {
        configuration.generation += 1
        guard phase == .running else { return }
        if capabilities.pullDiagnostics {
            if capabilities.diagnosticRefresh {
                request("workspace/diagnostic/refresh", .null) { _ in }
            }
        } else {
            for uri in documents.keys.sorted() { publishDiagnostics(uri) }
        }
    }
}
