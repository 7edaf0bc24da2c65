/// Finds `static let name = <copy>` (and `static var name: String { <copy> }`, `static func
/// name(…) -> String { return <copy> }`) inside types and extensions, with the type path.
struct ConstantScanner {
    let cursor: TokenCursor
    let path: String
    /// The tokens that may start a declaration, as the lexer noted them (`LexerNotes`); `nil`
    /// has every token looked at.
    var candidates: [Int32]? = nil

    /// A type body: its qualified name and the index of its closing brace.
    private struct Scope {
        var name: String
        var close: Int
    }

    func scan() -> [IndexedConstant] {
        var scopes: [Scope] = []
        var found: [IndexedConstant] = []
        func visit(_ index: Int) {
            while let last = scopes.last, last.close < index { scopes.removeLast() }
            if let scope = typeScope(at: index, inside: scopes.last) {
                scopes.append(scope)
            } else if let scope = scopes.last, let constant = constant(at: index, in: scope.name) {
                found.append(constant)
            } else if let scope = scopes.last, scope.name == "String" || scope.name == "Swift.String",
                let member = localizingMember(at: index)
            {
                found.append(member)
            } else if let function = localizingFunction(at: index) {
                found.append(function)
            }
        }
        if let candidates {
            for index in candidates { visit(Int(index)) }
        } else {
            for index in 0..<cursor.count where Self.mayDeclare(cursor, index) { visit(index) }
        }
        return found
    }

    /// Whether the token at `index` may start what `scan` looks for (`extension`, `enum`, `struct`,
    /// `class`, `actor`, `static`, `var`, `func`): length and first byte rule out most tokens
    /// before any word is compared.
    private static func mayDeclare(_ cursor: TokenCursor, _ index: Int) -> Bool {
        guard cursor.isWord(index) else { return false }
        let range = cursor.tokens[index].range
        return LexerNotes.mayStartDeclaration(length: range.length, first: cursor.bytes[range.start])
    }

    /// `enum A {`, `struct A: P {`, `extension A.B {`: the scope it opens.
    private func typeScope(at index: Int, inside outer: Scope?) -> Scope? {
        let isExtension = cursor.isWord(index, "extension")
        guard
            isExtension || cursor.isWord(index, "enum") || cursor.isWord(index, "struct")
                || cursor.isWord(index, "class") || cursor.isWord(index, "actor"),
            cursor.isWord(index + 1), cursor.tokens[index + 1].kind == .identifier
        else { return nil }
        var last = index + 1
        var name = cursor.text(last)
        while cursor.isSymbol(last + 1, UInt8(ascii: ".")), cursor.isWord(last + 2) {
            last += 2
            name += "." + cursor.text(last)
        }
        // The body's `{` comes after generics, inheritance and `where` clauses, on the same declaration.
        var brace = last + 1
        while brace < cursor.count, brace < last + 64, !cursor.isSymbol(brace, UInt8(ascii: "{")) {
            if cursor.isSymbol(brace, UInt8(ascii: "}")) || cursor.isSymbol(brace, UInt8(ascii: ";")) { return nil }
            brace += 1
        }
        guard let close = cursor.closer(of: brace) else { return nil }
        let qualified = isExtension || outer == nil ? name : (outer?.name ?? "") + "." + name
        return Scope(name: qualified, close: close)
    }

    /// `var localized: String { NSLocalizedString(self, comment: "") }` (or a `func`) in an
    /// `extension String`: `"key".localized` is then a lookup of the key.
    private func localizingMember(at index: Int) -> IndexedConstant? {
        guard cursor.isWord(index, "var") || cursor.isWord(index, "func"), cursor.isWord(index + 1),
            !cursor.isWord(index - 1, "static"), let body = valueSpan(after: index + 1)
        else { return nil }
        return lookUp(
            of: "self", in: body.lowerBound...min(body.upperBound, body.lowerBound + 64), member: "String." + cursor.text(index + 1),
            at: index + 1)
    }

    /// `func localizedString(_ key: String, …) -> String { NSLocalizedString(key, comment: "") … }`,
    /// at the top level or in any type (`Bundle.localized(_:)`): `localizedString("Key")` is then
    /// a lookup of the key. Recorded as the member `func:localizedString`.
    private func localizingFunction(at index: Int) -> IndexedConstant? {
        guard cursor.isWord(index, "func"), cursor.isWord(index + 1), cursor.isOpen(index + 2, UInt8(ascii: "(")),
            let parameters = cursor.closer(of: index + 2),
            // The first parameter is `_ key: String`.
            index + 3 < cursor.count, cursor.text(index + 3) == "_", cursor.isWord(index + 4),
            cursor.isSymbol(index + 5, UInt8(ascii: ":")), cursor.isWord(index + 6, "String")
        else { return nil }
        var open = parameters + 1
        while open < cursor.count, open < parameters + 16, !cursor.isSymbol(open, UInt8(ascii: "{")) { open += 1 }
        guard cursor.isSymbol(open, UInt8(ascii: "{")), let close = cursor.closer(of: open), open + 1 < close else { return nil }
        return lookUp(
            of: cursor.text(index + 4), in: (open + 1)...min(close - 1, open + 48), member: "String.func:" + cursor.text(index + 1),
            at: index + 1)
    }

