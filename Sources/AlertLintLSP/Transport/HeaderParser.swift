/// Parses one LSP header section (without the final blank line).
enum HeaderParser {
    enum Outcome: Equatable {
        /// `warning` reports garbage skipped before a valid header.
        case success(contentLength: Int, warning: String?)
        case failure(String)
    }

    static func parse(_ bytes: [UInt8]) -> Outcome {
        let outcome = parseLines(split(bytes))
        // Bytes left over from a message with a lying Content-Length end up glued in front of the
        // next header; retry from a Content-Length inside a line so the stream resynchronises.
        if case .failure = outcome, let resync = lastContentLengthOffset(in: bytes),
            resync < 2 || bytes[resync - 2] != 0x0D || bytes[resync - 1] != 0x0A,
            case .success(let length, _) = parseLines(split(Array(bytes[resync...])))
        {
            return .success(contentLength: length, warning: "skipped \(resync) bytes of garbage before a header")
        }
        return outcome
    }

    private static func parseLines(_ lines: [[UInt8]]) -> Outcome {
        var contentLength: Int?
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), headerName(of: line) != nil else {
                return .failure("malformed header line '\(preview(line))'")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            guard name.lowercased() == "content-length" else {
                // Content-Type and any other header are allowed; the body is always UTF-8 JSON.
                continue
            }
            guard let length = parseLength(value) else {
                return .failure("invalid Content-Length '\(value)': expected a non-negative decimal integer")
            }
            if let previous = contentLength, previous != length {
                return .failure("conflicting Content-Length headers (\(previous) and \(length))")
            }
            contentLength = length
        }
        guard let contentLength else { return .failure("missing Content-Length header") }
        return .success(contentLength: contentLength, warning: nil)
    }

    private static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append(current)
                current = []
                index += 2
                continue
            }
            current.append(bytes[index])
            index += 1
        }
        lines.append(current)
        return lines
    }

    /// The header name when `line` starts with an HTTP token followed by a colon.
    private static func headerName(of line: [UInt8]) -> String? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        for byte in line[..<colon] {
            let isToken =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            if !isToken { return nil }
        }
        return String(decoding: line[..<colon], as: UTF8.self)
    }

    private static func lastContentLengthOffset(in bytes: [UInt8]) -> Int? {
        let needle = Array("content-length:".utf8)
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.count - needle.count
        while index > 0 {
            var matches = true
            for offset in 0..<needle.count {
                var byte = bytes[index + offset]
                if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
                if byte != needle[offset] { matches = false; break }
            }
            if matches { return index }
            index -= 1
        }
        return nil
    }

    /// Digits only, no sign, no overflow.
    private static func parseLength(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    private static func preview(_ line: [UInt8]) -> String {
        let text = String(decoding: line.prefix(60), as: UTF8.self)
        return line.count > 60 ? text + "…" : text
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
