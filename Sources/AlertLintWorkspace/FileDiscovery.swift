import AlertLintCore
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Expands the paths given on the command line into the Swift files to lint, and finds the
/// string tables beside them.
///
/// A run walks each folder once: the first question about a folder walks it and keeps both what
/// `check` lints (Swift files) and what it reads with them (tables); the later ones (the tables,
/// the Swift files that declare constants) are answered from that. Nothing creates or removes
/// files during a run of the command, which is when these questions are asked.
public enum FileDiscovery {
    /// Folders that hold build products and third-party code, never the app's own copy.
    public static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"]
    /// Built bundles checked in with the app (`Sparkle.framework`, a helper `.app`): their tables
    /// are another product's compiled resources.
    public static let skippedBundleExtensions = [".framework", ".xcframework", ".app", ".appex", ".xpc"]

    public static func isSkipped(directoryNamed name: String) -> Bool {
        skippedDirectories.contains(name) || skippedBundleExtensions.contains(where: { name.hasSuffix($0) })
    }

    public struct Failure: Error {
        public var path: String
        public var message: String
    }

    /// What one walk of a folder found, each list in walk order (sorted per folder).
    public struct Listing: Sendable {
        public var swiftFiles: [String] = []
        /// `.strings` and `.stringsdict` inside an `.lproj` folder, and String Catalogs.
        public var tableFiles: [String] = []
        /// `project.pbxproj` inside an `.xcodeproj` folder: which devices the app is built for.
        public var projectFiles: [String] = []
        /// The `.alertlint.json` files: the configuration lookup asks the walk, not the disk, about
        /// the folders it walked (`ConfigurationResolver.walked(_:configurationFiles:)`).
        public var configurationFiles: [String] = []

        public init() {}

        mutating func add(_ other: Listing) {
            swiftFiles += other.swiftFiles
            tableFiles += other.tableFiles
            projectFiles += other.projectFiles
            configurationFiles += other.configurationFiles
        }
    }

    /// Files in a stable order (sorted per folder), each path as the user would write it, and each
    /// file once: a file named twice, or inside two folders given, is listed where it first comes.
    public static func swiftFiles(in paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        for path in paths {
            switch kind(of: path) {
            case nil: failures.append(Failure(path: path, message: "no such file or directory"))
            case .file?: files.append(path)
            case .directory?: files.append(contentsOf: listing(of: path).swiftFiles)
            }
        }
        // One walk lists each file once: only several paths can name one twice (`a.swift ./a.swift`).
        if paths.count > 1 {
            var seen = Set<String>()
            files = files.filter { seen.insert(PlainPath.absolute($0)).inserted }
        }
        return (files, failures)
    }

    /// The Swift files and tables under `root`, walked on the first call for `root`.
    public static func listing(of root: String) -> Listing {
        if let known = walked.value(root) { return known }
        let listing = walk(root)
        walked.store(listing, for: root)
        return listing
    }

    private static let walked = Listings()

    /// A walk of `root` now, not kept: for the server, whose workspace changes while it runs.
    public static func freshListing(of root: String) -> Listing { walk(root) }

