import AlertLintCore

/// What the client told us in `initialize` that changes what we send.
struct ClientCapabilities: Sendable {
    var positionEncoding: PositionEncoding = .utf16
    /// The client pulls diagnostics (`textDocument/diagnostic`); we then never push.
    var pullDiagnostics = false
    var diagnosticRefresh = false
    var relatedInformation = false
    var codeDescription = false
    var diagnosticData = false
    var codeActionResolve = false
    var documentChanges = false
    var hoverMarkdown = false
    var configurationPull = false
    var watchedFilesRegistration = false

    init() {}

    init(_ capabilities: JSONValue) {
        positionEncoding = Self.negotiateEncoding(capabilities["general"]?["positionEncodings"]?.arrayValue ?? [])
        let textDocument = capabilities["textDocument"]
        let workspace = capabilities["workspace"]
        pullDiagnostics = textDocument?["diagnostic"]?.objectValue != nil
        diagnosticRefresh = workspace?["diagnostics"]?["refreshSupport"]?.boolValue == true
        // 3.17 pull clients describe relatedInformation only under publishDiagnostics (3.18 adds it
        // to the diagnostic capability too): either one counts.
        relatedInformation =
            textDocument?["publishDiagnostics"]?["relatedInformation"]?.boolValue == true
            || (pullDiagnostics && textDocument?["diagnostic"]?["relatedInformation"]?.boolValue == true)
        codeDescription = pullDiagnostics || textDocument?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue == true
        diagnosticData = pullDiagnostics || textDocument?["publishDiagnostics"]?["dataSupport"]?.boolValue == true
        let codeAction = textDocument?["codeAction"]
        let resolvable = codeAction?["resolveSupport"]?["properties"]?.arrayValue ?? []
        codeActionResolve = resolvable.contains(.string("edit")) && codeAction?["dataSupport"]?.boolValue == true
        documentChanges = workspace?["workspaceEdit"]?["documentChanges"]?.boolValue == true
        let formats = textDocument?["hover"]?["contentFormat"]?.arrayValue ?? []
        hoverMarkdown = formats.contains(.string("markdown"))
        configurationPull = workspace?["configuration"]?.boolValue == true
        watchedFilesRegistration = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
    }

    /// utf-8 when offered (no conversion at all), then utf-32, else the mandatory utf-16.
    static func negotiateEncoding(_ offered: [JSONValue]) -> PositionEncoding {
        let names = Set(offered.compactMap(\.stringValue))
        if names.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if names.contains(PositionEncoding.utf32.rawValue) { return .utf32 }
        return .utf16
    }
}
