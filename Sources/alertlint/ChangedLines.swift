import AlertLintWorkspace
import Foundation

/// `--diff-base REV`: the lines `git diff REV` adds or changes, per absolute file path, and the
/// hunks that map a line of today's file back to the file at REV.
struct ChangedLines {
    /// One `@@ -a,b +c,d @@` header: `b` lines at `a` became `d` lines at `c`.
    struct Hunk: Equatable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
    }

    /// The revision as given, and the repository's top folder.
    private(set) var base = ""
    private(set) var root = ""
    private var lines: [String: Set<Int>] = [:]
    private var hunks: [String: [Hunk]] = [:]
    /// Today's absolute path → its path at REV relative to the root (differs for a renamed file).
    private var oldPaths: [String: String] = [:]

    static func load(base: String) throws(UsageError) -> ChangedLines {
        let root = try Git.run(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? Git.run(["rev-parse", "--verify", "--quiet", base + "^{commit}"])) != nil else {
            throw UsageError("--diff-base: unknown revision “\(base)”")
        }
        let diff = try Git.run(["diff", "--unified=0", "--no-color", "--no-ext-diff", "-M", base, "--"])
        var result = ChangedLines(diff: diff, root: root)
        result.base = base
        return result
    }

    /// Reads `git diff --unified=0` output; paths are made absolute under `root`.
    init(diff: String, root: String) {
        self.root = root
        var current: String?
        var old: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                let path = line.dropFirst(4)
                old = path == "/dev/null" ? nil : String(path.hasPrefix("a/") ? path.dropFirst(2) : path)
            } else if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                current = path == "/dev/null" ? nil : root + "/" + String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
                if let current, let old { oldPaths[current] = old }
            } else if line.hasPrefix("@@"), let current, let hunk = Self.hunk(String(line)) {
                hunks[current, default: []].append(hunk)
                lines[current, default: []].formUnion(hunk.newStart..<(hunk.newStart + hunk.newCount))
            }
        }
    }

    func contains(path: String, line: Int) -> Bool {
        lines[ConfigurationResolver.absolute(path)]?.contains(line) ?? false
    }

    /// Whether the diff adds, changes or removes anything in `lines` (one-based) of today's file:
    /// lines removed between two lines touch both.
    func touches(path: String, lines range: ClosedRange<Int>) -> Bool {
        guard let hunks = hunks[ConfigurationResolver.absolute(path)] else { return false }
        return hunks.contains { hunk in
            let touched = hunk.newCount == 0 ? hunk.newStart...(hunk.newStart + 1) : hunk.newStart...(hunk.newStart + hunk.newCount - 1)
            return touched.overlaps(range)
        }
    }

    /// Whether the file is in the diff at all.
    func isChanged(path: String) -> Bool {
        hunks[ConfigurationResolver.absolute(path)] != nil
    }

    /// The one-based line of the file at REV that today's `line` was: a line inside a changed
    /// hunk maps to the line it replaced (or the last of them), an added line to the one before.
    func oldLine(path: String, line: Int) -> Int {
        var shift = 0
        for hunk in hunks[ConfigurationResolver.absolute(path)] ?? [] {
            if hunk.newCount == 0 {
                // Only removals, after line `newStart`.
                guard line > hunk.newStart else { break }
                shift -= hunk.oldCount
                continue
            }
            if line < hunk.newStart { break }
            if line < hunk.newStart + hunk.newCount { return hunk.oldStart + min(line - hunk.newStart, max(hunk.oldCount - 1, 0)) }
            shift += hunk.newCount - hunk.oldCount
        }
        return line - shift
    }

    /// The one-based lines of the file at REV that the diff removes or replaces.
    func removedLines(path: String) -> [ClosedRange<Int>] {
        (hunks[ConfigurationResolver.absolute(path)] ?? []).compactMap { hunk in
            hunk.oldCount == 0 ? nil : hunk.oldStart...(hunk.oldStart + hunk.oldCount - 1)
        }
    }

    /// The path at REV, relative to the repository, of today's `path`; `nil` outside the repository.
    func pathAtBase(_ path: String) -> String? {
        let absolute = ConfigurationResolver.absolute(path)
        if let old = oldPaths[absolute] { return old }
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// `@@ -a,b +c,d @@` → the hunk (a count defaults to 1; 0 means only insertions or deletions).
    static func hunk(_ header: String) -> Hunk? {
        let fields = header.split(separator: " ")
        func range(_ sign: Character) -> (Int, Int)? {
            guard let field = fields.first(where: { $0.first == sign && $0 != "@@" }) else { return nil }
            let parts = field.dropFirst().split(separator: ",")
            guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
            return (start, parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
        }
        guard let old = range("-"), let new = range("+") else { return nil }
        return Hunk(oldStart: old.0, oldCount: old.1, newStart: new.0, newCount: new.1)
    }
}
