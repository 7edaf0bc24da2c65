/// `// alertlint:disable:next RULE[, RULE]`, `// alertlint:disable:this RULE`, and
/// `// alertlint:disable RULE` … `// alertlint:enable RULE` regions, read from comment tokens.
public struct Suppressions: Sendable {
    /// A suppression comment that names a rule nobody knows.
    public struct UnknownRule: Sendable, Hashable {
        public var name: String
        public var range: ByteRange
    }

    /// Per rule id ("all" for every rule): the line ranges (zero-based, inclusive) that are silenced.
    private var silenced: [String: [ClosedRange<Int>]] = [:]
    public private(set) var unknownRules: [UnknownRule] = []

    public static let marker = "alertlint:"
    private static let markerBytes = Array(marker.utf8)

    /// Whether no comment silences anything (the common case, which needs no look-up per finding).
    public var isEmpty: Bool { silenced.isEmpty }

    public init(tokens: [Token], source: SourceText, knownRuleIDs: Set<String>) {
        var openRegions: [String: Int] = [:]
        for token in tokens where token.isComment {
            guard let directive = Self.directive(in: token, source: source) else { continue }
            let line = source.line(containing: token.range.start)
            for name in directive.rules {
                if name.name != "all", !knownRuleIDs.contains(name.name) {
                    unknownRules.append(UnknownRule(name: name.name, range: name.range))
                    continue
                }
                switch directive.command {
                case "disable:next": silenced[name.name, default: []].append((line + 1)...(line + 1))
                case "disable:this": silenced[name.name, default: []].append(line...line)
                case "disable": openRegions[name.name] = openRegions[name.name] ?? line
                case "enable":
                    if let start = openRegions.removeValue(forKey: name.name) {
                        silenced[name.name, default: []].append(start...line)
                    }
                default: break
                }
            }
        }
        for (name, start) in openRegions {
            silenced[name, default: []].append(start...Int.max)
        }
    }

    public func isSilenced(ruleID: String, line: Int) -> Bool {
        for key in [ruleID, "all"] {
            if let ranges = silenced[key], ranges.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }

    /// The edit that silences `ruleID` on `line`: a `disable:next` comment on its own line above,
    /// indented like the line it silences.
    public static func disableEdit(ruleID: String, line: Int, in source: SourceText) -> TextEdit {
        let safeLine = min(max(0, line), source.lineCount - 1)
        let start = source.lineStarts[safeLine]
        var indentEnd = start
        while indentEnd < source.count, source.bytes[indentEnd] == 0x20 || source.bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indent = source.text(ByteRange(start, indentEnd))
        let newline = source.text(
            ByteRange(source.lineContentEnd(safeLine), safeLine + 1 < source.lineCount ? source.lineStarts[safeLine + 1] : source.count))
        return TextEdit(ByteRange(start, start), "\(indent)// \(marker)disable:next \(ruleID)\(newline.isEmpty ? "\n" : newline)")
    }

    private struct Name {
        var name: String
        var range: ByteRange
    }

    private struct Directive {
        var command: String
        var rules: [Name]
    }

    /// Parses `alertlint:COMMAND RULE, RULE` from a comment, with the byte range of each rule name.
    private static func directive(in token: Token, source: SourceText) -> Directive? {
        let bytes = source.bytes
        let marker = Self.markerBytes
        var start = token.range.start
        let end = token.range.end
        // Every comment of the file is searched on every keystroke: compare bytes in place.
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            var offset = start
            let last = min(end, buffer.count) - marker.count
            while offset <= last {
                if buffer[offset] == marker[0] {
                    var matched = 1
                    while matched < marker.count, buffer[offset + matched] == marker[matched] { matched += 1 }
                    if matched == marker.count { return offset }
                }
                offset += 1
            }
            return nil
        }
        guard let markerStart = found else { return nil }
        start = markerStart + marker.count
        var commandEnd = start
        while commandEnd < end, bytes[commandEnd] != 0x20, bytes[commandEnd] != 0x09, bytes[commandEnd] != 0x2A { commandEnd += 1 }
        let command = source.text(ByteRange(start, commandEnd))
        guard ["disable", "enable", "disable:next", "disable:this"].contains(command) else { return nil }
        var names: [Name] = []
        var position = commandEnd
        while position < end {
            while position < end, [0x20, 0x09, 0x2C].contains(bytes[position]) { position += 1 }
            let nameStart = position
            while position < end, Self.isRuleNameByte(bytes[position]) { position += 1 }
            guard position > nameStart else { break }
            names.append(Name(name: source.text(ByteRange(nameStart, position)), range: ByteRange(nameStart, position)))
        }
        return Directive(command: command, rules: names)
    }

    private static func isRuleNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || (byte >= 0x41 && byte <= 0x5A)
    }
}
