import AlertLintCore
import AlertLintWorkspace
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

    /// The configuration of a document: the nearest `.alertlint.json` at or above it (as `check`
    /// finds it; a `configPath` setting names one file instead), the client's settings on top,
    /// and what the Xcode projects say about iPad unless the file says.
    func lintConfiguration(for uri: String) -> LintConfiguration {
        let file = DocumentURI.path(of: uri).flatMap { self.resolved(path: $0) }
        var effective = file?.configuration ?? configuration.effectiveConfiguration(forFolder: folder(containing: uri))
        effective.messageLanguage = messageLanguage
        if effective.settings.targetsIPad == nil {
            effective.settings.targetsIPad =
                DocumentURI.path(of: uri).flatMap { localization.devices.targetsIPad(path: $0) } ?? localization.devices.app
        }
        return effective
    }

    /// The document's configuration file as `check` resolves it; a broken file gives its last good
    /// configuration. `nil` outside the file system, or with a `configPath` setting.
    private func resolved(path: String) -> ConfigurationResolver.Resolved? {
        guard configuration.settings["configPath"]?.stringValue?.isEmpty ?? true else { return nil }
        if configuration.resolver == nil {
            let settings = configuration.settings
            configuration.resolver = ConfigurationResolver(explicitPath: nil) { ClientSettings.apply(settings, to: &$0) }
        }
        switch configuration.resolver?.resolve(forFile: path) {
        case .success(let resolved)?:
            configuration.lastGood[resolved.base ?? ""] = resolved
            return resolved
        case .failure(let error)?:
            // A folder's own file is reported when it is loaded (`reloadConfigurationFiles`).
            let folderFiles = Set(workspaceFolders.map { configuration.configurationFilePath(forFolder: $0) })
            if !folderFiles.contains(error.path), configuration.reportedBroken.insert(error.path).inserted {
                logError("\(error); linting with the last configuration that loaded")
            }
            return configuration.lastGood[PlainPath.parent(PlainPath.absolute(error.path))]
        case nil:
            return nil
        }
    }

    /// Whether the document's configuration lets it be linted (`include`/`exclude`).
    func isLinted(_ uri: String) -> Bool {
        guard let path = DocumentURI.path(of: uri) else { return true }
        return isLinted(path: path)
    }

    func isLinted(path: String) -> Bool {
        guard let resolved = resolved(path: path) else { return true }
        return ConfigurationResolver.isIncluded(path, by: resolved)
    }

    /// Reads each folder's configuration file; true when some folder's configuration changed. A
    /// broken file is reported with its path, line and problem, and the last good configuration
    /// stays in force.
    @discardableResult
    func reloadConfigurationFiles() -> Bool {
        // Nested files and the settings are read again on the next lint.
        configuration.resolver = nil
        configuration.reportedBroken = []
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
        // A nested file re-lints whatever it says; a folder's own file only when it loads changed.
        let touchesNested = paths.contains { !configPaths.contains($0) && $0.hasSuffix("/" + ConfigurationLoader.fileName) }
        if touchesConfiguration, reloadConfigurationFiles() || touchesNested { configurationDidChange() }
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
