import AlertLintCore

extension LanguageServer {
    func codeActions(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        let params = try Params.object(params)
        let uri = try params.documentURI()
        let range = try params.range("range")
        let context = try params.object("context")
        var only: [String]?
        if let filter = try context.optionalArray("only") { only = filter.compactMap(\.stringValue) }
        guard let (document, result) = lint(uri) else { return [] }
        let converter = LSPConverter(source: document.source, encoding: encoding)
        let lower = converter.offset(range.start)
        let upper = max(lower, converter.offset(range.end))
        let diagnostics = diagnosticConverter(for: document)
        var actions: [JSONValue] = []
        if CodeActionKind.isWanted(CodeActionKind.quickFix, by: only) {
            var disabled = Set<String>()
            // Touching counts: a cursor just after the flagged word still offers its fixes.
            for diagnostic in result.diagnostics where diagnostic.range.start <= upper && lower <= diagnostic.range.end {
                let lspDiagnostic = diagnostics.lsp(diagnostic)
                for (index, fix) in diagnostic.fixes.enumerated() {
                    let payload = CodeActionPayload.fix(ruleID: diagnostic.ruleID, range: diagnostic.range, index: index)
                    actions.append(
                        action(
                            fix.title, kind: CodeActionKind.quickFix, payload, document, result,
                            diagnostic: lspDiagnostic, preferred: fix.isSafe))
                }
                let line = document.source.line(containing: diagnostic.range.start)
                if disabled.insert("\(diagnostic.ruleID)@\(line)").inserted {
                    actions.append(
                        action(
                            "Disable \(diagnostic.ruleID) for this line", kind: CodeActionKind.quickFix,
                            .disable(ruleID: diagnostic.ruleID, line: line), document, result,
                            diagnostic: lspDiagnostic, preferred: false))
                }
            }
        }
        let hasSafeFix = result.diagnostics.contains { $0.fixes.contains(where: \.isSafe) }
        if hasSafeFix, CodeActionKind.isWanted(CodeActionKind.fixAll, by: only) {
            actions.append(
                action(
                    "Fix all safe AlertLint problems", kind: CodeActionKind.fixAll, .fixAll,
                    document, result, diagnostic: nil, preferred: false))
        }
        return .array(actions)
    }

    private func action(
        _ title: String, kind: String, _ payload: CodeActionPayload, _ document: OpenDocument,
        _ result: LintResult, diagnostic: JSONValue?, preferred: Bool
    ) -> JSONValue {
        var object = JSONObject([("title", .string(title)), ("kind", .string(kind))])
        if let diagnostic { object["diagnostics"] = [diagnostic] }
        if preferred { object["isPreferred"] = true }
        if capabilities.codeActionResolve {
            object["data"] = payload.json(uri: document.uri, version: document.version)
        } else if let edits = payload.edits(in: document.source, diagnostics: result.diagnostics) {
            object["edit"] = workspaceEdit(document, edits)
        }
        return .object(object)
    }

    func resolveCodeAction(_ params: JSONValue?) throws(RPCError) -> JSONValue {
        let action = try Params.object(params)
        let data = try action.object("data")
        let uri = try data.string("uri")
        let version = try data.integer("version")
        let payload = try CodeActionPayload(json: data.value)
        guard let (document, result) = lint(uri), document.version == version else {
            throw RPCError(.contentModified, "\(uri) changed since the code action was offered")
        }
        guard let edits = payload.edits(in: document.source, diagnostics: result.diagnostics) else {
            throw RPCError(.contentModified, "the problem this action fixes is gone")
        }
        guard case .object(var resolved) = action.value else { return action.value }
        resolved["edit"] = workspaceEdit(document, edits)
        return .object(resolved)
    }

    /// `documentChanges` with the version when the client supports it, else `changes`.
    func workspaceEdit(_ document: OpenDocument, _ edits: [TextEdit]) -> JSONValue {
        let converter = LSPConverter(source: document.source, encoding: encoding)
        let lspEdits = JSONValue.array(edits.map(converter.textEdit))
        if capabilities.documentChanges {
            return [
                "documentChanges": [
                    [
                        "textDocument": ["uri": .string(document.uri), "version": .integer(document.version)],
                        "edits": lspEdits,
                    ]
                ]
            ]
        }
        return ["changes": .object(JSONObject([(document.uri, lspEdits)]))]
    }
}
