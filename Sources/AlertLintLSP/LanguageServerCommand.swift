import AlertLintCore
import Foundation

/// `alertlint lsp`: the Language Server Protocol 3.17 over stdin/stdout.
public enum LanguageServerCommand {
    public static let usage = """
        usage: alertlint lsp [--stdio] [--max-message-bytes N] [--clientProcessId PID] [--verbose]

        Speaks the Language Server Protocol over standard input and output. Logs go to standard error.
          --max-message-bytes N  skip messages longer than N bytes (default 67108864)
          --clientProcessId PID  exit when this process ends (initialize's processId also counts)
          --verbose              log what the server does to standard error
        """

    /// Serves until `exit` (0 after `shutdown`, 1 without), end of input, or the death of the
    /// client process named in `initialize`.
    public static func run(arguments: [String]) -> Int32 {
        var maxMessageBytes = MessageReader.defaultMaxMessageBytes
        var clientProcessID: Int32?
        let log = ServerLog()
        var index = 0
        // Clients spell options either way: `--name value` or `--name=value`.
        let split = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }
        while index < split.count {
            switch split[index] {
            case "--stdio": break
            case "--clientProcessId":
                index += 1
                guard index < split.count, let pid = Int32(split[index]), pid > 0 else {
                    log.error("--clientProcessId needs a process id")
                    return 2
                }
                clientProcessID = pid
            case "--verbose": log.verbose = true
            case "--max-message-bytes":
                index += 1
                guard index < split.count, let value = Int(split[index]), value > 0 else {
                    log.error("--max-message-bytes needs a positive integer")
                    return 2
                }
                maxMessageBytes = value
            case "-h", "--help":
                SystemIO.write(1, Array((usage + "\n").utf8))
                return 0
            case let other:
                log.error("unknown option '\(other)'\n\(usage)")
                return 2
            }
            index += 1
        }
        SystemIO.ignoreBrokenPipe()
        SystemIO.keepFreedMemory()
        SystemIO.enlargePipe(1)
        return serve(
            reader: MessageReader(fileDescriptor: 0, maxMessageBytes: maxMessageBytes),
            writer: MessageWriter(fileDescriptor: 1), log: log, clientProcessID: clientProcessID)
    }

    static func serve(reader: MessageReader, writer: MessageWriter, log: ServerLog, clientProcessID: Int32?) -> Int32 {
        let done = DispatchSemaphore(value: 0)
        let exitCode = ExitCodeBox()
        let server = LanguageServer(writer: writer, log: log) { code in
            exitCode.set(code)
            done.signal()
        }
        if let clientProcessID {
            server.queue.async {
                server.clientProcessID = clientProcessID
                server.startWatchingClientProcess()
            }
        }
        let readerThread = Thread { readLoop(reader, into: server) }
        readerThread.stackSize = 1 << 20
        readerThread.start()
        done.wait()
        return exitCode.value
    }

    /// Reads messages and hands them to the server queue in order. Everything already buffered is
    /// taken in one batch and its `$/cancelRequest`s and `didChange`s are noted first, so a
    /// request cancelled by a message right behind it is answered RequestCancelled, and a change
    /// with another one right behind it is not linted.
    private static func readLoop(_ reader: MessageReader, into server: LanguageServer) {
        while true {
            let batch = [reader.next()] + reader.drainBuffered()
            var events: [IncomingEvent] = []
            var ended = false
            for event in batch {
                switch event {
                case .message(let bytes):
                    do {
                        let value = try JSONParser.parse(bytes)
                        if value["method"] == "$/cancelRequest", let id = value["params"]?["id"].flatMap(RequestID.init) {
                            server.cancellations.insert(id)
                        }
                        if let uri = PendingChanges.changedURI(value) { server.pendingChanges.arrived(uri) }
                        events.append(.json(value))
                    } catch {
                        events.append(.parseError(error))
                    }
                case .framingError(let message): events.append(.framingError(message))
                case .tooLarge(let declared): events.append(.tooLarge(declared))
                case .endOfInput(let midMessage):
                    events.append(.endOfInput(midMessage: midMessage))
                    ended = true
                }
            }
            let delivered = events
            server.queue.async {
                for event in delivered { server.handle(event) }
            }
            if ended { return }
        }
    }
}

/// The exit code, written by the server queue and read by the waiting thread after the signal.
private final class ExitCodeBox: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var code: Int32 = 1

    func set(_ value: Int32) {
        lock.lock()
        code = value
        lock.unlock()
    }

    var value: Int32 {
        lock.lock()
        defer { lock.unlock() }
        return code
    }
}
