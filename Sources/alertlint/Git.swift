import Foundation

/// Runs git for `--diff-base`: one command's output, or many files at one revision read through
/// a single `git cat-file --batch`.
enum Git {
    static func run(_ arguments: [String]) throws(UsageError) -> String {
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

    /// The contents of each repository-relative path at `revision`; `nil` for a path it lacks.
    static func files(_ paths: [String], at revision: String, root: String) throws(UsageError) -> [String: [UInt8]] {
        guard !paths.isEmpty else { return [:] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root, "cat-file", "--batch"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw UsageError("--diff-base needs git: \(error)") }
        // Write the requests while reading the answers, so neither pipe fills up and blocks.
        let requests = Data(paths.map { "\(revision):\($0)\n" }.joined().utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(requests)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return parseBatch(data, paths: paths)
    }

    /// `<object> blob <size>\n<bytes>\n` per found path, `<name> missing\n` per other.
    static func parseBatch(_ data: [UInt8], paths: [String]) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        var offset = 0
        for path in paths {
            guard let newline = data[offset...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: data[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            guard header.count == 3, let size = Int(header[2]), offset + size <= data.count else { continue }
            if header[1] == "blob" { result[path] = Array(data[offset..<(offset + size)]) }
            offset += size + 1
        }
        return result
    }
}
