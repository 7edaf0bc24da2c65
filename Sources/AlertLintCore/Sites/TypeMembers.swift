/// Copy a type keeps in members of its own, for an alert that shows a member by name:
/// `.alert(alertTitle, isPresented: $isShowing)` with `@State private var alertTitle = ""` set to
/// known copy in the type's functions, or a computed `var alertTitle: String { switch … }` or
/// `func alertTitle() -> String` whose every result is copy.
///
/// Only what the file shows entirely: a stored member must be `private` (`@State private var`),
/// so nothing outside the type assigns it, and one assignment the engine cannot follow
/// (`title += …`, `$title` bound to a field, a local of the same name in scope) makes it unknown.
/// Read on first use, in one walk over the tokens, so a file that never needs it pays nothing.
final class TypeMembers {
    struct Member {
        /// The token spans of every value it may hold (stored) or return (computed).
        var values: [ClosedRange<Int>] = []
        var isComputed = false
        /// Declared as `func name() -> T`: read where the code calls `name()`.
        var isFunction = false
        /// Assigned in a way the engine cannot follow.
        var isOpaque = false
    }

    private let cursor: TokenCursor
    private var table: [String: [String: Member]]?
    /// How many times a member was looked up: a function body that looked one up is not memoized
    /// (`ExtractionMemo`), as what the member holds depends on bytes outside it.
    private(set) var lookups = 0

    init(_ cursor: TokenCursor) {
        self.cursor = cursor
    }

    /// The spans of the values of member `name` of `type`; `nil` when it is no such member or
    /// not all of them can be seen.
    func values(of name: String, in type: String, called: Bool) -> [ClosedRange<Int>]? {
        lookups += 1
        if table == nil {
            var scan = Scan(cursor: cursor)
            table = scan.run()
        }
        guard let member = table?[type]?[name], !member.isOpaque, !member.values.isEmpty, member.isFunction == called else {
            return nil
        }
        return member.values
    }
}

/// The walk behind `TypeMembers`: declarations at the top level of type bodies, assignments and
/// local names in their functions.
private struct Scan {
    let cursor: TokenCursor

    /// An open `{`, with the innermost type and function body it is in (itself included), so
    /// that no token has to search the stack.
    private struct Scope {
        var close: Int
        var isTypeBody = false
        /// Index into `typeNames`: a plain value, so reading the top of the stack costs nothing.
        var type: Int?
        /// Index into `functions` of the innermost function body.
        var function: Int?
    }

    private struct Assignment {
        var type: Int
        var name: String
        var value: ClosedRange<Int>?
        var isBare: Bool
        var function: Int
    }

    private var table: [String: [String: TypeMembers.Member]] = [:]
    private var typeNames: [String] = []
    private var scopes: [Scope] = []
    /// Per function body: the names its parameters, locals and closure parameters declare.
    private var functions: [Set<String>] = []
    private var assignments: [Assignment] = []
    private var pendingType: (open: Int, name: String)?
    private var pendingFunction: (open: Int, names: Set<String>)?

    init(cursor: TokenCursor) {
        self.cursor = cursor
    }

    mutating func run() -> [String: [String: TypeMembers.Member]] {
        var index = 0
        while index < cursor.count {
            while let last = scopes.last, last.close < index { scopes.removeLast() }
            visit(index)
            index += 1
        }
        for assignment in assignments {
            let type = typeNames[assignment.type]
            guard var member = table[type]?[assignment.name], !member.isComputed else { continue }
            if assignment.isBare && functions[assignment.function].contains(assignment.name) || assignment.value == nil {
                member.isOpaque = true
            } else if let value = assignment.value {
                member.values.append(value)
            }
            table[type]?[assignment.name] = member
        }
        return table
    }

