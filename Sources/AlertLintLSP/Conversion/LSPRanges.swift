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
}
