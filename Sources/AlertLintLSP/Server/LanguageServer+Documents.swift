import AlertLintCore
import Dispatch

extension LanguageServer {
    func didOpen(_ params: JSONValue?) throws(RPCError) {
        let item = try Params.object(params).object("textDocument")
        let uri = try item.string("uri")
        let document = OpenDocument(
            uri: uri, languageID: try item.optionalString("languageId") ?? "swift",
            version: try item.integer("version"), text: try item.string("text"))
        documents[uri] = document
        publishDiagnostics(uri)
        if document.isSwift { swiftDocumentChanged(uri) }
        coolUnlessHot(uri)
        SystemIO.releaseFreeMemory()
    }

    /// `publish` is false when a later change of the same document is already waiting.
    func didChange(_ params: JSONValue?, publish: Bool) throws(RPCError) {
        let params = try Params.object(params)
        let identifier = try params.object("textDocument")
        let uri = try identifier.string("uri")
        let version = try identifier.integer("version")
        var changes: [ContentChange] = []
        for change in try params.array("contentChanges") { changes.append(try ContentChange(change)) }
        guard var document = documents[uri] else {
            logError("didChange for \(uri), which is not open; ignored")
            return
        }
        if PhaseTimer.isEnabled { timer = PhaseTimer() }
        defer { timer = nil }
        if document.isOutOfSync {
            // Only a full text brings the document back; apply from the last full change on.
            guard let lastFull = changes.lastIndex(where: { if case .full = $0 { return true } else { return false } }) else {
                logError("\(uri) is out of sync; ignoring incremental changes until a full-text change")
                return
            }
            changes = Array(changes[lastFull...])
        }
        // The previous lint is freed after the new diagnostics are out, not before.
        let previous = document.state
        defer { withExtendedLifetime(previous) {} }
        do {
            document.replaceText(try DocumentEditing.apply(changes, to: document.source, encoding: encoding))
            document.isOutOfSync = false
        } catch {
            document.isOutOfSync = true
            logError("\(uri) version \(version): \(error.message); the document is out of sync until a full-text change")
        }
        document.version = version
        documents[uri] = document
        if document.isSwift { swiftDocumentChanged(uri) }
        timer?.mark("apply")
        if publish, !document.isOutOfSync {
            publishDiagnostics(uri, keepingForNextChange: true)
            if let timer { log.timing(timer.line("didChange", uri: uri, version: version)) }
        }
        coolUnlessHot(uri)
        releaseMemoryAfterPause()
    }

    func didClose(_ params: JSONValue?) throws(RPCError) {
        let uri = try Params.object(params).documentURI()
        guard let closed = documents.removeValue(forKey: uri) else { return }
        hot.remove(uri)
        // Unsaved text is gone with the editor's buffer: what other files see is on disk again.
        if closed.isSwift, localization.loaded, let path = DocumentURI.path(of: uri),
            resurvey(path, source: nil)
        {
            surveysDidChange()
        }
        if lastPublication?.uri == uri { lastPublication = nil }
        SystemIO.releaseFreeMemory()
        if !capabilities.pullDiagnostics {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
    }

    func didSave(_ params: JSONValue?) throws(RPCError) {
        let uri = try Params.object(params).documentURI()
        if let path = DocumentURI.path(of: uri), Self.isTable(path) { tablesChanged() }
        // Saving the configuration file open in the editor acts like a watched-file change,
        // for clients that cannot watch files.
        if uri.hasSuffix("/" + ConfigurationLoader.fileName), reloadConfigurationFiles() {
            configurationDidChange()
        }
    }

    /// The lint of the open document `uri`, computed once per text and configuration while the
    /// document stays hot. The document returned has its `state`.
    func lint(_ uri: String) -> (OpenDocument, LintResult)? {
        guard var document = documents[uri], !document.isOutOfSync, document.isSwift else { return nil }
        if let evicted = hot.touch(uri) { documents[evicted]?.cool() }
        if let state = document.state, let result = state.lint, state.lintGeneration == configuration.generation {
            return (document, result)
        }
        // `exclude`d (or not `include`d) by its configuration, as `check` leaves it out.
        guard isLinted(uri) else { return (document, .empty) }
        var state = document.state ?? DocumentState(source: document.source)
        // Taken out of the document so that a stale result is freed before the new one is built.
        state.lint = nil
        document.dropState()
        documents[uri]?.dropState()
        // Building a linter sorts out the active rules; a document keeps its linter while typing.
        let linter: Linter
        if let kept = state.linter, kept.generation == configuration.generation {
            linter = kept.linter
        } else {
            // The workspace first: the configuration takes what its Xcode projects say about iPad.
            let context = localizationContext()
            linter = Linter(configuration: lintConfiguration(for: uri), localization: context)
            state.linter = (configuration.generation, linter)
        }
        let result = linter.lint(state.source, cache: &state.siteCache)
        state.lint = result
        state.lintGeneration = configuration.generation
        document.keep(state)
        documents[uri] = document
        return (document, result)
    }

    /// A document that was not linted (its client pulls diagnostics, or a later change is on its
    /// way) and is not among the hot ones keeps its text compressed.
    func coolUnlessHot(_ uri: String) {
        if !hot.contains(uri) { documents[uri]?.cool() }
    }

    func diagnosticConverter(for document: OpenDocument) -> DiagnosticConverter {
        DiagnosticConverter(
            converter: LSPConverter(source: document.source, encoding: encoding),
            uri: document.uri, version: document.version, capabilities: capabilities, messageLanguage: messageLanguage,
            repositoryURL: lintConfiguration(for: document.uri).repositoryURL)
    }

    /// Gives freed memory back to the system once typing has paused for a second (see
    /// `SystemIO.keepFreedMemory`); a change within that second postpones it.
    func releaseMemoryAfterPause() {
        memoryReleaseTicket += 1
        let ticket = memoryReleaseTicket
        queue.asyncAfter(deadline: .now() + .seconds(1)) { [self] in
            guard ticket == memoryReleaseTicket else { return }
            lastPublication = nil
            SystemIO.releaseFreeMemory()
        }
    }

    /// Pushes the document's diagnostics, unless the client pulls them. While typing, the
    /// publication is kept so that the next one copies what did not change; a document that is
    /// only opened or re-linted does not hold one.
    func publishDiagnostics(_ uri: String, keepingForNextChange keep: Bool = false) {
        guard !capabilities.pullDiagnostics, let (document, result) = lint(uri) else { return }
        timer?.mark("lint")
        let converter = diagnosticConverter(for: document)
        let positions = RangePositions(result.diagnostics, converter: converter)
        timer?.mark("convert")
        let previous = lastPublication?.uri == uri ? lastPublication : nil
        if previous != nil { lastPublication = nil }
        let published = DiagnosticWriter(converter: converter).publication(
            uri: uri, version: document.version, result.diagnostics, positions, reusing: previous)
        timer?.mark("encode")
        timer?.count("copied", published.copied, of: result.diagnostics.count)
        writer.send(body: published.body)
        timer?.mark("write")
        if keep { lastPublication = published }
    }
}
