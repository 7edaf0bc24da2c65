import AlertLintCore
import AlertLintWorkspace
import Dispatch
import Foundation

/// The workspace's string tables and every Swift file's survey (its named copy and alert helpers),
/// loaded once on first lint and kept up to date as documents change; each lint only looks things
/// up in the context built from them.
struct LocalizationState {
    var tables = LocalizationTables()
    var surveys: [String: FileSurvey] = [:]
    var context = LocalizationContext()
    var loaded = false
    /// What the workspace's Xcode projects say about iPad (`DeviceFamilies`).
    var devices = DeviceFamilies.Answer()
    /// Bumped by every change of a Swift document; a scheduled survey runs only if it is the last.
    var surveyTicket = 0
    /// The documents changed since their surveys were last taken.
    var changedURIs: Set<String> = []

    /// The context of the surveys, once every file that calls a helper is surveyed in full
    /// (`WorkspaceSurvey.complete`), open documents from their text in the editor.
    mutating func rebuildContext(open: [String: SourceText]) {
        var ordered = surveys.sorted { $0.key < $1.key }.map { (path: $0.key, survey: $0.value) }
        let helpers = WorkspaceSurvey.complete(&ordered, open: open)
        for (path, survey) in ordered { surveys[path] = survey }
        context = LocalizationContext(tables: tables, surveys: ordered, helpers: helpers)
    }
}

extension LanguageServer {
    /// The language of our messages: the client's `InitializeParams.locale`.
    var messageLanguage: MessageLanguage { MessageLanguage.from(locale: locale) }

    /// Tables and surveys of the workspace folders, read from disk the first time (open documents
    /// from their text in the editor).
    func localizationContext() -> LocalizationContext {
        if !localization.loaded {
            localization.loaded = true
            let listing = workspaceListing()
            localization.tables = WorkspaceLocalization.tables(listing.tableFiles, languages: nil)
            localization.devices = WorkspaceLocalization.devices(projects: listing.projectFiles)
            let sources = openSwiftSources()
            // Open documents outside the workspace folders are surveyed too; in path order, the
            // order every later rebuild of the context takes them in.
            let paths = Set(listing.swiftFiles).union(sources.keys).sorted()
            let surveyed = WorkspaceSurvey.survey(paths, open: sources)
            localization.surveys = [:]
            for file in surveyed.files { localization.surveys[file.path] = file.survey }
            localization.context = LocalizationContext(
                tables: localization.tables, surveys: surveyed.files.map { ($0.path, $0.survey) }, helpers: surveyed.helpers)
        }
        return localization.context
    }

    /// The text in the editor of every open Swift document, by path.
    func openSwiftSources() -> [String: SourceText] {
        var sources: [String: SourceText] = [:]
        for document in documents.values where document.isSwift {
            if let path = DocumentURI.path(of: document.uri) { sources[path] = document.source }
        }
        return sources
    }

    /// A Swift document changed: once typing pauses, the surveys of the documents changed since
    /// are taken again, and when what other files see of them changed (a constant, a helper),
    /// every open document is linted again.
    func swiftDocumentChanged(_ uri: String) {
        guard localization.loaded, DocumentURI.path(of: uri) != nil else { return }
        localization.changedURIs.insert(uri)
        localization.surveyTicket += 1
        let ticket = localization.surveyTicket
        queue.asyncAfter(deadline: .now() + .milliseconds(Self.surveyPause)) { [self] in
            guard ticket == localization.surveyTicket else { return }
            let changed = localization.changedURIs
            localization.changedURIs = []
            var differs = false
            for uri in changed.sorted() {
                guard let document = documents[uri], !document.isOutOfSync, let path = DocumentURI.path(of: uri) else { continue }
                differs = resurvey(path, source: document.source) || differs
            }
            if differs { surveysDidChange() }
        }
    }

    /// How long typing pauses before a changed document is surveyed again, in milliseconds.
    static var surveyPause: Int { 150 }

    /// Takes `path`'s survey again from `source` (`nil`: from disk, or gone); true when it differs.
    func resurvey(_ path: String, source: SourceText?) -> Bool {
        let survey =
            source.map { FileSurvey($0, path: path) }
            ?? FileBytes.read(path).map { FileSurvey(SourceText(bytes: $0), path: path) }
        let previous = localization.surveys[path]
        localization.surveys[path] = survey
        // A file that names no copy and declares no helper shows nothing to other files, gone or not.
        if survey?.showsNothing ?? true, previous?.showsNothing ?? true { return false }
        return survey?.fingerprint != previous?.fingerprint
    }

    func surveysDidChange() {
        localization.rebuildContext(open: openSwiftSources())
        configurationDidChange()
    }

    /// A string table changed on disk: the tables are read again.
    func tablesChanged() {
        guard localization.loaded else { return }
        localization.tables = WorkspaceLocalization.tables(workspaceListing().tableFiles, languages: nil)
        surveysDidChange()
    }

    /// Files changed outside the editor (a checkout, a generator): Swift files not open are
    /// surveyed again from disk, tables are read again.
    func watchedFilesChanged(_ paths: [String]) {
        guard localization.loaded else { return }
        let open = Set(documents.keys.compactMap(DocumentURI.path(of:)))
        if paths.contains(where: Self.isTable) { tablesChanged() }
        var differs = false
        for path in paths where path.hasSuffix(".swift") && !open.contains(path) { differs = resurvey(path, source: nil) || differs }
        if differs { surveysDidChange() }
    }

    static func isTable(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }

    /// The Swift files, tables and Xcode projects of the workspace folders, walked now with the
    /// command line's skip rules (`FileDiscovery`); a file in two folders is listed once.
    func workspaceListing() -> FileDiscovery.Listing {
        var merged = FileDiscovery.Listing()
        var seen = Set<String>()
        for folder in workspaceFolders {
            let listing = FileDiscovery.freshListing(of: folder)
            merged.swiftFiles += listing.swiftFiles.filter { seen.insert($0).inserted }
            merged.tableFiles += listing.tableFiles.filter { seen.insert($0).inserted }
            merged.projectFiles += listing.projectFiles.filter { seen.insert($0).inserted }
        }
        return merged
    }
}

/// The table entry or constant that holds a finding's words, as LSP related information.
enum ExternalCopy {
    static func related(_ location: FileLocation, _ diagnostic: Diagnostic, _ language: MessageLanguage) -> JSONValue {
        let message =
            diagnostic.language.map { Localized(en: "the \($0) text is here", zh: "\($0) 文本在这里") }
            ?? Localized(en: "the text is defined here", zh: "文本定义在这里")
        let position: JSONValue = ["line": .integer(max(0, location.line - 1)), "character": .integer(max(0, location.column - 1))]
        return [
            "location": [
                "uri": .string(URL(fileURLWithPath: location.path).absoluteString), "range": ["start": position, "end": position],
            ],
            "message": .string(message.text(language)),
        ]
    }
}
