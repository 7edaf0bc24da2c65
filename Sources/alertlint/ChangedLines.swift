import Foundation

/// `--diff-base REV`: the lines `git diff REV` adds or changes, per absolute file path.
struct ChangedLines {
    private var lines: [String: Set<Int>] = [:]

    static func load(base: String) throws(UsageError) -> ChangedLines {
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? git(["rev-parse", "--verify", "--quiet", base + "^{commit}"])) != nil else {
            throw UsageError("--diff-base: unknown revision “\(base)”")
        }
        let diff = try git(["diff", "--unified=0", "--no-color", "--no-ext-diff", base, "--"])
        var result = ChangedLines()
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                current = path == "/dev/null" ? nil : root + "/" + String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
            } else if line.hasPrefix("@@"), let current, let added = Self.addedRange(String(line)) {
                result.lines[current, default: []].formUnion(added)
            }
        }
        return result
    }

    func contains(path: String, line: Int) -> Bool {
        lines[ConfigurationResolver.absolute(path)]?.contains(line) ?? false
    }

    /// `@@ -a,b +c,d @@` → lines c..<c+d (d defaults to 1; 0 means only deletions).
    static func addedRange(_ header: String) -> Range<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return start..<(start + count)
    }

    private static func git(_ arguments: [String]) throws(UsageError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw UsageError("--diff-base needs git: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if message.contains("not a git repository") { throw UsageError("--diff-base: not inside a git repository") }
            throw UsageError("--diff-base: git \(arguments.first ?? "") failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
