/// An app's own function that makes one button: a `UIAlertController` method that adds it
/// (`alert.addAction(title: "Delete", style: .destructive) { … }`, declared in
/// `extension UIAlertController`), or a function that returns it (`func cancelAction() ->
/// UIAlertAction`, added as `alert.addAction(cancelAction())`). Either builds exactly one
/// `UIAlertAction` from its parameters; at each call, the button is read from the call's arguments.
public struct ActionAdder: Sendable {
    /// Where the button's style comes from.
    public enum Style: Sendable, Hashable {
        case fixed(AlertAction.Role)
        case parameter(Int)
    }

    public var signature: HelperSignature
    /// The title: `parameter` set when a parameter gives it, else the method's own copy (read as
    /// written elsewhere once the survey has placed it).
    public var title: TextValue
    public var style: Style
    /// The method may make the button the preferred one (`preferredAction = action`).
    public var setsPreferred = false
    /// It returns the action (`-> UIAlertAction`) rather than adding it to the alert it is called on.
    public var returnsAction = false
    /// The method's own title as read where it is written, and the method's bytes: a call in a
    /// text that holds those same bytes at the same place (its own file) shows the title there,
    /// so findings point at it and fixes edit it.
    var ownTitle: TextValue?
    var declaration: ByteRange?
    var declarationHash: UInt64 = 0

    /// What a call's reading depends on, for the server's fingerprint of a file.
    var fingerprint: [String] {
        [signature.selector, title.parameter.map(String.init) ?? title.text ?? "", "\(style)", "\(setsPreferred) \(returnsAction)"]
    }
}

extension Extraction {
    /// A `UIAlertAction(…)` inside a method of `extension UIAlertController`: that method adds a
    /// button when its title is a parameter or copy and its style is spelled or a parameter. A
    /// second construction in the same method leaves it unknown.
    mutating func visitActionAdderBody(_ index: Int) {
        guard let keyword = functions.last, cursor.isWord(keyword, "func"),
            extendedTypeName() == "UIAlertController" || actionFactories.contains(keyword), let call = construction(of: index)
        else { return }
        // A method without parameters (`addCancel()`) has no signature of its own yet.
        guard let signature = signature(of: keyword) ?? emptySignature(keyword) else { return }
        guard adders[keyword] == nil else {
            adders[keyword] = .some(nil)
            return
        }
        let parsed = alertAction(call)
        var style = ActionAdder.Style.fixed(parsed.action.role)
        if !parsed.roleKnown {
            let arguments = cursor.arguments(of: call.open)
            guard let argument = cursor.argument(arguments, labeled: "style"), argument.valueStart == argument.valueEnd,
                let parameter = parameterIndex(named: argument.valueStart)
            else {
                adders[keyword] = .some(nil)
                return
            }
            style = .parameter(parameter)
        }
        guard let title = parsed.action.title, title.parameter != nil || title.text != nil else {
            adders[keyword] = .some(nil)
            return
        }
        var adder = ActionAdder(signature: signature, title: title, style: style)
        if title.parameter == nil, let open = blocks.last(where: { $0.functionKeyword == keyword })?.open,
            let close = cursor.closer(of: open)
        {
            let declaration = cursor.span(keyword, close)
            adder.ownTitle = title
            adder.declaration = declaration
            adder.declarationHash = ByteHash.of(cursor.bytes, declaration)
        }
        // `-> UIAlertAction` with `addAction(action)` in the body adds it too (and returns it, discardable).
        adder.returnsAction = actionFactories.contains(keyword) && !(extendedTypeName() == "UIAlertController" && addsToSelf(keyword))
        adders[keyword] = adder
    }

    /// Whether the body of the method at `keyword` calls `addAction(…)` on its own alert.
    private func addsToSelf(_ keyword: Int) -> Bool {
        guard let open = blocks.last(where: { $0.functionKeyword == keyword })?.open, let close = cursor.closer(of: open) else {
            return false
        }
        return (open..<close).contains { token in
            cursor.isWord(token, "addAction") && cursor.isOpen(token + 1, UInt8(ascii: "("))
                && (!cursor.isSymbol(token - 1, UInt8(ascii: ".")) || cursor.isWord(token - 2, "self"))
        }
    }

    private func emptySignature(_ keyword: Int) -> HelperSignature? {
        guard cursor.isOpen(keyword + 2, UInt8(ascii: "(")), cursor.closer(of: keyword + 2) == keyword + 3 else { return nil }
        return HelperSignature(name: cursor.source.text(cursor.nameRange(keyword + 1)), parameters: [])
    }

    /// `preferredAction` set in an adder's body.
    mutating func visitAdderPreferred() {
        guard let keyword = functions.last, case .some(.some(var adder)) = adders[keyword] else { return }
        adder.setsPreferred = true
        adders[keyword] = adder
    }

    /// `alert.addAction(title: "Delete", style: .destructive)` through one of the workspace's
    /// adders: appends the button and returns true; false when no single adder fits the call.
    mutating func addedThroughAdder(site: Int, _ use: VariableUse) -> Bool {
        let member = use.member
        guard let close = cursor.closer(of: member + 1),
            let made = madeAction(name: member, close: close, statement: cursor.span(use.start, close), returning: false)
        else { return false }
        append(made, to: site, use)
        return true
    }