    private mutating func visit(_ index: Int) {
        let kind = cursor.tokens[index].kind
        if kind == .punctuation {
            guard cursor.isSymbol(index, UInt8(ascii: "{")), let close = cursor.closer(of: index) else { return }
            var scope = Scope(close: close, type: scopes.last?.type, function: scopes.last?.function)
            if let pending = pendingType, pending.open == index {
                scope.isTypeBody = true
                scope.type = typeNames.count
                typeNames.append(pending.name)
                scope.function = nil
            }
            if let pending = pendingFunction, pending.open == index {
                // A nested function sees the locals of the one around it.
                functions.append(pending.names.union(scope.function.map { functions[$0] } ?? []))
                scope.function = functions.count - 1
            }
            pendingType = nil
            pendingFunction = nil
            scopes.append(scope)
            return
        }
        let top = scopes.last
        if kind == .keyword {
            if cursor.isWord(index, "class") || cursor.isWord(index, "struct") || cursor.isWord(index, "enum")
                || cursor.isWord(index, "extension")
            {
                // Named as `Extraction.typeDeclared` names it, so both agree on the type.
                if let body = cursor.typeBody(declaredAt: index) { pendingType = body }
            } else if let top, top.isTypeBody, let type = top.type, cursor.isWord(index, "var") || cursor.isWord(index, "let") {
                propertyDeclared(index, in: typeNames[type])
            } else if cursor.isWord(index, "func") || cursor.isWord(index, "init") {
                functionDeclared(index, in: top?.isTypeBody == true ? top?.type.map { typeNames[$0] } : nil)
            } else if let function = top?.function, top?.type != nil {
                inFunctionKeyword(index, function: function)
            }
        } else if kind == .identifier, let function = top?.function, let type = top?.type {
            inFunction(index, function: function, type: type)
        }
    }

    /// `private var name = …`, `@State private var name: String = …`, `var name: String { … }`.
    private mutating func propertyDeclared(_ keyword: Int, in type: String) {
        let nameIndex = keyword + 1
        guard nameIndex < cursor.count, cursor.tokens[nameIndex].kind == .identifier else { return }
        let name = cursor.source.text(cursor.nameRange(nameIndex))
        let modifiers = self.modifiers(before: keyword)
        guard !modifiers.contains("static"), !modifiers.contains("class") else { return }
        let end = cursor.statementEnd(from: nameIndex)
        var token = nameIndex + 1
        while token <= end {
            if cursor.isOperator(token, "=") {
                guard modifiers.contains("private") else { return }
                var member = TypeMembers.Member()
                if token + 1 <= end { member.values = [(token + 1)...end] }
                table[type, default: [:]][name] = member
                return
            }
            if cursor.isSymbol(token, UInt8(ascii: "{")), let close = cursor.closer(of: token) {
                // Its body assigns like a function's (`Button { alertTitle = … }` in `body`).
                pendingFunction = (token, [])
                // `get`/`set` and observers make it more than a value; `{ … }` alone is computed.
                if cursor.isWord(token + 1, "get") || cursor.isWord(token + 1, "set") || cursor.isWord(token + 1, "willSet")
                    || cursor.isWord(token + 1, "didSet")
                {
                    return
                }
                var member = TypeMembers.Member(isComputed: true)
                if let values = results(token, close) { member.values = values } else { member.isOpaque = true }
                table[type, default: [:]][name] = member
                return
            }
            if let close = cursor.closer(of: token) { token = close }
            token += 1
        }
        // `private var title: String?` without a value: assigned later, or never.
        if modifiers.contains("private") {
            table[type, default: [:]][name] = TypeMembers.Member()
        }
    }

    /// The words and attributes before a declaration's keyword (`@State private`).
    private func modifiers(before keyword: Int) -> Set<String> {
        var found: Set<String> = []
        var index = keyword - 1
        while index >= 0, keyword - index <= 8 {
            let kind = cursor.tokens[index].kind
            guard kind == .keyword || kind == .attribute || kind == .identifier, !cursor.lineBreakAfter(index) || kind == .attribute
            else { break }
            // An identifier is a modifier only in a run of them (`nonisolated`, `lazy`).
            found.insert(cursor.text(index))
            index -= 1
        }
        return found
    }

