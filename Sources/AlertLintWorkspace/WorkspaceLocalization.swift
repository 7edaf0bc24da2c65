import AlertLintCore
import Dispatch
import Foundation

/// Finds a workspace's string tables and Xcode projects on disk and hands them to the engine as
/// values: `*.lproj/*.strings` and `.stringsdict`, `*.xcstrings`, `*.xcodeproj/project.pbxproj`.
/// (The Swift files' named copy and helpers come from `WorkspaceSurvey`.)
public enum WorkspaceLocalization {
    /// The table files under `roots`: `.strings` inside an `.lproj` folder and String Catalogs,
    /// from the walk that also found the Swift files.
    public static func tableFiles(under roots: [String]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for root in roots {
            for path in FileDiscovery.listing(of: root).tableFiles where seen.insert(path).inserted {
                files.append(path)
            }
        }
        return files
    }

    /// Parses a table file's bytes (today's, or `--diff-base`'s at the base revision); `keepsText`
    /// says which languages' text is kept, the others' keys alone are (`ParsedTable.keys`).
    public static func parse(_ data: [UInt8], path: String, keepsText: (String) -> Bool = { _ in true }) -> ParsedTable {
        // String handling only: `URL(fileURLWithPath:)` asks the file system whether it is a folder.
        let components = path.split(separator: "/")
        let file = (components.last ?? "").split(separator: ".", omittingEmptySubsequences: false)
        let name = file.count > 1 ? file.dropLast().joined(separator: ".") : String(components.last ?? "")
        let fileExtension = file.count > 1 ? file.last ?? "" : ""
        if fileExtension == "xcstrings" {
            return StringCatalogParser.parse(data, path: path, tableName: name, keepsText: keepsText)
        }
        let folder = components.dropLast().last.map(String.init) ?? ""
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : folder
        if fileExtension == "stringsdict" {
            return StringsDictParser.parse(data, path: path, language: language, tableName: name).keepingText(of: keepsText)
        }
        return StringsFileParser.parse(data, path: path, language: language, tableName: name, keysOnly: !keepsText(language))
    }

    /// Every table under `roots` (`tables(_:languages:)`).
    public static func tables(under roots: [String], languages: [String]?) -> LocalizationTables {
        tables(tableFiles(under: roots), languages: languages)
    }

    /// The tables in `files`, parsed on all cores and added in walk order (a later table's key
    /// wins), `read` giving each file's bytes (`nil`: left out).
    ///
    /// Only the text of the languages some rule reads is kept: the development language (with
    /// `Base`), Simplified Chinese (`cjk-punctuation`) and `languages` (`--languages`; `all` is every
    /// language). The others, most of an app's table bytes, are read for their keys, so a key
    /// missing from the development table is still known to be translated.
    public static func tables(
        _ files: [String], languages: [String]?, read: @escaping @Sendable (String) -> [UInt8]? = { FileBytes.read($0) }
    ) -> LocalizationTables {
        let every = languages?.contains("all") ?? false
        let requested = Set(languages ?? [])
        let kept: @Sendable (String) -> Bool = { language in
            every || language == "en" || language == LocalizationTables.base || (!requested.isEmpty && requested.contains(language))
                || CJKPunctuationRule.readsTranslation(language)
        }
        let tables = parse(files, read: read, keepsText: kept)
        // An app written in another language than English (a catalog's `sourceLanguage`, or no
        // `en.lproj`) is known only once its tables are read: then they are read again with it.
        let development = tables.developmentLanguage
        guard !tables.hasText(of: development), tables.languages.contains(development) else { return tables }
        return parse(files, read: read) { kept($0) || $0 == development }
    }

    private static func parse(
        _ files: [String], read: @escaping @Sendable (String) -> [UInt8]?, keepsText: @escaping @Sendable (String) -> Bool
    ) -> LocalizationTables {
        let slots = ResultSlots<ParsedTable>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots[index] = read(files[index]).map { parse($0, path: files[index], keepsText: keepsText) }
        }
        return LocalizationTables(slots.values.compactMap { $0 })
    }

    /// The folders to search for tables: each folder given, and for each file given the project
    /// it belongs to (the nearest folder up with `.alertlint.json`, `.git`, `Package.swift` or an
    /// Xcode project). A file in no project is its own workspace with the tables beside it (its
    /// folder's `*.lproj` folders and String Catalogs): walking a folder that is no project
    /// (`/tmp`, a home folder) could take minutes. A root inside another root is dropped. Paths
    /// are compared as spelled (`PlainPath`), as the configuration lookup does.
    public static func roots(for paths: [String]) -> [String] {
        let roots = paths.flatMap { path -> [String] in
            guard FileDiscovery.kind(of: path) == .file else { return [path] }
            let parent = (path as NSString).deletingLastPathComponent
            let folder = parent.isEmpty ? "." : parent
            if let project = projectRoot(from: folder) { return [project] }
            let beside = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcstrings") || ($0.hasSuffix(".lproj") && $0.count > ".lproj".count) }
                .map { folder == "." ? $0 : (folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0) }
            return [path] + beside
        }
        let absolute = roots.map(PlainPath.absolute)
        return zip(roots, absolute).filter { _, path in
            !absolute.contains { other in other != path && path.hasPrefix(other.hasSuffix("/") ? other : other + "/") }
        }.map(\.0).reduce(into: [String]()) { unique, root in if !unique.contains(root) { unique.append(root) } }
    }

    private static func projectRoot(from directory: String) -> String? {
        var current = directory
        for _ in 0..<32 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: {
                [".alertlint.json", ".git", "Package.swift"].contains($0)
                    || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
            }) {
                return current
            }
            let absolute = PlainPath.absolute(current)
            let parent = PlainPath.parent(absolute)
            guard parent != absolute else { return nil }
            current = relativeIfPossible(parent, like: directory)
        }
        return nil
    }

    /// Keeps paths relative when the user gave relative ones, so reports print them as given.
    private static func relativeIfPossible(_ absolute: String, like original: String) -> String {
        guard !original.hasPrefix("/") else { return absolute }
        let cwd = PlainPath.currentDirectory
        if absolute == cwd { return "." }
        return absolute.hasPrefix(cwd + "/") ? String(absolute.dropFirst(cwd.count + 1)) : absolute
    }

    /// What the Xcode projects under `roots` say about iPad (`DeviceFamilies`).
    public static func devices(under roots: [String]) -> DeviceFamilies.Answer {
        devices(projects: roots.flatMap { FileDiscovery.listing(of: $0).projectFiles })
    }

    /// What the Xcode projects at `paths` say about iPad, read on all cores (an emulator's
    /// workspace holds 140 projects, 25 MB).
    public static func devices(projects paths: [String]) -> DeviceFamilies.Answer {
        let slots = ResultSlots<[DeviceFamilies.ApplicationTarget]>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots[index] = FileBytes.read(paths[index]).map(DeviceFamilies.applicationTargets(inProject:))
        }
        return DeviceFamilies.answer(slots.values.compactMap { $0 })
    }

    /// `--languages all` or `en,zh-Hans`: the languages to lint besides the development one.
    public static func languages(_ option: [String]?, tables: LocalizationTables) -> [String] {
        guard let option else { return [] }
        if option.contains("all") { return tables.translations }
        return option.filter { $0 != tables.developmentLanguage }
    }
}
