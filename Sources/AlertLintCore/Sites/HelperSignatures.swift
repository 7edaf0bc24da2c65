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

/// One parameter as its tokens spell it, read without making a string: the survey meets every
/// function of the workspace, and only those a site or a passed-on call needs get a
/// `HelperSignature` (`Extraction.signature(of:)`).
struct ParameterShape {
    var part: ClosedRange<Int>
    /// The outer label's token when the parameter has one besides its name (`_ name`, `for name`).
    var outerLabel: Int?
    var name: Int
    /// The `=` of its default.
    var equals: Int?
    var isClosure: Bool
    var mayHoldCopy: Bool
}

extension Extraction {
    /// The parameters of the list that opens at `open`; `nil` when the list has a parameter the
    /// reader cannot name (an attribute pack, a macro).
    func parameterShapes(_ open: Int) -> [ParameterShape]? {
        var shapes: [ParameterShape] = []
        for part in cursor.elements(of: open) {
            guard let shape = parameterShape(part) else { return nil }
            shapes.append(shape)
        }
        return shapes
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type`.
    private func parameterShape(_ part: ClosedRange<Int>) -> ParameterShape? {
        var first = part.lowerBound
        while first <= part.upperBound, cursor.tokens[first].kind == .attribute { first += 1 }
        guard first + 1 <= part.upperBound else { return nil }
        let outerLabel: Int?
        let name: Int
        if cursor.isSymbol(first + 1, UInt8(ascii: ":")) {
            name = first
            outerLabel = nil
        } else if first + 2 <= part.upperBound, cursor.isSymbol(first + 2, UInt8(ascii: ":")) {
            name = first + 1
            outerLabel = first
        } else {
            return nil
        }
        guard cursor.isWord(name) else { return nil }
        var isClosure = false
        var equals: Int?
        var token = name + 2
        while token <= part.upperBound {
            // `() -> Void`, `((UIAlertAction) -> Void)?`: an arrow anywhere in the type.
            if cursor.isOperator(token, "->") || cursor.isWord(token, "escaping") { isClosure = true }
            if cursor.isOperator(token, "=") {
                equals = token
                break
            }
            token += 1
        }
        return ParameterShape(
            part: part, outerLabel: outerLabel, name: name, equals: equals, isClosure: isClosure,
            mayHoldCopy: !isClosure && !Self.holdsNoCopy(cursor, typeAt: name + 2, part.upperBound))
    }

    /// The signature of the function declared at `keyword`, made the first time it is asked for.
    mutating func signature(of keyword: Int) -> HelperSignature? {
        if let made = signatures[keyword] { return made }
        guard let declared = declaredParameters[keyword] else { return nil }
        let name = declared.initializedType ?? cursor.source.text(cursor.nameRange(keyword + 1))
        let made = HelperSignature(name: name, parameters: declared.shapes.map(parameter))
        signatures[keyword] = made
        return made
    }

    private func parameter(_ shape: ParameterShape) -> HelperParameter {
        let name = cursor.source.text(cursor.nameRange(shape.name))
        let label: String?
        if let outer = shape.outerLabel {
            let text = cursor.source.text(cursor.nameRange(outer))
            label = text == "_" ? nil : text
        } else {
            label = name
        }
        var parameter = HelperParameter(label: label, name: name, isClosure: shape.isClosure)
        parameter.mayHoldCopy = shape.mayHoldCopy
        guard let token = shape.equals else { return parameter }
        let last = shape.part.upperBound
        parameter.hasDefault = true
        if token + 1 <= last { parameter.defaultCopy = cursor.readText(token + 1, last, swiftUI: false) }
        if token + 2 == last, cursor.isSymbol(token + 1, UInt8(ascii: ".")) { parameter.defaultRole = Extraction.role(cursor, last) }
        parameter.defaultsToEmptyArray =
            token + 2 == last && cursor.isOpen(token + 1, UInt8(ascii: "[")) && cursor.closer(of: token + 1) == token + 2
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
        guard let keyword = functions.last, let shapes = declaredParameters[keyword]?.shapes else { return nil }
        let name = cursor.nameRange(index)
        return shapes.lastIndex { !$0.isClosure && cursor.sameName(cursor.nameRange($0.name), name) }
    }
}
