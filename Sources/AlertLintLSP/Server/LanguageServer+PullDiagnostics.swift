import AlertLintCore
import AlertLintWorkspace
import Dispatch
import Foundation

extension LanguageServer {
    /// `textDocument/diagnostic`: the open buffer's diagnostics, or "unchanged" when the client
    /// already holds the result for this text and configuration.
    func documentDiagnostic(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        let params = try Params.object(params)
        let uri = try params.documentURI()
        let previous = try params.optionalString("previousResultId")
        guard let open = documents[uri] else {
            throw RPCError(.invalidParams, "\(uri) is not open")
        }
        // Answered before linting: a document that is no longer hot is not linted again for it.
        let resultID = "\(configuration.generation):\(open.version)"
        if previous == resultID, !open.isOutOfSync, open.isSwift { return ["kind": "unchanged", "resultId": .string(resultID)] }
        guard let (document, result) = lint(uri) else {
            // Out of sync: report nothing rather than diagnostics for text the client does not have.
            return ["kind": "full", "items": []]
        }
        let converter = diagnosticConverter(for: document)
        return ["kind": "full", "resultId": .string(resultID), "items": .array(result.diagnostics.map(converter.lsp))]
    }

    /// `workspace/diagnostic`: every Swift file under the workspace folders, read from disk
    /// (open documents from their buffers), with progress when the client gave a token.
    func workspaceDiagnostic(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        let params = try Params.object(params)
        var previous: [String: String] = [:]
        for entry in try params.optionalArray("previousResultIds") ?? [] {
            let item = Params(entry, path: "previousResultIds[]")
            previous[try item.string("uri")] = try item.string("value")
        }
        let token = params.value["workDoneToken"].flatMap(RequestID.init)
        let files = workspaceListing().swiftFiles.filter { isLinted(path: $0) }
        if let token {
            notify(
                "$/progress",
                [
                    "token": token.json,
                    "value": [
                        "kind": "begin", "title": "AlertLint",
                        "message": .string("\(files.count) files"),
                        "cancellable": false, "percentage": 0,
                    ],
                ])
        }
        let openByPath = Dictionary(
            documents.keys.compactMap { uri in DocumentURI.path(of: uri).map { ($0, uri) } },
            uniquingKeysWith: { first, _ in first })
        var items: [JSONValue] = []
        // Files on disk in chunks of a tenth, each chunk on all cores; progress between chunks.
        let chunk = max(1, (files.count + 9) / 10)
        for start in stride(from: 0, to: files.count, by: chunk) {
            let slice = Array(files[start..<min(files.count, start + chunk)])
            var onDisk: [DiskFile] = []
            for path in slice {
                if let uri = openByPath[path] {
                    if let item = workspaceItem(openURI: uri, previous: previous[uri]) { items.append(item) }
                } else {
                    onDisk.append(diskFile(path, previous: previous))
                }
            }
            let slots = ResultSlots<JSONValue>(count: onDisk.count)
            let jobs = onDisk
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in slots[index] = jobs[index].item() }
            items += slots.values.compactMap { $0 }
            let done = min(files.count, start + chunk)
            if let token {
                notify(
                    "$/progress",
                    [
                        "token": token.json,
                        "value": [
                            "kind": "report", "percentage": .integer(done * 100 / files.count),
                            "message": .string("\(done)/\(files.count) files"),
                        ],
                    ])
            }
        }
        if let token {
            notify("$/progress", ["token": token.json, "value": ["kind": "end", "message": .string("\(files.count) files linted")]])
        }
        return ["items": .array(items)]
    }

    private func workspaceItem(openURI uri: String, previous: String?) -> JSONValue? {
        guard let open = documents[uri], !open.isOutOfSync, open.isSwift else { return nil }
        let resultID = "\(configuration.generation):\(open.version)"
        if previous == resultID {
            return ["kind": "unchanged", "uri": .string(uri), "version": .integer(open.version), "resultId": .string(resultID)]
        }
        guard let (document, result) = lint(uri) else { return nil }
        let converter = diagnosticConverter(for: document)
        return [
            "kind": "full", "uri": .string(uri), "version": .integer(document.version), "resultId": .string(resultID),
            "items": .array(result.diagnostics.map(converter.lsp)),
        ]
    }

    /// What linting one file on disk needs, gathered on the server's queue (the configuration
    /// lookup is not shared across threads); its `item()` runs on any thread.
    private func diskFile(_ path: String, previous: [String: String]) -> DiskFile {
        let uri = DocumentURI.uri(forPath: path)
        let context = localizationContext()
        let configuration = lintConfiguration(for: uri)
        return DiskFile(
            path: path, uri: uri, previous: previous[uri], generation: self.configuration.generation,
            linter: Linter(configuration: configuration, localization: context),
            // Only a client that reports changed files keeps the surveys current.
            survey: capabilities.watchedFilesRegistration ? localization.surveys[path] : nil,
            encoding: encoding, capabilities: capabilities)
    }

    /// FNV-1a over the bytes: a result id that changes when the file does.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// One file of `workspace/diagnostic` read from disk: its report, or `unchanged` when the client
/// holds the result for these bytes and this configuration.
private struct DiskFile: Sendable {
    var path: String
    var uri: String
    var previous: String?
    var generation: Int
    var linter: Linter
    /// The workspace survey of the file, when the server has one: a file it rules out is not linted.
    var survey: FileSurvey?
    var encoding: PositionEncoding
    var capabilities: ClientCapabilities

    func item() -> JSONValue? {
        guard let bytes = FileBytes.read(path) else { return nil }
        let resultID = "\(generation):disk:\(LanguageServer.fingerprint(bytes))"
        if previous == resultID {
            return ["kind": "unchanged", "uri": .string(uri), "version": .null, "resultId": .string(resultID)]
        }
        let source = SourceText(bytes: bytes)
        let result = survey.map { linter.lint(source, surveyed: $0) } ?? linter.lint(source)
        let converter = DiagnosticConverter(
            converter: LSPConverter(source: source, encoding: encoding),
            uri: uri, version: nil, capabilities: capabilities, repositoryURL: linter.configuration.repositoryURL)
        return [
            "kind": "full", "uri": .string(uri), "version": .null, "resultId": .string(resultID),
            "items": .array(result.diagnostics.map(converter.lsp)),
        ]
    }
}
