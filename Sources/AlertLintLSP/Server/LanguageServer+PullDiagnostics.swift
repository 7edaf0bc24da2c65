import AlertLintCore
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
        var lastPercent = 0
        for (index, path) in files.enumerated() {
            if let uri = openByPath[path] {
                if let item = workspaceItem(openURI: uri, previous: previous[uri]) { items.append(item) }
            } else if let item = workspaceItem(path: path, previous: previous) {
                items.append(item)
            }
            let percent = (index + 1) * 100 / max(1, files.count)
            if let token, percent >= lastPercent + 10 {
                lastPercent = percent
                notify(
                    "$/progress",
                    [
                        "token": token.json,
                        "value": [
                            "kind": "report", "percentage": .integer(percent),
                            "message": .string("\(index + 1)/\(files.count) files"),
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

    private func workspaceItem(path: String, previous: [String: String]) -> JSONValue? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let uri = DocumentURI.uri(forPath: path)
        let bytes = [UInt8](data)
        let resultID = "\(configuration.generation):disk:\(Self.fingerprint(bytes))"
        if previous[uri] == resultID {
            return ["kind": "unchanged", "uri": .string(uri), "version": .null, "resultId": .string(resultID)]
        }
        let source = SourceText(bytes: bytes)
        let context = localizationContext()
        let configuration = lintConfiguration(for: uri)
        let result = Linter(configuration: configuration, localization: context).lint(source)
        let converter = DiagnosticConverter(
            converter: LSPConverter(source: source, encoding: encoding),
            uri: uri, version: nil, capabilities: capabilities, repositoryURL: configuration.repositoryURL)
        return [
            "kind": "full", "uri": .string(uri), "version": .null, "resultId": .string(resultID),
            "items": .array(result.diagnostics.map(converter.lsp)),
        ]
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