    /// `func name() -> T {` at a type's top level: a computed member; any function or `init`: a
    /// body whose parameters are names in scope.
    private mutating func functionDeclared(_ keyword: Int, in type: String?) {
        var open = keyword + 1
        if cursor.isWord(keyword, "func") { open += 1 }
        while open < cursor.count, open < keyword + 16, !cursor.isSymbol(open, UInt8(ascii: "(")) {
            if cursor.isSymbol(open, UInt8(ascii: "{")) || cursor.isSymbol(open, UInt8(ascii: "}")) { return }
            open += 1
        }
        guard cursor.isSymbol(open, UInt8(ascii: "(")), let close = cursor.closer(of: open) else { return }
        var names: Set<String> = []
        var token = open + 1
        while token < close {
            // Each parameter's internal name is the last word before its `:`.
            if cursor.isSymbol(token, UInt8(ascii: ":")), cursor.isWord(token - 1) {
                names.insert(cursor.source.text(cursor.nameRange(token - 1)))
            }
            if let inner = cursor.closer(of: token) { token = inner }
            token += 1
        }
        var body = close + 1
        while body < cursor.count, body < close + 32, !cursor.isSymbol(body, UInt8(ascii: "{")) {
            if cursor.isSymbol(body, UInt8(ascii: "}")) || cursor.isSymbol(body, UInt8(ascii: ";")) { return }
            body += 1
        }
        guard cursor.isSymbol(body, UInt8(ascii: "{")), let bodyClose = cursor.closer(of: body) else { return }
        pendingFunction = (body, names)
        if let type, cursor.isWord(keyword, "func"), close == open + 1, cursor.isOperator(close + 1, "->"), cursor.isWord(keyword + 1) {
            var member = TypeMembers.Member(isComputed: true, isFunction: true)
            if let values = results(body, bodyClose) { member.values = values } else { member.isOpaque = true }
            table[type, default: [:]][cursor.source.text(cursor.nameRange(keyword + 1))] = member
        }
    }

    /// Inside a function of a type: the locals and closure parameters it declares.
    private mutating func inFunctionKeyword(_ index: Int, function: Int) {
        if cursor.isWord(index, "let") || cursor.isWord(index, "var") {
            if index + 1 < cursor.count, cursor.tokens[index + 1].kind == .identifier {
                functions[function].insert(cursor.source.text(cursor.nameRange(index + 1)))
            }
        } else if cursor.isWord(index, "in") {
            closureParameters(before: index, function: function)
        }
    }

    /// Inside a function of a type: an assignment to what may be a member (`title = …`,
    /// `self.title = …`), or a use that may change it (`title += …`, `&title`, `$title`).
    private mutating func inFunction(_ index: Int, function: Int, type: Int) {
        let range = cursor.nameRange(index)
        // `$title` passes a binding: whatever the field writes is unknown.
        if range.length > 1, cursor.bytes[range.start] == UInt8(ascii: "$") {
            let name = cursor.source.text(ByteRange(range.start + 1, range.end))
            assignments.append(Assignment(type: type, name: name, value: nil, isBare: false, function: function))
            return
        }
        let next = index + 1
        let assigns = next < cursor.count && cursor.tokens[next].kind == .operator && Self.assigns(cursor, next)
        guard assigns || cursor.isOperator(index - 1, "&") else { return }
        let viaSelf =
            cursor.isSymbol(index - 1, UInt8(ascii: ".")) && cursor.isWord(index - 2, "self")
            && !cursor.isSymbol(index - 3, UInt8(ascii: "."))
        guard viaSelf || !cursor.isSymbol(index - 1, UInt8(ascii: ".")) else { return }
        var value: ClosedRange<Int>?
        // `title += "…"` builds up a value, and `&title` hands it to code that may write it: unknown.
        if assigns, cursor.isOperator(next, "=") {
            let end = cursor.statementEnd(from: next + 1)
            if next + 1 <= end { value = (next + 1)...end }
        }
        assignments.append(Assignment(type: type, name: cursor.source.text(range), value: value, isBare: !viaSelf, function: function))
    }

