import AlertLintCore
import Foundation

extension LanguageServer {
    static let serverName = "alertlint"

    func initialize(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        guard phase == .uninitialized else {
            throw RPCError(.invalidRequest, "'initialize' was already received")
        }
        let params = try Params.object(params)
        if let raw = params.value["processId"], !raw.isNull {
            guard case .integer(let pid) = raw, pid > 0, pid <= Int(Int32.max) else {
                throw .invalidParams("processId must be a positive integer or null")
            }
            clientProcessID = Int32(pid)
        }
        if let raw = params.value["capabilities"], raw.objectValue == nil {
            throw .invalidParams("capabilities must be an object, found \(raw.typeName)")
        }
        capabilities = ClientCapabilities(params.value["capabilities"] ?? [:])
        locale = try params.optionalString("locale")
        if let value = try params.optionalString("trace") { trace = value }
        workspaceFolders = try Self.folders(from: params)
        phase = .running
        configuration.initialSettings = ConfigurationState.normalizedSettings(params.value["initializationOptions"])
        adoptSettings(configuration.initialSettings)
        startWatchingClientProcess()
        log.info(
            "initialized for \(workspaceFolders.joined(separator: ", ")) (positions in \(encoding.rawValue), locale \(locale ?? "none"))")
        return [
            "capabilities": serverCapabilities(),
            "serverInfo": ["name": .string(Self.serverName), "version": .string(AlertLintVersion.current)],
        ]
    }

    func serverCapabilities() -> JSONValue {
        let codeActionProvider: JSONValue = [
            "codeActionKinds": [.string(CodeActionKind.quickFix), .string(CodeActionKind.fixAll)],
            "resolveProvider": .bool(capabilities.codeActionResolve),
        ]
        var result = JSONObject([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", ["openClose": true, "change": 2, "save": ["includeText": false]]),
            ("codeActionProvider", codeActionProvider),
            ("hoverProvider", true),
            ("workspace", ["workspaceFolders": ["supported": true, "changeNotifications": true]]),
        ])
        if capabilities.pullDiagnostics {
            result["diagnosticProvider"] = [
                "identifier": "alertlint", "interFileDependencies": false,
                "workspaceDiagnostics": true,
            ]
        }
        return .object(result)
    }

    /// Workspace folders, else rootUri, else the deprecated rootPath.
    static func folders(from params: Params) throws(RPCError) -> [String] {
        if let folders = params.value["workspaceFolders"], !folders.isNull {
            guard let list = folders.arrayValue else {
                throw .invalidParams("workspaceFolders must be an array or null, found \(folders.typeName)")
            }
            var paths: [String] = []
            for folder in list {
                guard let uri = folder["uri"]?.stringValue else {
                    throw .invalidParams("workspaceFolders[].uri must be a string")
                }
                if let path = DocumentURI.path(of: uri) { paths.append(path) }
            }
            return paths
        }
        if let uri = try params.optionalString("rootUri") {
            return DocumentURI.path(of: uri).map { [$0] } ?? []
        }
        if let path = try params.optionalString("rootPath") { return [path] }
        return []
    }

    func didInitialize() {
        registerConfigurationWatcher()
        if reloadConfigurationFiles() { configurationDidChange() }
        pullClientConfiguration()
    }

    /// Polls the client's process id so a client that crashes without closing our stdin does not
    /// leave us running.
    func startWatchingClientProcess() {
        guard let pid = clientProcessID else { return }
        parentWatcher?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .seconds(3), repeating: .seconds(3))
        timer.setEventHandler { [weak self] in
            guard let self, !SystemIO.processExists(pid) else { return }
            self.log.error("client process \(pid) is gone; exiting")
            self.finish(1)
        }
        parentWatcher = timer
        timer.resume()
    }

    func didChangeWorkspaceFolders(_ params: JSONValue?) throws(RPCError) {
        let event = try Params.object(params).object("event")
        for removed in try event.array("removed") {
            if let path = removed["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) {
                workspaceFolders.removeAll { $0 == path }
            }
        }
        for added in try event.array("added") {
            if let path = added["uri"]?.stringValue.flatMap(DocumentURI.path(of:)), !workspaceFolders.contains(path) {
                workspaceFolders.append(path)
            }
        }
        reloadConfigurationFiles()
        configurationDidChange()
    }
}
