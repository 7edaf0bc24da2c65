/// Splits a byte stream into LSP messages: `Header: value\r\n` lines, a blank line, then exactly
/// Content-Length bytes of body.
///
/// Bodies are collected as they arrive, never allocated from the declared length, so a lying
/// Content-Length costs only the bytes really sent; bodies over `maxMessageBytes` are skipped.
public final class MessageReader: @unchecked Sendable {
    // @unchecked: a reader is used by one thread at a time; the server creates it and hands it
    // to the reader thread, which alone calls `next()` from then on.
    public enum Event: Equatable {
        case message([UInt8])
        /// Headers that cannot frame a message (the reader has skipped them and goes on).
        case framingError(String)
        /// A message longer than the limit, skipped.
        case tooLarge(declared: Int)
        /// The input ended; `midMessage` when a message was cut short.
        case endOfInput(midMessage: Bool)
    }

    public static let defaultMaxMessageBytes = 64 * 1024 * 1024
    /// A header section longer than this is garbage, not headers.
    static let maxHeaderBytes = 64 * 1024

    private let source: () -> [UInt8]
    private let maxMessageBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the blank line resumes, so a slow trickle of header bytes stays linear.
    private var headerScan = 0
    private var pending: [Event] = []
    private var finished = false

    /// Reads from a file descriptor (stdin is 0).
    public convenience init(fileDescriptor: Int32, maxMessageBytes: Int = defaultMaxMessageBytes) {
        self.init(maxMessageBytes: maxMessageBytes) { SystemIO.read(fileDescriptor, capacity: 65_536) }
    }

    /// Reads chunks from `source`; an empty chunk means end of input.
    public init(maxMessageBytes: Int = defaultMaxMessageBytes, source: @escaping () -> [UInt8]) {
        self.maxMessageBytes = maxMessageBytes
        self.source = source
    }

    /// The next event; after `.endOfInput` it keeps returning `.endOfInput`.
    public func next() -> Event {
        if !pending.isEmpty { return pending.removeFirst() }
        if finished { return .endOfInput(midMessage: false) }
        while true {
            if let event = extractFromBuffer() { return event }
            let chunk = source()
            if chunk.isEmpty {
                finished = true
                let cut = body != nil || (start < buffer.count && !buffer[start...].allSatisfy(Self.isWhitespace))
                buffer = []
                start = 0
                return .endOfInput(midMessage: cut)
            }
            compact()
            buffer.append(contentsOf: chunk)
        }
    }

    /// Every complete event already buffered, without reading more (used to see a
    /// `$/cancelRequest` that arrived together with the request it cancels).
    public func drainBuffered() -> [Event] {
        var events = pending
        pending = []
        while let event = extractFromBuffer() { events.append(event) }
        return events
    }

    private enum BodyState {
        case collecting(length: Int)
        case skipping(remaining: Int)
    }

    private var body: BodyState?

    private func extractFromBuffer() -> Event? {
        while true {
            if let state = body {
                switch state {
                case .collecting(let length):
                    guard buffer.count - start >= length else { return nil }
                    let message = Array(buffer[start..<(start + length)])
                    start += length
                    headerScan = start
                    body = nil
                    return .message(message)
                case .skipping(let remaining):
                    let available = min(remaining, buffer.count - start)
                    start += available
                    headerScan = start
                    if available < remaining {
                        body = .skipping(remaining: remaining - available)
                        return nil
                    }
                    body = nil
                    continue
                }
            }
            guard let headerEnd = findHeaderEnd() else {
                if buffer.count - start > Self.maxHeaderBytes {
                    // Keep the tail: a real header may be starting there.
                    start = buffer.count - 3
                    headerScan = start
                    return .framingError("header section longer than \(Self.maxHeaderBytes) bytes without a blank line; skipped")
                }
                return nil
            }
            let header = Array(buffer[start..<headerEnd])
            start = headerEnd + 4
            headerScan = start
            let parsed = HeaderParser.parse(header)
            switch parsed {
            case .failure(let message):
                return .framingError(message)
            case .success(let length, let warning):
                if length > maxMessageBytes {
                    body = .skipping(remaining: length)
                    if let warning { pending.append(.framingError(warning)) }
                    return .tooLarge(declared: length)
                }
                body = .collecting(length: length)
                if let warning { return .framingError(warning) }
            }
        }
    }

    /// Offset of the `\r\n\r\n` that ends the headers, if buffered.
    private func findHeaderEnd() -> Int? {
        // Blank lines between messages (some clients add them) are not headers.
        while start + 1 < buffer.count, buffer[start] == 0x0D, buffer[start + 1] == 0x0A {
            start += 2
        }
        var index = max(headerScan, start)
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        headerScan = max(start, index)
        return nil
    }

    private func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            headerScan -= start
            start = 0
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
