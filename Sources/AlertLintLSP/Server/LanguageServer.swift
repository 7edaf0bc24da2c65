import AlertLintCore
import Foundation

/// The server's state and message dispatch.
///
/// Every stored property is read and written only on `queue`, a serial queue: the reader thread
/// and the parent-process watcher hand work over with `queue.async` and touch nothing else. That
/// confinement is why the class can be `@unchecked Sendable`. `cancellations` and
/// `pendingChanges` are shared with the reader thread (it notes a cancel or a change as soon as it
/// reads one, before the queue gets there); each has its own lock.
final class LanguageServer: @unchecked Sendable {
    enum Phase { case uninitialized, running, shuttingDown }

    let queue = DispatchQueue(label: "alertlint.lsp.server")
    let writer: MessageWriter
    let log: ServerLog
    let cancellations = CancellationSet()
    let pendingChanges = PendingChanges()
    private let onFinish: @Sendable (Int32) -> Void

    var phase = Phase.uninitialized
    var capabilities = ClientCapabilities()
    var encoding: PositionEncoding { capabilities.positionEncoding }
    var documents: [String: OpenDocument] = [:]
    /// The open documents that keep their lint between requests.
    var hot = HotDocuments()
    /// Workspace folder paths (file system paths, not URIs).
    var workspaceFolders: [String] = []
    var configuration = ConfigurationState()
    var trace = "off"
    var locale: String?
    var localization = LocalizationState()
    var clientProcessID: Int32?
    var parentWatcher: DispatchSourceTimer?
    var outgoing = OutgoingRequests()
    /// The last publication for the document being typed in (see `PublishedDiagnostics`).
    var lastPublication: PublishedDiagnostics?
    /// Set while a `didChange` runs when `ALERTLINT_LSP_TIMING=1`.
    var timer: PhaseTimer?
    /// Bumped by every change; a scheduled memory release runs only if no change came after it.
    var memoryReleaseTicket = 0
    private var finished = false

    init(writer: MessageWriter, log: ServerLog, onFinish: @escaping @Sendable (Int32) -> Void) {
        self.writer = writer
        self.log = log
        self.onFinish = onFinish
    }

    // MARK: Incoming

    /// Runs on `queue`.
    func handle(_ event: IncomingEvent) {
        guard !finished else { return }
        switch event {
        case .json(let value):
            // Every didChange the reader counted is uncounted here, valid or not.
            let laterChanges = PendingChanges.changedURI(value).map(pendingChanges.handled) ?? 0
            handle(RPCMessage(value), laterChanges: laterChanges)
        case .parseError(let error):
            send(RPC.response(id: nil, error: RPCError(.parseError, "invalid JSON at \(error.description)")))
        case .framingError(let message):
            logError("bad message header: \(message)")
        case .tooLarge(let declared):
            logError("skipped a message of \(declared) bytes: longer than the limit")
        case .endOfInput(let midMessage):
            if midMessage { log.error("input ended in the middle of a message") }
            finish(phase == .shuttingDown ? 0 : 1)
        }
    }

    private func handle(_ message: RPCMessage, laterChanges: Int) {
        switch message {
        case .invalid(let id, let reason):
            send(RPC.response(id: id, error: RPCError(.invalidRequest, reason)))
        case .response(let id, let result, let error):
            if let completion = outgoing.take(id: id) { completion(error == nil ? (result ?? .null) : nil) }
        case .notification(let method, let params):
            handleNotification(method, params, laterChanges: laterChanges)
        case .request(let id, let method, let params):
            if cancellations.remove(id) {
                send(RPC.response(id: id, error: RPCError(.requestCancelled, "request \(id) was cancelled")))
                return
            }
            let started = DispatchTime.now()
            do throws(RPCError) {
                let result = try handleRequest(method, params)
                send(RPC.response(id: id, result: result))
            } catch {
                send(RPC.response(id: id, error: error))
            }
            traceRequest(method, id: id, started: started)
        }
    }

