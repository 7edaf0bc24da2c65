import AlertLintCore
import Dispatch
import Foundation

/// Finds a workspace's string tables and named copy on disk and hands them to the engine as
/// values: `*.lproj/*.strings` and `.stringsdict`, `*.xcstrings`, and the `static let` copy of every Swift file.
enum WorkspaceLocalization {
    /// The table files under `roots`: `.strings` inside an `.lproj` folder and String Catalogs.
    static func tableFiles(under roots: [String]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for root in roots {
            for path in FileDiscovery.walk(root, accept: isTableFile) where seen.insert(path).inserted {
                files.append(path)
            }
        }
        return files
    }

    static func isTableFile(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        let url = URL(fileURLWithPath: path)
        return (url.pathExtension == "strings" || url.pathExtension == "stringsdict")
            && url.deletingLastPathComponent().pathExtension == "lproj"
    }

    /// Parses one table file; `nil` when it cannot be read.
    static func parse(_ path: String) -> ParsedTable? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return parse([UInt8](data), path: path)
    }

    /// Parses a table file's bytes (today's, or `--diff-base`'s at the base revision).
    static func parse(_ data: [UInt8], path: String) -> ParsedTable {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        if url.pathExtension == "xcstrings" {
            return StringCatalogParser.parse(data, path: path, tableName: name)
        }
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        if url.pathExtension == "stringsdict" {
            return StringsDictParser.parse(data, path: path, language: language, tableName: name)
        }
        return StringsFileParser.parse(data, path: path, language: language, tableName: name)
    }

    static func tables(under roots: [String]) -> LocalizationTables {
        LocalizationTables(tableFiles(under: roots).compactMap(parse))
    }

    /// The constants every Swift file declares, read on all cores.
    static func constants(in swiftFiles: [String], maxFileSize: Int) -> ConstantIndex {
        let slots = ResultSlots<[IndexedConstant]>(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { index in
            let path = swiftFiles[index]
            guard let data = FileManager.default.contents(atPath: path), data.count <= maxFileSize else { return }
            slots[index] = ConstantIndex.constants(in: SourceText(bytes: [UInt8](data)), path: path)
        }
        var index = ConstantIndex()
        for (position, constants) in slots.values.enumerated() {
            guard let constants, !constants.isEmpty else { continue }
            index.update(path: swiftFiles[position], constants: constants)
        }
        return index
    }

    /// The folders to search for tables: each folder given, and for each file given the project
    /// it belongs to (the nearest folder up with `.alertlint.json`, `.git`, `Package.swift` or an
    /// Xcode project), else its own folder. A root inside another root is dropped.
    static func roots(for paths: [String]) -> [String] {
        let roots = paths.map { path -> String in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return path }
            let parent = (path as NSString).deletingLastPathComponent
            return projectRoot(from: parent.isEmpty ? "." : parent) ?? (parent.isEmpty ? "." : parent)
        }
        let absolute = roots.map(ConfigurationResolver.absolute)
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
            let parent = (ConfigurationResolver.absolute(current) as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != ConfigurationResolver.absolute(current) else { return nil }
            current = relativeIfPossible(parent, like: directory)
        }
        return nil
    }

    /// Keeps paths relative when the user gave relative ones, so reports print them as given.
    private static func relativeIfPossible(_ absolute: String, like original: String) -> String {
        guard !original.hasPrefix("/") else { return absolute }
        let cwd = ConfigurationResolver.absolute(".")
        if absolute == cwd { return "." }
        return absolute.hasPrefix(cwd + "/") ? String(absolute.dropFirst(cwd.count + 1)) : absolute
    }

    /// `--languages all` or `en,zh-Hans`: the languages to lint besides the development one.
    static func languages(_ option: [String]?, tables: LocalizationTables) -> [String] {
        guard let option else { return [] }
        if option.contains("all") { return tables.translations }
        return option.filter { $0 != tables.developmentLanguage }
    }
}
