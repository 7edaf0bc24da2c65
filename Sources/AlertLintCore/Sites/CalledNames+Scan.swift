extension CalledNames {
    /// What a file that names no alert API shows the rest of the workspace, read off its tokens
    /// without an extraction pass: the name of every word followed by `(` (more than the calls
    /// that pass copy, which only makes a file surveyed or linted that had nothing to give), and
    /// each class it declares with the first type that class inherits from. What the lexer noted
    /// (`LexerNotes`) spares the walk of every token; a splice's tokens are walked.
    static func scan(_ tokenized: TokenizedSource, in source: SourceText) -> (names: CalledNames, superclasses: [String: String]) {
        let noted = tokenized.notes ?? walk(tokenized, in: source)
        var superclasses: [String: String] = [:]
        if !noted.classIndices.isEmpty {
            // Reads the words before each class body's brace, never a bracket's partner.
            let cursor = TokenCursor(tokenized, in: source, pairingBrackets: false)
            for index in noted.classIndices.map(Int.init) {
                guard let body = cursor.typeBody(declaredAt: index),
                    let inherited = cursor.inheritedType(ofClassAt: index, bodyOpen: body.open)
                else { continue }
                superclasses[body.name] = inherited
            }
        }
        return (CalledNames(hashes: noted.calledNameHashes), superclasses)
    }

    /// The same notes, read off the tokens (all but `declarationIndices`, which it does not read).
    static func walk(_ tokenized: TokenizedSource, in source: SourceText) -> LexerNotes {
        var noted = LexerNotes()
        let tokens = tokenized.code
        source.bytes.withUnsafeBufferPointer { buffer in
            for index in tokens.indices {
                let token = tokens[index]
                guard token.kind == .identifier || token.kind == .keyword else { continue }
                if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation,
                    buffer[tokens[index + 1].range.start] == UInt8(ascii: "(")
                {
                    let name = unquoted(token.range, in: buffer)
                    noted.calledNameHashes.append(ByteHash.of(UnsafeBufferPointer(rebasing: buffer[name.start..<name.end])))
                }
                if isClass(token.range, in: buffer) { noted.classIndices.append(Int32(index)) }
            }
        }
        return noted
    }

    /// The name without the backticks that let a keyword be one (`TokenCursor.nameRange`).
    private static func unquoted(_ range: ByteRange, in buffer: UnsafeBufferPointer<UInt8>) -> ByteRange {
        guard range.length >= 2, buffer[range.start] == UInt8(ascii: "`"), buffer[range.end - 1] == UInt8(ascii: "`") else { return range }
        return ByteRange(range.start + 1, range.end - 1)
    }

    /// `class` as `Extraction.visitTrigger` takes it: the five letters, a keyword or not.
    private static func isClass(_ range: ByteRange, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        range.length == 5 && buffer.baseAddress.map { Keywords.spells($0 + range.start, "class") } ?? false
    }
}