    /// `alert.addAction(cancelAction())`, `addAction(self.deleteAction(for: item))`: the button a
    /// function of the workspace returns; `first...last` is the argument of `addAction`.
    mutating func addedFromFactory(site: Int, _ use: VariableUse, _ first: Int, _ last: Int, statement: ByteRange) -> Bool {
        var name = first
        if cursor.isWord(name, "self") || cursor.isWord(name, "Self"), cursor.isSymbol(name + 1, UInt8(ascii: ".")) { name += 2 }
        guard cursor.isWord(name), cursor.isOpen(name + 1, UInt8(ascii: "(")), let close = cursor.closer(of: name + 1),
            cursor.trailingClosuresEnd(after: close) == last,
            let made = madeAction(name: name, close: close, statement: statement, returning: true)
        else { return false }
        append(made, to: site, use)
        return true
    }

    /// The button one single adder of the workspace makes at the call of `name`.
    private func madeAction(name: Int, close: Int, statement: ByteRange, returning: Bool)
        -> (action: AlertAction, preferred: Bool, argumentsKnown: Bool)?
    {
        let called = cursor.source.text(cursor.nameRange(name))
        guard let candidates = actionAdders[called] ?? ActionAdder.library[called] else { return nil }
        let arguments = cursor.arguments(of: name + 1).filter(\.hasValue)
        let call = HelperCall(
            name: cursor.source.text(cursor.nameRange(name)),
            arguments: arguments.map { argument in
                let range = cursor.span(argument.valueStart, argument.valueEnd)
                return HelperArgument(
                    label: argument.label.map { cursor.source.text(cursor.nameRange($0)) },
                    value: readCopy(argument.valueStart, argument.valueEnd, swiftUI: false), range: range,
                    isClosure: cursor.isClosure(argument.valueStart, argument.valueEnd))
            },
            range: cursor.range(name), statementRange: statement,
            trailingClosures: cursor.trailingClosures(after: close).count, enclosing: nil, enclosingFunction: nil,
            isDebugOnly: false, isNeverOnIPad: false)
        let fitting = candidates.filter { $0.returnsAction == returning }.compactMap { adder in
            adder.signature.binding(of: call).map { (adder, $0) }
        }
        guard fitting.count == 1, let (adder, binding) = fitting.first else { return nil }
        func argument(_ bound: HelperSignature.Bound?) -> CallArgument? {
            guard case .argument(let given) = bound else { return nil }
            return arguments.first { cursor.span($0.valueStart, $0.valueEnd) == given.range }
        }
        var action = AlertAction(title: nil, role: .default, range: call.range, statementRange: call.statementRange)
        if let parameter = adder.title.parameter {
            switch binding[parameter] {
            case .argument(let given): action.title = given.value ?? TextValue.unknown(given.range)
            case .defaultValue(let copy): action.title = copy.map { AlertHelperIndex.anchored($0, at: call.range) } ?? .unknown(call.range)
            case nil: action.title = .unknown(call.range)
            }
        } else if let own = adder.ownTitle, let declaration = adder.declaration, declaration.end <= cursor.bytes.count,
            ByteHash.of(cursor.bytes, declaration) == adder.declarationHash
        {
            // Copy outside the calling function; no memo is in use (the editor's memoized
            // extraction runs only for files without a workspace context, so without adders).
            action.title = own
        } else {
            action.title = AlertHelperIndex.anchored(adder.title, at: call.range)
        }
        switch adder.style {
        case .fixed(let role): action.role = role
        case .parameter(let parameter):
            if let given = argument(binding[parameter]) {
                if let (role, range) = memberRole(given) {
                    action.role = role
                    action.roleRange = range
                } else {
                    action.roleIsKnown = false
                }
            } else if let role = adder.signature.parameters[parameter].defaultRole {
                action.role = role
            } else {
                action.roleIsKnown = false
            }
        }
        var preferred = false
        var argumentsKnown = true
        if adder.setsPreferred {
            // The other parameters (`preferred: Bool`): `true` makes it the preferred button,
            // `false` or nothing leaves it, anything else is unknown.
            for (parameter, bound) in binding
            where parameter != adder.title.parameter && adder.style != .parameter(parameter)
                && !adder.signature.parameters[parameter].isClosure
            {
                guard let given = argument(bound) else { continue }
                let word = given.valueStart == given.valueEnd ? cursor.source.text(cursor.range(given.valueStart)) : ""
                if word == "true" {
                    preferred = true
                } else if word != "false" {
                    argumentsKnown = false
                }
            }
        }
        return (action, preferred, argumentsKnown)
    }

    /// `argumentsKnown` is false when an argument other than the title and style does not say
    /// what it is (`preferred: isDefault`).
    private mutating func append(_ made: (action: AlertAction, preferred: Bool, argumentsKnown: Bool), to site: Int, _ use: VariableUse) {
        var action = made.action
        if made.preferred {
            builders[site].site.preferredActionIndex = builders[site].site.actions.count
            builders[site].site.preferredActionRange = action.range
        }
        addedConditionally(site: site, use)
        if !action.roleIsKnown || !made.argumentsKnown { builders[site].site.actionsComplete = false }
        place(&action, use)
        appendAdded(action, to: site)
    }
}
