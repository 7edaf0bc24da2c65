import AlertLintCore
import Foundation

/// Writes framed messages to one file descriptor. Every message goes out in a single write under
/// a lock, so messages sent from different threads never interleave.
public final class MessageWriter: @unchecked Sendable {
    // @unchecked: the only mutable state, `isBroken`, is read and written under `lock`.
    private let descriptor: Int32
    private let lock = NSLock()
    private var isBroken = false

    public init(fileDescriptor: Int32) {
        descriptor = fileDescriptor
    }

    public func send(_ message: JSONValue) {
        let data = Self.frame(message)
        lock.lock()
        defer { lock.unlock() }
        guard !isBroken else { return }
        if !SystemIO.write(descriptor, data) { isBroken = true }
    }

    /// Sends a message whose JSON body is already serialized: the header and the body in two
    /// writes under one lock, so a large body is not copied once more to put the header first.
    public func send(body: [UInt8]) {
        let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        lock.lock()
        defer { lock.unlock() }
        guard !isBroken else { return }
        if !SystemIO.write(descriptor, header) || !SystemIO.write(descriptor, body) { isBroken = true }
    }

    /// `Content-Length: N\r\n\r\n` followed by the compact JSON body.
    public static func frame(_ message: JSONValue) -> [UInt8] {
        let body = message.serializedBytes()
        var data = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(contentsOf: body)
        return data
    }
}

/// Diagnostics about the server itself go to stderr, never stdout (stdout carries only protocol).
public final class ServerLog: @unchecked Sendable {
    // @unchecked: writes are serialised by `lock`; `verbose` is set once before any thread starts.
    private let lock = NSLock()
    private let descriptor: Int32
    var verbose = false

    public init(fileDescriptor: Int32 = 2) {
        descriptor = fileDescriptor
    }

    public func info(_ text: String) {
        guard verbose else { return }
        write("alertlint-lsp: \(text)")
    }

    public func error(_ text: String) {
        write("alertlint-lsp: error: \(text)")
    }

    /// A `PhaseTimer` line, written whatever `verbose` says (the timing switch asked for it).
    func timing(_ text: String) {
        write("alertlint-lsp: \(text)")
    }

    private func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        SystemIO.write(descriptor, Array((line + "\n").utf8))
    }
}