    /// Depth first, each folder's entries sorted; one `readdir` per folder and no `stat` per file
    /// (the entry's type says what it is, except for links, which are followed as before).
    private static func walk(_ root: String) -> Listing {
        var listing = Listing()
        // A file given as a root is its own listing (a lone file's workspace).
        if kind(of: root) == .file {
            let name = root.split(separator: "/").last.map(String.init) ?? root
            let folder = (root as NSString).deletingLastPathComponent
            if name.hasSuffix(".swift") {
                listing.swiftFiles.append(root)
            } else if isTableFile(name: name, inLocalizationFolder: isLocalizationFolder(folder)) {
                listing.tableFiles.append(root)
            }
            return listing
        }
        // Level by level, each level's folders read on all cores: a walk opened serially until
        // there were enough subtrees to share out spent most of a deep app's walk on one core.
        // The parts are then joined depth first, each folder's own files before its subfolders'.
        var levels: [[Visited]] = []
        var next = [root]
        while !next.isEmpty {
            let folders = next
            let slots = ResultSlots<Visited>(count: folders.count)
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                let (own, subdirectories) = visit(folders[index])
                slots[index] = Visited(own: own, subdirectories: subdirectories)
            }
            let level = slots.values.map { $0 ?? Visited(own: Listing(), subdirectories: []) }
            next = level.flatMap(\.subdirectories)
            levels.append(level)
        }
        // A folder's subfolders are consecutive in the next level, in its order: a cursor per
        // level finds them as the depth-first join reaches each folder in turn.
        var cursors = Array(repeating: 0, count: levels.count)
        func join(_ depth: Int, _ index: Int) {
            let visited = levels[depth][index]
            listing.add(visited.own)
            guard !visited.subdirectories.isEmpty else { return }
            let first = cursors[depth + 1]
            cursors[depth + 1] += visited.subdirectories.count
            for child in first..<first + visited.subdirectories.count { join(depth + 1, child) }
        }
        join(0, 0)
        return listing
    }

    /// One folder read by a walk: its own files and the subfolders to read next.
    private struct Visited: Sendable {
        var own: Listing
        var subdirectories: [String]
    }

    /// One folder's own files, sorted, and its subfolders to walk, in order.
    private static func visit(_ directory: String) -> (own: Listing, subdirectories: [String]) {
        var listing = Listing()
        var subdirectories: [String] = []
        guard let entries = entries(of: directory) else { return (listing, []) }
        let isLocalizationFolder = isLocalizationFolder(directory)
        let isProject = directory.hasSuffix(".xcodeproj")
        // Each entry's path is made only when it is kept (most of an app's files are images,
        // assets and the like), from a prefix made once.
        let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        for (name, entryKind) in entries.sorted(by: { $0.name < $1.name }) {
            guard let resolvedKind = entryKind ?? kind(of: prefix + name) else { continue }
            if resolvedKind == .directory {
                if !isSkipped(directoryNamed: name) { subdirectories.append(prefix + name) }
            } else if name.hasSuffix(".swift") {
                listing.swiftFiles.append(prefix + name)
            } else if isTableFile(name: name, inLocalizationFolder: isLocalizationFolder) {
                listing.tableFiles.append(prefix + name)
            } else if name == "project.pbxproj", isProject {
                listing.projectFiles.append(prefix + name)
            } else if name == ConfigurationLoader.fileName {
                listing.configurationFiles.append(prefix + name)
            }
        }
        return (listing, subdirectories)
    }

    /// `en.lproj`, `Base.lproj/`: a folder of one language's tables.
    private static func isLocalizationFolder(_ directory: String) -> Bool {
        let name = FileName.of(directory)
        return name.hasSuffix(".lproj") && name.count > ".lproj".count
    }

    /// A String Catalog anywhere; an old-style table inside `xx.lproj`.
    public static func isTableFile(name: String, inLocalizationFolder: Bool) -> Bool {
        if name.hasSuffix(".xcstrings") { return true }
        guard inLocalizationFolder else { return false }
        return (name.hasSuffix(".strings") && name != ".strings") || (name.hasSuffix(".stringsdict") && name != ".stringsdict")
    }

    public enum Kind { case file, directory }

    /// A path's kind, following links; `nil` when nothing is there.
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// The names in a folder with their kind when the folder says it (`nil` for a link or an
    /// unknown type, which takes a `stat`); `nil` when the folder cannot be read.
    private static func entries(of directory: String) -> [(name: String, kind: Kind?)]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .directory))
            case Int32(DT_REG): entries.append((name, .file))
            default: entries.append((name, nil))
            }
        }
        return entries
    }
}

/// The walks made so far in this run, by folder as given.
private final class Listings: @unchecked Sendable {
    private var byRoot: [String: FileDiscovery.Listing] = [:]
    private let lock = NSLock()

    public func value(_ root: String) -> FileDiscovery.Listing? { lock.withLock { byRoot[root] } }
    public func store(_ listing: FileDiscovery.Listing, for root: String) { lock.withLock { byRoot[root] = listing } }
}