    /// `=`, `+=`, `??=`: an operator that assigns (`==`, `!=`, `<=`, `>=`, `===` compare).
    private static func assigns(_ cursor: TokenCursor, _ index: Int) -> Bool {
        let range = cursor.range(index)
        guard cursor.bytes[range.end - 1] == UInt8(ascii: "=") else { return false }
        if range.length == 1 { return true }
        let before = cursor.bytes[range.end - 2]
        return before != UInt8(ascii: "=") && before != UInt8(ascii: "!") && before != UInt8(ascii: "<") && before != UInt8(ascii: ">")
    }

    /// `{ title in`, `{ (title, message) in`, `{ [weak self] title, _ in`: names in scope; and
    /// the variable of `for title in titles`.
    private mutating func closureParameters(before inIndex: Int, function: Int) {
        var names: [String] = []
        var index = inIndex - 1
        while index >= 0, inIndex - index <= 16, !cursor.lineBreakAfter(index) {
            if cursor.isSymbol(index, UInt8(ascii: "{")) {
                functions[function].formUnion(names)
                return
            }
            if cursor.tokens[index].kind == .identifier { names.append(cursor.source.text(cursor.nameRange(index))) }
            index -= 1
        }
        if inIndex > 0, cursor.tokens[inIndex - 1].kind == .identifier {
            functions[function].insert(cursor.source.text(cursor.nameRange(inIndex - 1)))
        }
    }

    /// The results of a computed body `open…close`: every `return`'s value, or the one
    /// expression of a body without `return` (each arm of an `if` or `switch` expression).
    private func results(_ open: Int, _ close: Int) -> [ClosedRange<Int>]? {
        var spans: [ClosedRange<Int>] = []
        var index = open + 1
        while index < close {
            if cursor.isWord(index, "return") {
                let end = cursor.statementEnd(from: index + 1)
                guard index + 1 < close, !cursor.isCloser(index + 1), end < close else { return nil }
                spans.append((index + 1)...end)
                index = end
            }
            index += 1
        }
        return spans.isEmpty ? expressions(open + 1, close - 1, depth: 0) : spans
    }

    /// The values an expression `first…last` may have: itself, or each arm of an `if`/`switch`.
    private func expressions(_ first: Int, _ last: Int, depth: Int) -> [ClosedRange<Int>]? {
        guard first <= last, depth < 4 else { return nil }
        if cursor.isWord(first, "switch") { return switchArms(first, last, depth: depth) }
        if cursor.isWord(first, "if") { return ifArms(first, last, depth: depth) }
        return cursor.statementEnd(from: first) >= last ? [first...last] : nil
    }