    private func handleRequest(_ method: String, _ params: JSONValue?) throws(RPCError) -> JSONValue {
        if method == "initialize" { return try initialize(params) }
        switch phase {
        case .uninitialized:
            throw RPCError(.serverNotInitialized, "the server has not been initialized; send 'initialize' first")
        case .shuttingDown:
            throw RPCError(.invalidRequest, "the server is shutting down; only 'exit' is accepted")
        case .running:
            break
        }
        switch method {
        case "shutdown":
            phase = .shuttingDown
            return .null
        case "textDocument/diagnostic": return try documentDiagnostic(params)
        case "workspace/diagnostic": return try workspaceDiagnostic(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "codeAction/resolve": return try resolveCodeAction(params)
        case "textDocument/hover": return try hover(params)
        default: throw RPCError(.methodNotFound, "unknown method '\(method)'")
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?, laterChanges: Int) {
        if method == "exit" {
            finish(phase == .shuttingDown ? 0 : 1)
            return
        }
        // Before initialize every notification but exit is dropped, as the spec says.
        guard phase != .uninitialized else { return }
        do throws(RPCError) {
            switch method {
            case "initialized": didInitialize()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params, publish: laterChanges == 0)
            case "textDocument/didClose": try didClose(params)
            case "textDocument/didSave": try didSave(params)
            case "workspace/didChangeConfiguration": didChangeConfiguration(params)
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            case "workspace/didChangeWorkspaceFolders": try didChangeWorkspaceFolders(params)
            case "$/setTrace": trace = params?["value"]?.stringValue ?? trace
            case "$/cancelRequest":
                // Any request it names has been handled by now (the queue is in order): forget it.
                if let id = params?["id"].flatMap(RequestID.init) { _ = cancellations.remove(id) }
            default:
                // Unknown notifications (including `$/` ones) are ignored, as the spec asks.
                break
            }
        } catch {
            logError("\(method): \(error.message)")
        }
    }

    // MARK: Outgoing

    func send(_ message: JSONValue) {
        writer.send(message)
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(RPC.notification(method, params))
    }

    /// Sends a request to the client; `completion` runs on `queue` with the result, or nil on error.
    func request(_ method: String, _ params: JSONValue, completion: @escaping (JSONValue?) -> Void) {
        let id = outgoing.register(completion)
        send(RPC.request(id: id, method, params))
    }

    /// `window/logMessage` (1 error, 2 warning, 3 info, 4 log) and the same line on stderr.
    func logMessage(_ type: Int, _ text: String) {
        if type == 1 { log.error(text) } else { log.info(text) }
        notify("window/logMessage", ["type": .integer(type), "message": .string(text)])
    }

    func logError(_ text: String) { logMessage(1, text) }

    func showMessage(_ type: Int, _ text: String) {
        log.error(text)
        notify("window/showMessage", ["type": .integer(type), "message": .string(text)])
    }

    private func traceRequest(_ method: String, id: RequestID, started: DispatchTime) {
        guard trace != "off" else { return }
        let micros = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000
        var params: JSONValue = ["message": .string("handled '\(method) - (\(id))' in \(micros) µs")]
        if trace == "verbose" { params = ["message": .string("handled '\(method) - (\(id))'"), "verbose": .string("\(micros) µs")] }
        notify("$/logTrace", params)
    }

    /// Stops serving; the command returns `code` from `run`.
    func finish(_ code: Int32) {
        guard !finished else { return }
        finished = true
        parentWatcher?.cancel()
        onFinish(code)
    }
}

/// What the reader thread hands to the server.
enum IncomingEvent: Sendable {
    case json(JSONValue)
    case parseError(JSONParseError)
    case framingError(String)
    case tooLarge(Int)
    case endOfInput(midMessage: Bool)
}

/// Ids of requests the client cancelled before the server reached them. Shared between the
/// reader thread (which sees `$/cancelRequest` as soon as it arrives) and the server queue.
final class CancellationSet: @unchecked Sendable {
    // @unchecked: `ids` is only touched under `lock`.
    private let lock = NSLock()
    private var ids: Set<RequestID> = []

    func insert(_ id: RequestID) {
        lock.lock()
        ids.insert(id)
        lock.unlock()
    }

    /// Removes `id`; true when it was there.
    func remove(_ id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return ids.remove(id) != nil
    }
}

/// How many `didChange` notifications per document the reader has seen and the server has not
/// yet handled. While typing outruns linting, only the last change of a burst is linted and
/// published; the ones before it would be stale on arrival.
final class PendingChanges: @unchecked Sendable {
    // @unchecked: `counts` is only touched under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The document a message changes, when it is a `didChange`.
    static func changedURI(_ message: JSONValue) -> String? {
        guard message["method"] == "textDocument/didChange" else { return nil }
        return message["params"]?["textDocument"]?["uri"]?.stringValue
    }

    func arrived(_ uri: String) {
        lock.lock()
        counts[uri, default: 0] += 1
        lock.unlock()
    }

    /// Marks one change of `uri` handled; returns how many are still waiting.
    func handled(_ uri: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let remaining = max(0, (counts[uri] ?? 0) - 1)
        counts[uri] = remaining == 0 ? nil : remaining
        return remaining
    }
}

/// Requests the server sent to the client and is waiting on.
struct OutgoingRequests {
    private var nextID = 1
    private var pending: [RequestID: (JSONValue?) -> Void] = [:]

    mutating func register(_ completion: @escaping (JSONValue?) -> Void) -> RequestID {
        let id = RequestID.string("alertlint-\(nextID)")
        nextID += 1
        pending[id] = completion
        return id
    }

    /// The completion waiting for `id` (called by the server after this returns, so it may
    /// send further requests).
    mutating func take(id: RequestID) -> ((JSONValue?) -> Void)? {
        pending.removeValue(forKey: id)
    }
}
