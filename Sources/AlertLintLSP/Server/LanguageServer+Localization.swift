import AlertLintCore
import Foundation

/// The workspace's string tables and named copy, loaded once on first lint and kept up to date
/// as Swift files are saved; each lint only looks things up in them.
struct LocalizationState {
    var context = LocalizationContext()
    var loaded = false
}

extension LanguageServer {
    /// The language of our messages: the client's `InitializeParams.locale`.
    var messageLanguage: MessageLanguage { MessageLanguage.from(locale: locale) }

    /// Tables and constants of the workspace folders, read from disk the first time.
    func localizationContext() -> LocalizationContext {
        if !localization.loaded {
            localization.loaded = true
            var tables: [ParsedTable] = []
            for path in Self.tableFiles(in: workspaceFolders) {
                if let table = Self.parseTable(path) { tables.append(table) }
            }
            var constants = ConstantIndex()
            for path in WorkspaceScanner.swiftFiles(in: workspaceFolders) {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                constants.update(path: path, constants: ConstantIndex.constants(in: SourceText(bytes: [UInt8](data)), path: path))
            }
            localization.context = LocalizationContext(tables: LocalizationTables(tables), constants: constants)
        }
        return localization.context
    }

    /// Re-reads the constants of a saved Swift file (only that file: no rescan); a saved string
    /// table makes the tables load again on the next lint.
    func localizedFileSaved(_ path: String, source: SourceText) {
        guard localization.loaded else { return }
        if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings") {
            localization.loaded = false
            configuration.generation += 1
            return
        }
        guard path.hasSuffix(".swift") else { return }
        localization.context.constants.update(path: path, constants: ConstantIndex.constants(in: source, path: path))
        configuration.generation += 1
    }

    static func tableFiles(in folders: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for folder in folders {
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if WorkspaceScanner.skippedDirectories.contains(name) { enumerator.skipDescendants(); continue }
                let parent = ((relative as NSString).deletingLastPathComponent as NSString).pathExtension
                if name.hasSuffix(".xcstrings") || ((name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")) && parent == "lproj") {
                    found.append(ConfigurationState.join(folder, relative))
                }
            }
        }
        return found.sorted()
    }

    static func parseTable(_ path: String) -> ParsedTable? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if path.hasSuffix(".xcstrings") { return StringCatalogParser.parse([UInt8](data), path: path, tableName: name) }
        let language = (((path as NSString).deletingLastPathComponent as NSString).lastPathComponent as NSString).deletingPathExtension
        if path.hasSuffix(".stringsdict") {
            return StringsDictParser.parse([UInt8](data), path: path, language: language, tableName: name)
        }
        return StringsFileParser.parse([UInt8](data), path: path, language: language, tableName: name)
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