    private func switchArms(_ keyword: Int, _ last: Int, depth: Int) -> [ClosedRange<Int>]? {
        var open = keyword + 1
        while open < last, !cursor.isSymbol(open, UInt8(ascii: "{")) {
            if let close = cursor.closer(of: open) { open = close }
            open += 1
        }
        guard cursor.isSymbol(open, UInt8(ascii: "{")), cursor.closer(of: open) == last else { return nil }
        var labels: [(start: Int, colon: Int)] = []
        var index = open + 1
        while index < last {
            if cursor.isWord(index, "case") || cursor.isWord(index, "default") {
                var colon = index + 1
                while colon < last, !cursor.isSymbol(colon, UInt8(ascii: ":")) {
                    if let close = cursor.closer(of: colon) { colon = close }
                    colon += 1
                }
                guard colon < last else { return nil }
                labels.append((index, colon))
                index = colon
            } else if let close = cursor.closer(of: index) {
                index = close
            }
            index += 1
        }
        var spans: [ClosedRange<Int>] = []
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? labels[position + 1].start - 1 : last - 1
            guard let arm = expressions(label.colon + 1, end, depth: depth + 1) else { return nil }
            spans += arm
        }
        return spans.isEmpty ? nil : spans
    }

    private func ifArms(_ keyword: Int, _ last: Int, depth: Int) -> [ClosedRange<Int>]? {
        var open = keyword + 1
        while open < last, !cursor.isSymbol(open, UInt8(ascii: "{")) {
            if let close = cursor.closer(of: open) { open = close }
            open += 1
        }
        guard cursor.isSymbol(open, UInt8(ascii: "{")), let close = cursor.closer(of: open), close < last,
            cursor.isWord(close + 1, "else"), let yes = expressions(open + 1, close - 1, depth: depth + 1)
        else { return nil }
        let rest = close + 2
        if cursor.isWord(rest, "if") {
            guard let no = ifArms(rest, last, depth: depth + 1) else { return nil }
            return yes + no
        }
        guard cursor.isSymbol(rest, UInt8(ascii: "{")), cursor.closer(of: rest) == last,
            let no = expressions(rest + 1, last - 1, depth: depth + 1)
        else { return nil }
        return yes + no
    }
}

extension Extraction {
    /// `alertTitle`, `self.alertTitle` or `alertTitle()` naming a member of the enclosing type that
    /// holds copy (`TypeMembers`): each value it may hold, as the alternatives of a choice. `nil`
    /// when it names no such member; unknown when one of its values is not copy.
    func memberCopy(_ first: Int, _ last: Int) -> TextValue? {
        guard first > 0, last < cursor.count, let type = blocks.last(where: { $0.typeName != nil })?.typeName else { return nil }
        var name = first
        if cursor.isWord(first, "self"), cursor.isSymbol(first + 1, UInt8(ascii: ".")), first + 2 <= last {
            name = first + 2
        } else if cursor.isSymbol(first - 1, UInt8(ascii: ".")) {
            return nil
        }
        guard cursor.tokens[name].kind == .identifier else { return nil }
        let called = name + 2 == last && cursor.isSymbol(name + 1, UInt8(ascii: "(")) && cursor.closer(of: name + 1) == last
        guard name == last || called,
            let spans = members.values(of: cursor.source.text(cursor.nameRange(name)), in: type, called: called),
            name != first || !isShadowed(name)
        else { return nil }
        let usage = cursor.span(first, last)
        var values: [TextValue] = []
        for span in spans {
            // `title = nil`, `title = ""`: no copy yet, not copy shown.
            guard let value = cursor.readText(span.lowerBound, span.upperBound, swiftUI: false) else { continue }
            if value.text == "", value.alternatives.isEmpty { continue }
            guard Self.isCopy(value) else { return TextValue.unknown(usage) }
            values += value.alternatives.isEmpty ? [value] : value.alternatives
        }
        guard var value = values.first else { return nil }
        if values.count > 1 {
            value.range = usage
            value.alternatives = values
        }
        return value
    }

    /// Whether the function or closure around `token` declares a local or a parameter with its
    /// name before it (`let title = error.localizedDescription`, `{ title in`).
    private func isShadowed(_ token: Int) -> Bool {
        guard let typeLevel = blocks.lastIndex(where: { $0.typeName != nil }), typeLevel + 1 < blocks.count else { return false }
        let start = blocks[typeLevel + 1].open
        let name = cursor.nameRange(token)
        var index = start
        while index < token {
            if cursor.tokens[index].kind == .identifier, cursor.sameName(cursor.nameRange(index), name) {
                if cursor.isWord(index - 1, "let") || cursor.isWord(index - 1, "var") || cursor.isWord(index + 1, "in")
                    || cursor.isSymbol(index + 1, UInt8(ascii: ",")) || cursor.isSymbol(index + 1, UInt8(ascii: ")"))
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
