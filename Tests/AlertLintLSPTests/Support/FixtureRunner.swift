import AlertLintCore
import AlertLintLSP
import Foundation

/// Replays one file of protocol-fixtures/ against a fresh server process.
///
/// A fixture is `{"description", "arguments"?, "files"?, "steps": [...]}`. Steps:
/// `{"send": message}`, `{"raw": "text sent byte for byte"}`, `{"rawHex": "ff 0a"}`,
/// `{"expect": message}` (the next server message must match), `{"writeFile": {"path", "text"}}`,
/// `{"closeInput": true}` and, last, `{"expectExit": code}`. Consecutive sends go out in one
/// write, as a fast client would send them. `${ROOT}` / `${ROOT_URI}` name the scratch workspace,
/// `${VERSION}` is AlertLint's version; `"${ANY}"` matches any value. With
/// ALERTLINT_RECORD_FIXTURES=1 the `expect: null` steps are filled in from what the server sends,
/// with `all` every expectation without `${ANY}` is (review the diff before committing it).
struct FixtureRunner {
    static var fixtureDirectory: URL { ServerProcess.packageRoot.appendingPathComponent("protocol-fixtures") }

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// `1`: fill in `expect: null` steps; `all`: also rewrite every expectation without `${ANY}`.
    static var recordingMode: String? { ProcessInfo.processInfo.environment["ALERTLINT_RECORD_FIXTURES"] }
    static var isRecording: Bool { recordingMode == "1" || recordingMode == "all" }

    private static func shouldRecord(_ expected: JSONValue) -> Bool {
        guard isRecording else { return false }
        return expected.isNull || (recordingMode == "all" && !expected.serialized().contains("${ANY}"))
    }

    /// Runs the fixture; returns the failures (empty when it passed).
    static func run(_ name: String) -> [String] {
        let file = fixtureDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: file.path) else { return ["\(name): cannot read"] }
        let fixture: JSONValue
        do {
            fixture = try JSONParser.parse([UInt8](data))
        } catch {
            return ["\(name): invalid JSON: \(error)"]
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alertlint-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The server sees the real path (/tmp may be a symbolic link elsewhere).
        let rootPath = root.path
        let variables = [("${ROOT_URI}", "file://" + rootPath), ("${ROOT}", rootPath), ("${VERSION}", AlertLintVersion.current)]
        var failures: [String] = []
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for (path, text) in fixture["files"]?.objectValue ?? JSONObject() {
                try write(text.stringValue ?? "", to: rootPath + "/" + path)
            }
        } catch {
            return ["\(name): cannot create the workspace: \(error)"]
        }
        let arguments = fixture["arguments"]?.arrayValue?.compactMap(\.stringValue) ?? []
        guard let server = try? ServerProcess(arguments: arguments, directory: root) else {
            return ["\(name): cannot start \(ServerProcess.executable.path)"]
        }
        var steps = fixture["steps"]?.arrayValue ?? []
        var pending: [UInt8] = []
        var exited = false
        func flush() {
            if !pending.isEmpty { server.sendRaw(pending) }
            pending = []
        }
        for (index, step) in steps.enumerated() {
            let label = "\(name) step \(index + 1)"
            if let message = step["send"] {
                pending += MessageWriter.frame(JSONMatching.substitute(message, variables))
                continue
            }
            if let raw = step["raw"]?.stringValue {
                pending += Array(JSONMatching.replace(raw, variables).utf8)
                continue
            }
            if let hex = step["rawHex"]?.stringValue {
                pending += hex.split(separator: " ").compactMap { UInt8($0, radix: 16) }
                continue
            }
            flush()
            if let expected = step["expect"] {
                guard let actual = server.next() else {
                    failures.append("\(label): no message from the server; stderr: \(server.standardError)")
                    break
                }
                if shouldRecord(expected) {
                    steps[index] = ["expect": unsubstitute(actual, variables)]
                } else if let problem = JSONMatching.mismatch(
                    expected: JSONMatching.substitute(expected, variables), actual: actual)
                {
                    failures.append("\(label): \(problem)\n  actual: \(actual.serialized())")
                    break
                }
            } else if let file = step["writeFile"] {
                let path = JSONMatching.replace(file["path"]?.stringValue ?? "", variables)
                try? write(file["text"]?.stringValue ?? "", to: path)
            } else if step["closeInput"] != nil {
                server.closeInput()
            } else if let code = step["expectExit"]?.intValue {
                exited = true
                guard let status = server.waitForExit() else {
                    failures.append("\(label): the server did not exit")
                    break
                }
                if status != code { failures.append("\(label): exit status \(status), expected \(code)") }
                for extra in server.remainingMessages() {
                    failures.append("\(label): unexpected message after the last expectation: \(extra.serialized())")
                }
            } else {
                failures.append("\(label): unknown step \(step.serialized())")
            }
        }
        if !exited, failures.isEmpty { failures.append("\(name): the last step must be expectExit") }
        if !exited { server.process.terminate() }
        if isRecording, failures.isEmpty, case .object(var object) = fixture {
            object["steps"] = .array(steps)
            try? Data((JSONMatching.pretty(.object(object)) + "\n").utf8).write(to: file)
        }
        return failures
    }

    private static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Puts the placeholders back into a recorded message.
    private static func unsubstitute(_ value: JSONValue, _ variables: [(String, String)]) -> JSONValue {
        JSONMatching.substitute(value, variables.map { ($0.1, $0.0) })
    }
}
