/// The keys of a `.strings` table read for its keys alone (a translation no rule reads, most of
/// an app's table bytes), found by skipping from quote to quote over the UTF-8 bytes, eight at a
/// time: no decoded copy of the file, no line or column kept, no value decoded, and no string
/// made but for the keys a generated accessor may spell (`TableKeys`).
///
/// Only a plain file is read this way: UTF-8, `"key" = "value";` pairs, comments and ASCII white
/// space. Anything else (UTF-16, a property list, a bare word, a problem to report) gives `nil`,
/// and `StringsFileParser` reads the file whole, so the keys and the problems are always those
/// of the whole reading.
public enum StringsKeyScanner {
    public static func keys(_ bytes: [UInt8]) -> TableKeys? {
        bytes.withUnsafeBufferPointer(keys(utf8:))
    }

    /// The keys of UTF-8 text (a UTF-16 table once decoded).
    static func keys(utf8 buffer: UnsafeBufferPointer<UInt8>) -> TableKeys? {
        var scanner = Scanner(buffer: buffer)
        return scanner.keys()
    }

    private struct Scanner {
        let buffer: UnsafeBufferPointer<UInt8>
        var index = 0

        init(buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
            index = TextDecoding.utf8BOMLength(buffer)
        }

        mutating func keys() -> TableKeys? {
            // UTF-16, with or without its byte order mark, has a zero or 0xFF/0xFE in its first two bytes.
            if buffer.count >= 2, buffer[0] == 0 || buffer[1] == 0 || buffer[0] >= 0xFE { return nil }
            var keys = TableKeys()
            while true {
                guard skipTrivia() else { return nil }
                guard index < buffer.count else { return keys }
                guard let key = quoted(checkingUTF8: true), key.isValid else { return nil }
                guard skipTrivia(), index < buffer.count else { return nil }
                if buffer[index] == UInt8(ascii: ";") {
                    index += 1
                } else {
                    guard buffer[index] == UInt8(ascii: "="), advancePastTrivia(), quoted(checkingUTF8: false) != nil,
                        skipTrivia(), index < buffer.count, buffer[index] == UInt8(ascii: ";")
                    else { return nil }
                    index += 1
                }
                keys.add(UnsafeBufferPointer(rebasing: buffer[key.content]), escaped: key.escaped)
            }
        }

        /// Moves past the byte at `index` and the trivia after it.
        private mutating func advancePastTrivia() -> Bool {
            index += 1
            return skipTrivia() && index < buffer.count
        }

        /// ASCII white space and comments; false at a byte the whole reading must judge (non-ASCII
        /// white space, say). An unterminated block comment ends the file, as it does there.
        private mutating func skipTrivia() -> Bool {
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "*") {
                    var position = index + 2
                    while true {
                        position = SWAR.firstOffset(of: UInt8(ascii: "*"), or: UInt8(ascii: "*"), in: buffer, from: position)
                        guard position + 1 < buffer.count else { break }
                        if buffer[position + 1] == UInt8(ascii: "/") { break }
                        position += 1
                    }
                    index = min(buffer.count, position + 2)
                } else if byte == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "/") {
                    index = SWAR.firstOffset(of: 0x0A, or: 0x0A, in: buffer, from: index)
                } else {
                    return byte < 0x80
                }
            }
            return true
        }

        /// The quoted string at `index`: its content's bytes, whether an escape is in them and,
        /// `checkingUTF8` (a key), whether they are valid UTF-8 (which the whole reading repairs
        /// first: it decides what the key is then); `nil` when there is none to read so.
        private mutating func quoted(checkingUTF8: Bool) -> (content: Range<Int>, escaped: Bool, isValid: Bool)? {
            guard index < buffer.count, buffer[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var position = start
            var escaped = false
            while true {
                position = SWAR.firstOffset(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: buffer, from: position)
                guard position < buffer.count else { return nil }
                guard buffer[position] == UInt8(ascii: "\\") else { break }
                // The escaped character is walked past with its backslash.
                escaped = true
                position += 2
            }
            index = position + 1
            let content = UnsafeBufferPointer(rebasing: buffer[start..<position])
            let isValid =
                !checkingUTF8 || !SWAR.hasHighBit(in: content) || String(decoding: content, as: UTF8.self).utf8.elementsEqual(content)
            return (start..<position, escaped, isValid)
        }
    }
}

/// The keys of a table read for its keys alone: each one's hash (`TableKeys.hash`), which tells
/// whether a language has a key, and the text of those a generated accessor may spell
/// (`LocalizationTables.key(spelledAs:)`), the only ones whose text is asked for.
public struct TableKeys: Sendable, Equatable {
    public private(set) var hashes: [UInt64] = []
    /// The text of the keys an accessor may spell, one after the other, and where each ends with
    /// its hash: one buffer for a table, not a string for every key of every translation (most
    /// repeat the source language's keys, whose text is already known).
    private var spelledText: [UInt8] = []
    private var spelledEnds: [(end: Int, hash: UInt64)] = []

    public init() {}

    /// The keys of a list of them, as a scan of their table gives them.
    public init(_ keys: [String]) {
        for key in keys { add(key) }
    }

    public static func == (left: TableKeys, right: TableKeys) -> Bool {
        left.hashes == right.hashes && left.spelledText == right.spelledText
            && left.spelledEnds.elementsEqual(right.spelledEnds) { $0 == $1 }
    }

    /// The keys an accessor may spell, as strings.
    public var spelledKeys: [String] {
        var keys: [String] = []
        forEachSpelledKey { _, text in keys.append(String(decoding: text, as: UTF8.self)) }
        return keys
    }

    /// Each key an accessor may spell, with its hash, in the order read.
    func forEachSpelledKey(_ body: (UInt64, UnsafeBufferPointer<UInt8>) -> Void) {
        spelledText.withUnsafeBufferPointer { text in
            var start = 0
            for (end, hash) in spelledEnds {
                body(hash, UnsafeBufferPointer(rebasing: text[start..<end]))
                start = end
            }
        }
    }

    mutating func add(_ key: String) {
        var key = key
        key.withUTF8 { add($0, escaped: false) }
    }

    /// A key's content as written between its quotes (valid UTF-8).
    mutating func add(_ content: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        guard escaped else {
            let hash = ByteHash.of(content)
            hashes.append(hash)
            if Self.maySpell(content) {
                spelledText.append(contentsOf: content)
                spelledEnds.append((spelledText.count, hash))
            }
            return
        }
        var key = StringsEscapes.decode(content)
        key.withUTF8 { add($0, escaped: false) }
    }

    public static func hash(_ key: String) -> UInt64 { ByteHash.of(key) }

    /// ASCII without a space: the keys `CopyResolver.isIdentifierKey` may take, told apart here
    /// without a string made for every other key.
    private static func maySpell(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        !content.contains { $0 == 0x20 || $0 >= 0x80 }
    }
}