    /// The first localized-string call in `body`; a member when its key is the word `key` and its
    /// table a literal or the default one.
    private func lookUp(of key: String, in body: ClosedRange<Int>, member name: String, at nameIndex: Int) -> IndexedConstant? {
        for token in body {
            let calls =
                cursor.isLocalizedStringFunction(token) || cursor.isWord(token, "localizedString")
                || (cursor.isWord(token, "String") && cursor.isWord(token + 2, "localized"))
            guard calls, cursor.isOpen(token + 1, UInt8(ascii: "(")) else { continue }
            let arguments = cursor.arguments(of: token + 1)
            guard let first = cursor.firstUnlabeled(arguments) ?? cursor.argument(arguments, labeled: "localized"),
                keyToken(first.valueStart, first.valueEnd).map({ cursor.text($0) == key }) ?? false
            else { continue }
            let table = cursor.argument(arguments, labeled: "tableName") ?? cursor.argument(arguments, labeled: "table")
            guard table == nil || cursor.plainLiteral(table) != nil else { return nil }
            var member = IndexedConstant(
                name: name, text: nil, localization: LocalizedReference(key: "", table: cursor.plainLiteral(table)),
                location: location(of: nameIndex))
            member.isLocalizingMember = true
            return member
        }
        return nil
    }

    /// The word a lookup's key argument is: `key`, or `key` wrapped as
    /// `String.LocalizationValue(key)` or `LocalizedStringResource(key)`.
    private func keyToken(_ first: Int, _ last: Int) -> Int? {
        if first == last { return first }
        var name = first
        if cursor.isWord(name, "String"), cursor.isSymbol(name + 1, UInt8(ascii: ".")) { name += 2 }
        guard cursor.isWord(name, "LocalizationValue") || cursor.isWord(name, "LocalizedStringResource"),
            cursor.isOpen(name + 1, UInt8(ascii: "(")), cursor.closer(of: name + 1) == last, name + 3 == last
        else { return nil }
        return name + 2
    }

    private func location(of nameIndex: Int) -> FileLocation {
        cursor.source.location(of: cursor.range(nameIndex).start, path: path)
    }

    /// A static declaration at `index` whose value the text reader can read.
    private func constant(at index: Int, in typeName: String) -> IndexedConstant? {
        guard cursor.isWord(index, "static") || (cursor.isWord(index, "class") && !cursor.isWord(index + 1, "class")) else { return nil }
        let keyword = index + 1
        guard cursor.isWord(keyword, "let") || cursor.isWord(keyword, "var") || cursor.isWord(keyword, "func"),
            cursor.isWord(keyword + 1)
        else { return nil }
        let nameIndex = keyword + 1
        guard let body = valueSpan(after: nameIndex) else { return nil }
        let value = cursor.readText(body.lowerBound, body.upperBound, swiftUI: false)
        guard let value, value.text != nil || value.localization != nil || value.constantReference != nil else { return nil }
        return IndexedConstant(
            name: typeName + "." + cursor.text(nameIndex), text: value.text,
            localization: value.localization, reference: value.constantReference, location: location(of: nameIndex))
    }

    /// The tokens of the value: after `=` to the end of the statement, or the one expression
    /// (after an optional `return`) of a `{ … }` body, skipping a parameter list and a type.
    private func valueSpan(after name: Int) -> ClosedRange<Int>? {
        var index = name + 1
        if let close = cursor.closer(of: index), cursor.isSymbol(index, UInt8(ascii: "(")) { index = close + 1 }
        var steps = 0
        while index < cursor.count, steps < 32 {
            if cursor.isOperator(index, "=") {
                let end = cursor.statementEnd(from: index + 1)
                return index + 1 <= end ? (index + 1)...end : nil
            }
            if cursor.isSymbol(index, UInt8(ascii: "{")), let close = cursor.closer(of: index) {
                var first = index + 1
                if cursor.isWord(first, "get"), cursor.isSymbol(first + 1, UInt8(ascii: "{")),
                    let inner = cursor.closer(of: first + 1), inner < close
                {
                    first += 2
                    return bodyExpression(first, inner - 1)
                }
                return bodyExpression(first, close - 1)
            }
            if cursor.isSymbol(index, UInt8(ascii: ";")) || cursor.isSymbol(index, UInt8(ascii: "}")) { return nil }
            index += 1
            steps += 1
        }
        return nil
    }

    private func bodyExpression(_ first: Int, _ last: Int) -> ClosedRange<Int>? {
        let start = cursor.isWord(first, "return") ? first + 1 : first
        return start <= last ? start...last : nil
    }
}
