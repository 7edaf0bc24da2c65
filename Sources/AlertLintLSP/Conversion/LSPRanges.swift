import AlertLintCore

/// Byte ranges of the engine as LSP ranges, columns in the negotiated encoding.
struct LSPConverter {
    let source: SourceText
    let encoding: PositionEncoding

    func position(_ offset: Int) -> JSONValue {
        let position = source.position(of: offset, in: encoding)
        return ["line": .integer(position.line), "character": .integer(position.column)]
    }

    func range(_ range: ByteRange) -> JSONValue {
        ["start": position(range.start), "end": position(range.end)]
    }

    func offset(_ position: LinePosition) -> Int {
        source.offset(of: position, in: encoding)
    }

    func textEdit(_ edit: TextEdit) -> JSONValue {
        ["range": range(edit.range), "newText": .string(edit.replacement)]
    }

    /// One edit turning this source into `target`: the bytes between their common prefix and
    /// suffix, with both ends moved to scalar (and CRLF) boundaries so every encoding can spell them.
    func minimalEdit(to target: [UInt8]) -> TextEdit? {
        let old = source.bytes
        guard old != target else { return nil }
        var prefix = 0
        let limit = min(old.count, target.count)
        while prefix < limit, old[prefix] == target[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] == target[target.count - 1 - suffix] { suffix += 1 }
        while prefix > 0, !Self.isBoundary(old, prefix) || !Self.isBoundary(target, prefix) { prefix -= 1 }
        while suffix > 0, !Self.isBoundary(old, old.count - suffix) || !Self.isBoundary(target, target.count - suffix) {
            suffix -= 1
        }
        let replacement = String(decoding: target[prefix..<(target.count - suffix)], as: UTF8.self)
        return TextEdit(ByteRange(prefix, old.count - suffix), replacement)
    }

    /// Not inside a multi-byte scalar and not between `\r` and `\n`.
    private static func isBoundary(_ bytes: [UInt8], _ offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return true }
        if bytes[offset] & 0xC0 == 0x80 { return false }
        return !(bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A)
    }
}
