/// A call that passes copy (`showAlert(title: "Delete Photo?", message: nil)`), kept so that, once
/// the workspace knows which functions are alert helpers, the call can become the site of the
/// alert it builds: findings then point at its arguments, and fixes edit them.
public struct HelperCall: Sendable {
    /// The called base name (`showAlert`, or the type for an initializer call).
    public var name: String
    public var arguments: [HelperArgument]
    /// The callee's name token: where the alert's site is.
    public var range: ByteRange
    /// The call through its trailing closures.
    public var statementRange: ByteRange
    public var trailingClosures: Int
    /// The function the call is in, when an argument is one of its parameters: that function is a
    /// helper too (`showError(_ message:)` calling `showAlert(title: "Error", message: message)`).
    public var enclosing: HelperSignature?
    public var enclosingFunction: String?
    /// The types the call is written in (`AlertSite.typeScope`).
    public var typeScope: [String] = []
    /// Called on `self`, spelled or implied, not on another value (`alert.show(…)`).
    public var isOnSelf = false
    public var isDebugOnly: Bool
    public var isNeverOnIPad: Bool
}

/// One argument of a `HelperCall`.
public struct HelperArgument: Sendable {
    public var label: String?
    /// The argument read as copy (unknown when it is not; `parameter` set when it is the enclosing
    /// function's parameter); `nil` for the `nil` literal.
    public var value: TextValue?
    public var range: ByteRange
    public var isClosure: Bool
    /// The role the argument spells (`.destructive`), for a helper's style parameter.
    public var role: AlertAction.Role?
    /// The buttons an array literal of `UIAlertAction(…)` lists, for a helper's array of actions
    /// (`ActionSplice`); `nil` when the argument is no such literal.
    public var actions: [AlertAction]?
}

extension Extraction {
    /// Callees that take copy but build no alert, or that other visitors read.
    private static let notHelpers: Set<String> = [
        "print", "debugPrint", "NSLog", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "Text", "String", "Button", "Label", "Image", "TextField", "SecureField", "Link", "Toggle", "Section",
        "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "UIAlertAction", "Alert", "ActionSheet",
        "URL", "NSPredicate", "Notification", "NSNotification", "Logger", "os_log",
    ]

    /// Records the call at `index` (a name followed by `(`) when it passes copy.
    mutating func visitHelperCall(_ index: Int) {
        guard cursor.isOpen(index + 1, UInt8(ascii: "(")), let close = cursor.closer(of: index + 1), close > index + 2,
            !cursor.isWord(index - 1, "func"), !cursor.isWord(index - 1, "init")
        else { return }
        // Named only: a hash of the name's bytes, no string (most calls of a survey end here).
        if namesOnly || callsNamedOnly, !mentionsParameter(index + 2, close - 1), !mentionsLocalCopy(index + 2, close - 1) {
            calledNames.insert(cursor.bytes, cursor.nameRange(index))
            return
        }
        let name = cursor.source.text(cursor.nameRange(index))
        if case .named(let names) = recordsCalls, !names.contains(name) { return }
        guard !Self.notHelpers.contains(name), !cursor.isLocalizedStringFunction(index) else { return }
        var arguments: [HelperArgument] = []
        var passesCopy = false
        var passesParameter = false
        for argument in cursor.arguments(of: index + 1) where argument.hasValue {
            let label = argument.label.map { cursor.source.text(cursor.nameRange($0)) }
            let range = cursor.span(argument.valueStart, argument.valueEnd)
            if cursor.isClosure(argument.valueStart, argument.valueEnd) {
                arguments.append(HelperArgument(label: label, value: TextValue.unknown(range), range: range, isClosure: true))
                continue
            }
            if let actions = listedActions(argument.valueStart, argument.valueEnd) {
                if actions.contains(where: { Self.isCopy($0.title) }) { passesCopy = true }
                arguments.append(
                    HelperArgument(label: label, value: TextValue.unknown(range), range: range, isClosure: false, actions: actions))
                continue
            }
            let value = readCopy(argument.valueStart, argument.valueEnd, swiftUI: false, members: false)
            if Self.isCopy(value) { passesCopy = true }
            if value?.parameter != nil { passesParameter = true }
            arguments.append(HelperArgument(label: label, value: value, range: range, isClosure: false, role: memberRole(argument)?.0))
        }
        guard passesCopy || passesParameter else { return }
        let end = cursor.trailingClosuresEnd(after: close)
        let facts = CompilationFacts(compilation)
        let enclosing = passesParameter ? functions.last.flatMap { signature(of: $0) } : nil
        let isOnSelf =
            !cursor.isSymbol(index - 1, UInt8(ascii: "."))
            || (cursor.isWord(index - 2, "self") && !cursor.isSymbol(index - 3, UInt8(ascii: ".")))
        calls.append(
            HelperCall(
                name: name, arguments: arguments, range: cursor.range(index), statementRange: cursor.span(index, end),
                trailingClosures: cursor.trailingClosures(after: close).count,
                enclosing: enclosing,
                enclosingFunction: enclosingFunction(), typeScope: blocks.compactMap(\.typeName), isOnSelf: isOnSelf,
                isDebugOnly: facts.isDebugOnly,
                isNeverOnIPad: facts.isNeverOnIPad))
    }

    /// Whether the tokens `first...last` name a local that holds copy or a parameter (`constants`).
    func mentionsLocalCopy(_ first: Int, _ last: Int) -> Bool {
        guard first <= last, !constants.isEmpty else { return false }
        for token in first...min(last, cursor.count - 1) where cursor.tokens[token].kind == .identifier {
            let range = cursor.nameRange(token)
            if constants.contains(where: { cursor.sameName($0.name, range) }) { return true }
        }
        return false
    }

    /// Whether the tokens `first...last` name a parameter of the innermost enclosing function.
    func mentionsParameter(_ first: Int, _ last: Int) -> Bool {
        guard first <= last, let keyword = functions.last, let bits = parameterBits[keyword], bits != 0,
            let shapes = declaredParameters[keyword]?.shapes
        else { return false }
        for token in first...min(last, cursor.count - 1) where cursor.tokens[token].kind == .identifier {
            let range = cursor.nameRange(token)
            guard bits & cursor.nameBit(range) != 0 else { continue }
            if shapes.contains(where: { $0.mayHoldCopy && cursor.sameName(cursor.nameRange($0.name), range) }) { return true }
        }
        return false
    }
}
