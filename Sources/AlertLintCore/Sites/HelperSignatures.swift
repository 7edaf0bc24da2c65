/// The signature of a function or initializer whose parameters may carry an alert's copy, as
/// its calls are matched against it: `func showAlert(title: String, message: String? = nil)`.
public struct HelperSignature: Sendable {
    /// The base name calls spell (`showAlert`); for an initializer, the type it extends.
    public var name: String
    public var parameters: [HelperParameter]

    public init(name: String, parameters: [HelperParameter]) {
        self.name = name
        self.parameters = parameters
    }

    /// `showAlert(title:message:)`: how the signature reads in messages and in the index.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// One parameter: the label callers write, the name the body reads, and its default.
public struct HelperParameter: Sendable {
    /// `nil` for `_`.
    public var label: String?
    public var name: String
    /// The default value read as copy (`= "OK"`), when there is a default; `nil` for `= nil`.
    public var defaultCopy: TextValue?
    public var hasDefault: Bool
    /// A closure parameter (a handler), which a trailing closure may fill.
    public var isClosure: Bool
    /// The role a default like `= .cancel` spells, for a button style parameter.
    public var defaultRole: AlertAction.Role?
    /// `actions: [UIAlertAction] = []`: a call that leaves the array out adds no buttons.
    public var defaultsToEmptyArray = false
    /// False for a closure or a type that holds no copy (`Int`, `Bool`, `URL`): passing it on
    /// makes no helper, so the survey need not read the calls that do.
    public var mayHoldCopy = true

    public init(label: String?, name: String, defaultCopy: TextValue? = nil, hasDefault: Bool = false, isClosure: Bool = false) {
        self.label = label
        self.name = name
        self.defaultCopy = defaultCopy
        self.hasDefault = hasDefault
        self.isClosure = isClosure
    }
}

extension Extraction {
    /// The signature of the `func`/`init` at `keyword` whose parameter list opens at `open`; `nil`
    /// when the list has a parameter the reader cannot name (an attribute pack, a macro).
    func signature(_ keyword: Int, parameters open: Int) -> HelperSignature? {
        let name: String
        if cursor.isWord(keyword, "init") {
            guard let type = extendedTypeName() else { return nil }
            name = type
        } else {
            name = cursor.source.text(cursor.nameRange(keyword + 1))
        }
        var parameters: [HelperParameter] = []
        for part in cursor.elements(of: open) {
            guard let parameter = parameter(part) else { return nil }
            parameters.append(parameter)
        }
        return HelperSignature(name: name, parameters: parameters)
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type`.
    private func parameter(_ part: ClosedRange<Int>) -> HelperParameter? {
        var first = part.lowerBound
        while first <= part.upperBound, cursor.tokens[first].kind == .attribute { first += 1 }
        guard first + 1 <= part.upperBound else { return nil }
        let label: String?
        let name: Int
        if cursor.isSymbol(first + 1, UInt8(ascii: ":")) {
            name = first
            label = cursor.source.text(cursor.nameRange(first))
        } else if first + 2 <= part.upperBound, cursor.isSymbol(first + 2, UInt8(ascii: ":")) {
            name = first + 1
            let outer = cursor.source.text(cursor.nameRange(first))
            label = outer == "_" ? nil : outer
        } else {
            return nil
        }
        guard cursor.isWord(name) else { return nil }
        var parameter = HelperParameter(label: label, name: cursor.source.text(cursor.nameRange(name)))
        parameter.mayHoldCopy = !Self.holdsNoCopy(cursor, typeAt: name + 2, part.upperBound)
        var token = name + 2
        while token <= part.upperBound {
            if cursor.isOperator(token, "->") || cursor.isWord(token, "escaping") { parameter.isClosure = true }
            if cursor.isOperator(token, "=") {
                parameter.hasDefault = true
                if token + 1 <= part.upperBound { parameter.defaultCopy = cursor.readText(token + 1, part.upperBound, swiftUI: false) }
                if token + 2 == part.upperBound, cursor.isSymbol(token + 1, UInt8(ascii: ".")) {
                    parameter.defaultRole = Extraction.role(cursor, part.upperBound)
                }
                parameter.defaultsToEmptyArray =
                    token + 2 == part.upperBound && cursor.isOpen(token + 1, UInt8(ascii: "[")) && cursor.closer(of: token + 1) == token + 2
                break
            }
            // `() -> Void`, `((UIAlertAction) -> Void)?`: an arrow anywhere in the type.
            token += 1
        }
        if parameter.isClosure { parameter.mayHoldCopy = false }
        return parameter
    }

    /// Types no alert copy is ever held in.
    private static let copylessTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "Date", "Data", "URL", "UUID", "IndexPath", "TimeInterval", "CGRect", "CGPoint", "CGSize", "NSRange", "Decimal",
    ]

    /// Whether the parameter type starting at `first` is one of `copylessTypes`, optional or not.
    private static func holdsNoCopy(_ cursor: TokenCursor, typeAt first: Int, _ last: Int) -> Bool {
        var token = first
        while token <= last, cursor.tokens[token].kind == .attribute || cursor.isWord(token, "inout") { token += 1 }
        guard token <= last, cursor.isWord(token), copylessTypes.contains(cursor.source.text(cursor.nameRange(token))) else { return false }
        let next = token + 1
        return next > last || cursor.isSymbol(next, UInt8(ascii: "?")) || cursor.isSymbol(next, UInt8(ascii: "!"))
            || cursor.isOperator(next, "=")
    }

    /// The type an `init` belongs to: the innermost `extension T`, `class T`, `struct T` around it.
    func extendedTypeName() -> String? {
        blocks.last(where: { $0.typeName != nil })?.typeName
    }

    /// The index of the parameter of the innermost function that the identifier at `index` names.
    func parameterIndex(named index: Int) -> Int? {
        guard let keyword = functions.last, let signature = signatures[keyword] else { return nil }
        let name = cursor.source.text(cursor.nameRange(index))
        return signature.parameters.lastIndex { $0.name == name && !$0.isClosure }
    }
}
