import AlertLintCore
import AlertLintLSP
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `alertlint lsp` in a real process, spoken to over real pipes.
final class ServerProcess: @unchecked Sendable {
    // @unchecked: `received`, `outputClosed` and `stderrData` are guarded by `condition`.
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var outputClosed = false
    private var stderrData = Data()
    private var stderrClosed = false

    /// The folder holding the test bundle holds the executable too (`.build/<config>/alertlint`).
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("alertlint")
            }
        #endif
        let besideBundle = Bundle.main.bundleURL.appendingPathComponent("alertlint")
        if FileManager.default.isExecutableFile(atPath: besideBundle.path) { return besideBundle }
        return packageRoot.appendingPathComponent(".build/debug/alertlint")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    init(arguments: [String] = [], directory: URL? = nil) throws {
        // A server that exits while we still write must not kill the test run with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = Self.executable
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = directory ?? Self.packageRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let reader = Thread { [self] in readMessages(MessageReader(fileDescriptor: descriptor)) }
        reader.start()
        let errorReader = Thread { [self] in
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            condition.lock()
            stderrData = data
            stderrClosed = true
            condition.broadcast()
            condition.unlock()
        }
        errorReader.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func readMessages(_ reader: MessageReader) {
        while true {
            let event = reader.next()
            condition.lock()
            switch event {
            case .message(let bytes):
                do {
                    received.append(try JSONParser.parse(bytes))
                } catch {
                    received.append(["unparsable server output": .string(String(decoding: bytes, as: UTF8.self))])
                }
            case .framingError(let message):
                received.append(["bad framing from the server": .string(message)])
            case .tooLarge(let declared):
                received.append(["bad framing from the server": .string("\(declared) bytes")])
            case .endOfInput:
                outputClosed = true
            }
            condition.broadcast()
            condition.unlock()
            if outputClosed { return }
        }
    }

    func send(_ message: JSONValue) {
        sendRaw(MessageWriter.frame(message))
    }

    func sendRaw(_ bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// The next message from the server, or nil when none arrives within `timeout` seconds.
    func next(timeout: TimeInterval = 10) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while received.isEmpty, !outputClosed {
            if !condition.wait(until: deadline) { break }
        }
        return received.isEmpty ? nil : received.removeFirst()
    }

    /// The next message that is not a notification of `skipping` methods.
    func next(skipping methods: Set<String>, timeout: TimeInterval = 10) -> JSONValue? {
        while let message = next(timeout: timeout) {
            if let method = message["method"]?.stringValue, methods.contains(method) { continue }
            return message
        }
        return nil
    }

    /// Sends a request and returns the response with its id, skipping anything sent before it.
    func request(_ id: Int, _ method: String, _ params: JSONValue?) -> JSONValue? {
        var message: JSONValue = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        if let params, case .object(var object) = message {
            object["params"] = params
            message = .object(object)
        }
        send(message)
        while let message = next() {
            if message["id"] == .integer(id), message["method"] == nil { return message }
        }
        return nil
    }

    func notify(_ method: String, _ params: JSONValue?) {
        var message: JSONValue = ["jsonrpc": "2.0", "method": .string(method)]
        if let params, case .object(var object) = message {
            object["params"] = params
            message = .object(object)
        }
        send(message)
    }

    /// The exit status, or nil if the server is still running after `timeout` seconds.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Messages left after the server closed its output (waits for the close).
    func remainingMessages(timeout: TimeInterval = 5) -> [JSONValue] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !outputClosed, condition.wait(until: deadline) {}
        let rest = received
        received = []
        return rest
    }

    /// Everything the server wrote to stderr (waits up to 5 seconds for it to close stderr).
    var standardError: String {
        let deadline = Date().addingTimeInterval(5)
        condition.lock()
        defer { condition.unlock() }
        while !stderrClosed, condition.wait(until: deadline) {}
        return String(decoding: stderrData, as: UTF8.self)
    }
}
