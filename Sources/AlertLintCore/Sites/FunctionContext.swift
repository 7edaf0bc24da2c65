/// Which function a site is built in, named the way Swift selectors read:
/// `application(_:didFinishLaunchingWithOptions:)`, `viewDidLoad()`, `init(title:)`.
extension Extraction {
    /// How far past the parameter list the body `{` may be (`async throws -> some View where …`).
    private static let signatureLimit = 256

    /// A `func` or `init` keyword: remembers where its body opens so the block stack can name it.
    mutating func functionDeclared(_ keyword: Int) {
        guard let parameters = parameterList(of: keyword), let close = cursor.closer(of: parameters) else { return }
        if !namesOnly, cursor.isWord(keyword, "func"), keyword + 1 < cursor.count {
            declaredFunctions.insert(cursor.source.text(cursor.nameRange(keyword + 1)))
        }
        let isInitializer = cursor.isWord(keyword, "init")
        let initializedType = isInitializer ? extendedTypeName() : nil
        if close > parameters + 1, !isInitializer || initializedType != nil, let shapes = parameterShapes(parameters) {
            declaredParameters[keyword] = (initializedType, shapes)
            parameterBits[keyword] = shapes.reduce(0) { $0 | ($1.mayHoldCopy ? cursor.nameBit(cursor.nameRange($1.name)) : 0) }
        }
        var index = close + 1
        var steps = 0
        while index < cursor.count, steps < Self.signatureLimit {
            if cursor.isSymbol(index, UInt8(ascii: "{")) {
                pendingBody = (index, keyword)
                return
            }
            // `-> UIAlertAction`: a function that makes a button (`ActionAdder`).
            if recordsCalls == .all, cursor.isOperator(index, "->"), cursor.isWord(index + 1, "UIAlertAction") {
                actionFactories.insert(keyword)
            }
            // A requirement without a body ends where the next declaration or the type ends.
            if cursor.isSymbol(index, UInt8(ascii: "}")) || cursor.isSymbol(index, UInt8(ascii: ";"))
                || isDeclarationKeyword(index)
            {
                return
            }
            if let inner = cursor.closer(of: index) { index = inner }
            index += 1
            steps += 1
        }
    }

    /// `var body: some View {`: a computed property's body counts as a function named `body`, so
    /// SwiftUI alerts get a context and its local constants are followed like a function's.
    mutating func computedPropertyDeclared(_ keyword: Int) {
        let name = keyword + 1
        guard cursor.isWord(name), cursor.isSymbol(name + 1, UInt8(ascii: ":")) else { return }
        var index = name + 2
        var steps = 0
        while index < cursor.count, steps < Self.signatureLimit {
            if cursor.isSymbol(index, UInt8(ascii: "{")) {
                pendingBody = (index, keyword)
                return
            }
            // A stored property (`= value`, `{ didSet … }` after a value) or the end of a declaration.
            if cursor.isOperator(index, "=") || cursor.isSymbol(index, UInt8(ascii: "}")) || cursor.isSymbol(index, UInt8(ascii: ";"))
                || isDeclarationKeyword(index)
            {
                return
            }
            if let inner = cursor.closer(of: index) { index = inner }
            index += 1
            steps += 1
        }
    }

    /// `class Name`, `struct Name`, `enum Name`, `extension Name`: remembers the body's `{` so that an
    /// `init` inside knows the type it builds.
    mutating func typeDeclared(_ keyword: Int) {
        guard let body = cursor.typeBody(declaredAt: keyword) else { return }
        pendingTypeBody = body
        if let inherited = cursor.inheritedType(ofClassAt: keyword, bodyOpen: body.open) { superclasses[body.name] = inherited }
    }

    /// The name of the innermost function whose body is open.
    mutating func enclosingFunction() -> String? {
        guard let keyword = functions.last else { return nil }
        if let name = functionNames[keyword] { return name }
        let name = selectorName(keyword)
        functionNames[keyword] = name
        return name
    }

    /// The `(` of the parameter list after `func name<T>` or `init?`.
    private func parameterList(of keyword: Int) -> Int? {
        var index = keyword + 1
        if cursor.isWord(keyword, "func") {
            guard index < cursor.count, cursor.tokens[index].kind != .punctuation else { return nil }
            index += 1
        } else if cursor.isSymbol(index, UInt8(ascii: "?")) || cursor.isSymbol(index, UInt8(ascii: "!"))
            || cursor.isOperator(index, "?") || cursor.isOperator(index, "!")
        {
            index += 1
        }
        index = skipGenericParameters(from: index)
        return cursor.isSymbol(index, UInt8(ascii: "(")) ? index : nil
    }

