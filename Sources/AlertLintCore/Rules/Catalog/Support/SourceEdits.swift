/// Turning edits of decoded copy into edits of the source, keeping each literal's own spelling.
extension TextValue {
    /// Source edits that make `edits` to `text`, or nil when the literal is a key that
    /// translations are filed under (see `literalEdits`).
    func sourceEdits(_ edits: [CopyEdit]) -> [TextEdit]? {
        keyHasTranslations ? nil : literalEdits(edits)
    }

    /// The edits of the literals that make `edits` to `text`, or nil when one of them falls on an
    /// interpolation, an escape, a seam between literals, or text the literals do not spell.
    private func literalEdits(_ edits: [CopyEdit]) -> [TextEdit]? {
        guard let text, !edits.isEmpty, !literals.isEmpty else { return nil }
        var starts: [Int] = []
        var total = 0
        for literal in literals {
            starts.append(total)
            total += literal.value.utf8.count
        }
        guard total == text.utf8.count, literals.map(\.value).joined() == text else { return nil }
        var result: [TextEdit] = []
        for edit in edits {
            guard !edit.range.isEmpty,
                let index = literals.indices.first(where: {
                    starts[$0] <= edit.range.lowerBound
                        && edit.range.upperBound <= starts[$0] + literals[$0].value.utf8.count
                })
            else { return nil }
            let literal = literals[index]
            let local = (edit.range.lowerBound - starts[index])..<(edit.range.upperBound - starts[index])
            guard let range = literal.sourceRange(forValueUTF8: local) else { return nil }
            result.append(TextEdit(range, literal.spelled(edit.replacement)))
        }
        return result
    }

    /// The source bytes that spell `range` of `text`, when one literal spells them verbatim.
    func sourceRange(forTextUTF8 range: Range<Int>) -> ByteRange? {
        literalEdits([CopyEdit(range, "")])?.first?.range
    }

    /// Source edits that replace the whole text with `replacement`: possible only when the text is
    /// one literal with no interpolation whose characters are spelled verbatim.
    func sourceEditsReplacingAll(with replacement: String) -> [TextEdit]? {
        guard let text, !text.isEmpty, literals.count == 1, let literal = literals.first,
            !literal.hasInterpolation
        else { return nil }
        return sourceEdits([CopyEdit(0..<text.utf8.count, replacement)])
    }
}

extension TextValue {
    /// The fix that makes `edits` to this copy, or none when they can't be made in the source.
    /// Editing a localized string changes its lookup key and loses its translations, so such a
    /// fix is never safe.
    func fixes(_ title: String, _ safety: Fix.Safety, _ edits: [CopyEdit]) -> [Fix] {
        guard let sourceEdits = sourceEdits(edits) else { return [] }
        return [Fix(title: title, safety: isLocalized ? .unsafe : safety, edits: sourceEdits)]
    }

    /// The fix that replaces the whole copy with `replacement` (see `sourceEditsReplacingAll`).
    func fixes(_ title: String, _ safety: Fix.Safety, replacingAllWith replacement: String) -> [Fix] {
        guard let sourceEdits = sourceEditsReplacingAll(with: replacement) else { return [] }
        return [Fix(title: title, safety: isLocalized ? .unsafe : safety, edits: sourceEdits)]
    }
}

/// Edits that change code around the copy: roles, reordering, inserted statements.
enum CodeEdits {
    /// The edit that gives `action` the `role` (`cancel` or `destructive`): replacing the spelled
    /// role, or inserting the argument the API takes. Nil when neither is possible.
    static func role(
        _ role: AlertAction.Role, for action: AlertAction, in site: AlertSite,
        source: SourceText
    ) -> TextEdit? {
        if let range = action.roleRange {
            let written = source.text(range)
            return TextEdit(range, written.hasPrefix(".") ? ".\(role.rawValue)" : role.rawValue)
        }
        guard let offset = action.roleInsertionOffset else { return nil }
        switch site.framework {
        case .uikit: return TextEdit(ByteRange(offset, offset), ", style: .\(role.rawValue)")
        case .swiftui: return TextEdit(ByteRange(offset, offset), ", role: .\(role.rawValue)")
        case .appkit: return nil
        }
    }

    /// Edits that swap the statements adding two actions, or nil when moving them would read a
    /// name before it is declared.
    static func swap(_ first: AlertAction, _ second: AlertAction, source: SourceText) -> [TextEdit]? {
        let a = first.statementRange, b = second.statementRange
        guard !a.isEmpty, !b.isEmpty, !a.overlaps(b), a.end <= source.count, b.end <= source.count,
            keepsDeclarationsBeforeUses(swapping: a, b, in: source)
        else { return nil }
        return [TextEdit(a, source.text(b)), TextEdit(b, source.text(a))]
    }

    /// After the swap the code reads `late`, then what lay between, then `early`: nothing may read a
    /// name `early` declares (`let cancel = alert.addButton(…)` then `cancel.keyEquivalent = …`),
    /// and `late` may not read a name declared between them.
    private static func keepsDeclarationsBeforeUses(swapping a: ByteRange, _ b: ByteRange, in source: SourceText) -> Bool {
        let (early, late) = a.start < b.start ? (a, b) : (b, a)
        let tokens = Tokenizer.tokenize(source).code
        func names(in range: ByteRange) -> (declared: Set<String>, read: Set<String>) {
            var declared = Set<String>(), read = Set<String>()
            var previous: Token?
            for token in tokens where token.range.start >= range.start && token.range.end <= range.end {
                if token.kind == .identifier {
                    let name = source.text(token.range)
                    if let previous, previous.kind == .keyword, ["let", "var"].contains(source.text(previous.range)) {
                        declared.insert(name)
                    } else {
                        read.insert(name)
                    }
                }
                previous = token
            }
            return (declared, read)
        }
        let first = names(in: early), middle = names(in: ByteRange(early.end, late.start)), last = names(in: late)
        return first.declared.isDisjoint(with: middle.read.union(last.read)) && middle.declared.isDisjoint(with: last.read)
    }

    /// The white space that starts the line holding `offset`.
    static func indentation(at offset: Int, in source: SourceText) -> String {
        let line = source.line(containing: offset)
        let start = source.lineStarts[line]
        var end = start
        while end < source.count, source.bytes[end] == 0x20 || source.bytes[end] == 0x09 { end += 1 }
        return source.text(ByteRange(start, end))
    }
}