    /// Skips `<T: Equatable, U>` by counting angle brackets in operator tokens (`>>` closes two).
    private func skipGenericParameters(from start: Int) -> Int {
        guard start < cursor.count, cursor.tokens[start].kind == .operator,
            cursor.bytes[cursor.range(start).start] == UInt8(ascii: "<")
        else { return start }
        var depth = 0
        var index = start
        var steps = 0
        while index < cursor.count, steps < Self.signatureLimit {
            if cursor.tokens[index].kind == .operator {
                let range = cursor.range(index)
                for offset in range.start..<range.end {
                    if cursor.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if cursor.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return index + 1 }
            } else if cursor.isSymbol(index, UInt8(ascii: "{")) || cursor.isSymbol(index, UInt8(ascii: "(")) {
                return index
            }
            index += 1
            steps += 1
        }
        return index
    }

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        guard cursor.isWord(index), cursor.tokens[index].kind == .keyword else { return false }
        return cursor.isWord(index, "func") || cursor.isWord(index, "var") || cursor.isWord(index, "let")
            || cursor.isWord(index, "init") || cursor.isWord(index, "case") || cursor.isWord(index, "subscript")
            || cursor.isWord(index, "typealias") || cursor.isWord(index, "struct") || cursor.isWord(index, "class")
            || cursor.isWord(index, "enum") || cursor.isWord(index, "static") || cursor.isWord(index, "deinit")
    }

    /// `name(label:label:)`: each parameter contributes its argument label (`_` when it has none).
    private func selectorName(_ keyword: Int) -> String {
        if cursor.isWord(keyword, "var") { return keyword + 1 < cursor.count ? cursor.source.text(cursor.nameRange(keyword + 1)) : "" }
        let isInit = cursor.isWord(keyword, "init")
        // Built as bytes and decoded once: one string per function, not one per parameter.
        var name: [UInt8] = []
        name.reserveCapacity(64)
        if isInit {
            name += "init".utf8
        } else if keyword + 1 < cursor.count {
            append(cursor.nameRange(keyword + 1), to: &name)
        }
        name.append(UInt8(ascii: "("))
        if let open = parameterList(of: keyword) {
            for part in cursor.elements(of: open) {
                let first = part.lowerBound
                let hasInnerName =
                    first + 1 <= part.upperBound && isParameterName(first + 1)
                    && first + 2 <= part.upperBound && cursor.isSymbol(first + 2, UInt8(ascii: ":"))
                let hasLabelOnly = first + 1 <= part.upperBound && cursor.isSymbol(first + 1, UInt8(ascii: ":"))
                guard isParameterName(first), hasInnerName || hasLabelOnly else { continue }
                append(cursor.nameRange(first), to: &name)
                name.append(UInt8(ascii: ":"))
            }
        }
        name.append(UInt8(ascii: ")"))
        return String(decoding: name, as: UTF8.self)
    }

    private func append(_ range: ByteRange, to name: inout [UInt8]) {
        let lower = min(max(0, range.start), cursor.bytes.count)
        name += cursor.bytes[lower..<min(max(lower, range.end), cursor.bytes.count)]
    }

    private func isParameterName(_ index: Int) -> Bool {
        cursor.isWord(index)
            || (index < cursor.count && cursor.range(index).length == 1
                && cursor.bytes[cursor.range(index).start] == UInt8(ascii: "_"))
    }
}

extension TokenCursor {
    /// The `{` of the body a `class`/`struct`/`enum`/`extension` keyword at `keyword` opens, and the
    /// type's name (the first word after the keyword); `nil` for `class func`, `enum` without a body.
    func typeBody(declaredAt keyword: Int) -> (open: Int, name: String)? {
        guard isWord(keyword + 1), tokens[keyword + 1].kind == .identifier else { return nil }
        var index = keyword + 2
        while index < count, index < keyword + 64 {
            if isSymbol(index, UInt8(ascii: "{")) { return (index, source.text(nameRange(keyword + 1))) }
            if isSymbol(index, UInt8(ascii: "}")) || isSymbol(index, UInt8(ascii: ";")) || isOperator(index, "=") { return nil }
            index += 1
        }
        return nil
    }

    /// `class BrowseViewController: BaseViewController`, `class Cell<Item>: BaseCell`: the first
    /// type the class declared at `keyword` inherits from, which tells the app methods `self` may
    /// call; `nil` for any other declaration.
    func inheritedType(ofClassAt keyword: Int, bodyOpen: Int) -> String? {
        guard isWord(keyword, "class") else { return nil }
        var colon = keyword + 2
        if isOperator(colon, "<") {
            var depth = 0
            while colon < bodyOpen {
                if isOperator(colon, "<") { depth += 1 }
                if isOperator(colon, ">") { depth -= 1 }
                colon += 1
                if depth == 0 { break }
            }
        }
        guard isSymbol(colon, UInt8(ascii: ":")), isWord(colon + 1) else { return nil }
        return source.text(nameRange(colon + 1))
    }
}
