/// UIKit's `UIAlertController` and the `UIAlertAction`s added to it.
extension Extraction {
    /// Where a construction's call is: the token the site reports, its `(` and its first token.
    struct Construction {
        var token: Int
        var open: Int
        var start: Int
    }

    /// `T(…)`, `Module.T(…)`, `T.init(…)` or `name: T = .init(…)` with `T` at `index`.
    func construction(of index: Int) -> Construction? {
        if cursor.isOpen(index + 1, UInt8(ascii: "(")) {
            let qualified = cursor.isSymbol(index - 1, UInt8(ascii: ".")) && cursor.isWord(index - 2)
            if cursor.isSymbol(index - 1, UInt8(ascii: ".")), !qualified { return nil }
            return Construction(token: index, open: index + 1, start: qualified ? index - 2 : index)
        }
        if cursor.isSymbol(index + 1, UInt8(ascii: ".")), cursor.isWord(index + 2, "init"),
            cursor.isOpen(index + 3, UInt8(ascii: "(")), !cursor.isSymbol(index - 1, UInt8(ascii: "."))
        {
            return Construction(token: index, open: index + 3, start: index)
        }
        guard cursor.isSymbol(index - 1, UInt8(ascii: ":")) else { return nil }
        var equals = index + 1
        if cursor.isSymbol(equals, UInt8(ascii: "?")) || cursor.isSymbol(equals, UInt8(ascii: "!")) { equals += 1 }
        guard cursor.isOperator(equals, "="), cursor.isSymbol(equals + 1, UInt8(ascii: ".")),
            cursor.isWord(equals + 2, "init"), cursor.isOpen(equals + 3, UInt8(ascii: "("))
        else { return nil }
        return Construction(token: equals + 2, open: equals + 3, start: equals + 1)
    }

    /// The copy in argument `label`, `nil` when the argument is missing or `nil`.
    func text(_ arguments: [CallArgument], _ label: StaticString, swiftUI: Bool = false) -> TextValue? {
        guard let argument = cursor.argument(arguments, labeled: label), argument.hasValue else { return nil }
        return readCopy(argument.valueStart, argument.valueEnd, swiftUI: swiftUI)
    }

    /// The last token of a call and its trailing closures.
    func callEnd(open: Int) -> Int {
        guard let close = cursor.closer(of: open) else { return open }
        return cursor.trailingClosuresEnd(after: close)
    }

    mutating func visitAlertController(_ index: Int) {
        guard let call = construction(of: index) else { return }
        let site = isUIKitInitializer(call) ? alertController(call) : appInitializer(call)
        adopt(site, constructionStart: call.start)
    }

    /// An app's own initializer (`UIAlertController(with:message:destructiveLabel:)`) still builds
    /// a `UIAlertController`, but sets its copy and actions in code read elsewhere (its body is a
    /// site of its own): everything but what the call spells is unknown here.
    private mutating func appInitializer(_ call: Construction) -> Int {
        let arguments = cursor.arguments(of: call.open)
        var site = AlertSite(framework: .uikit, kind: .alert, range: cursor.range(call.token), api: "UIAlertController")
        let whole = cursor.span(call.open, cursor.closer(of: call.open) ?? call.open)
        site.title = TextValue.unknown(whole)
        site.message = TextValue.unknown(whole)
        site.actionsComplete = false
        site.kindIsKnown = false
        if let style = cursor.argument(arguments, labeled: "preferredStyle"), style.hasValue, isMemberPath(style) {
            site.kindIsKnown = cursor.isWord(style.valueEnd, "actionSheet") || cursor.isWord(style.valueEnd, "alert")
            if cursor.isWord(style.valueEnd, "actionSheet") { site.kind = .actionSheet }
        }
        return addSite(site)
    }

    /// `preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet`.
    private func isAlertOnIPad(_ style: CallArgument) -> Bool {
        let end = style.valueEnd
        guard end - 9 >= style.valueStart else { return false }
        return cursor.isWord(end - 9, "userInterfaceIdiom") && cursor.isOperator(end - 8, "==") && cursor.isWord(end - 6, "pad")
            && cursor.isOperator(end - 5, "?") && cursor.isWord(end - 3, "alert") && cursor.isSymbol(end - 2, UInt8(ascii: ":"))
            && cursor.isWord(end, "actionSheet")
    }

    /// Whether the call is UIKit's own `init(title:message:preferredStyle:)` (or `init()`). An
    /// app's convenience initializer (`UIAlertController(with:message:destructiveLabel:…)`) adds
    /// its actions itself; its body is read as a site where it calls UIKit's.
    private func isUIKitInitializer(_ call: Construction) -> Bool {
        cursor.arguments(of: call.open).allSatisfy { argument in
            guard let label = argument.label else { return !argument.hasValue }
            return cursor.isWord(label, "title") || cursor.isWord(label, "message") || cursor.isWord(label, "preferredStyle")
        }
    }

    /// Adds the site a `UIAlertController(title:message:preferredStyle:)` call builds.
    mutating func alertController(_ call: Construction) -> Int {
        let arguments = cursor.arguments(of: call.open)
        var site = AlertSite(framework: .uikit, kind: .alert, range: cursor.range(call.token), api: "UIAlertController")
        site.title = text(arguments, "title")
        site.message = text(arguments, "message")
        if let style = cursor.argument(arguments, labeled: "preferredStyle"), style.hasValue {
            if isMemberPath(style), cursor.isWord(style.valueEnd, "actionSheet") {
                site.kind = .actionSheet
            } else if !isMemberPath(style) || !cursor.isWord(style.valueEnd, "alert") {
                // `preferredStyle: style`: either kind at run time.
                site.kindIsKnown = false
                site.isAlertOnIPad = isAlertOnIPad(style)
            }
        } else if arguments.isEmpty {
            // `UIAlertController()`: the inherited `init()` leaves `preferredStyle` at its first
            // case, `.actionSheet`.
            site.kind = .actionSheet
        }
        let siteIndex = addSite(site)
        // `UIAlertController(…).action(…)`: an app's builder adds what the engine cannot see.
        let end = callEnd(open: call.open)
        if cursor.isSymbol(end + 1, UInt8(ascii: ".")), cursor.isWord(end + 2) {
            builders[siteIndex].site.actionsComplete = false
        }
        return siteIndex
    }

    /// Follows the variable a new site is assigned to, if any.
    mutating func adopt(_ site: Int, constructionStart start: Int) {
        guard let target = assignmentTarget(before: start) else {
            if let passing = passing(at: start) { passed(site, passing) }
            return
        }
        builders[site].site.variableName = cursor.source.text(cursor.nameRange(target.name))
        if let depth = deferredDepth(of: target) ?? reassignedDepth(of: target) {
            bindDeferred(target.name, site: site, depth: depth)
        } else {
            bind(target.name, viaSelf: target.viaSelf, to: .site(site))
            // Kept in a property (`self.alert = …`, `alert = …` with no local `alert`, a stored
            // property's initial value): other methods may set its title or add its actions.
            // Top-level code (a script, a snippet) declares locals, like a function body.
            let declaredHere = cursor.isWord(target.name - 1, "let") || cursor.isWord(target.name - 1, "var")
            if !declaredHere || (functions.isEmpty && !blocks.isEmpty) { handOff(site) }
        }
        configured(site, through: cursor.statementEnd(from: start))
    }

    /// `let delete = UIAlertAction(…)`: an action kept for a later `addAction(delete)`.
    mutating func visitActionDeclaration(_ index: Int) {
        guard let call = construction(of: index), let target = assignmentTarget(before: call.start) else { return }
        bind(target.name, viaSelf: target.viaSelf, to: .action(alertAction(call)))
    }

    /// Reads `UIAlertAction(title:style:handler:)`.
    func alertAction(_ call: Construction) -> ParsedAction {
        let arguments = cursor.arguments(of: call.open)
        let titleArgument = cursor.argument(arguments, labeled: "title")
        let title = text(arguments, "title")
        var role = AlertAction.Role.default
        var roleKnown = true
        var roleRange: ByteRange?
        var roleParameter: Int?
        if let style = cursor.argument(arguments, labeled: "style"), style.hasValue {
            if let spelled = memberRole(style) {
                (role, roleRange) = spelled
            } else {
                roleKnown = false
                if style.valueStart == style.valueEnd { roleParameter = parameterIndex(named: style.valueStart) }
            }
        }
        var action = AlertAction(
            title: title, role: role, range: cursor.range(call.token),
            statementRange: cursor.span(call.start, callEnd(open: call.open)))
        action.roleRange = roleRange
        action.roleParameter = roleParameter
        action.roleIsKnown = roleKnown
        if cursor.argument(arguments, labeled: "style") == nil, let titleArgument, titleArgument.hasValue {
            action.roleInsertionOffset = cursor.range(titleArgument.valueEnd).end
        }
        return ParsedAction(action: action)
    }

    /// The role a `.cancel` / `UIAlertAction.Style.cancel` / `ButtonRole.destructive` argument
    /// spells and where (the `.member`); `nil` for anything computed (`isDanger ? … : …`, a variable).
    func memberRole(_ argument: CallArgument) -> (AlertAction.Role, ByteRange)? {
        let word = argument.valueEnd
        guard isMemberPath(argument), let role = Self.role(cursor, word) else { return nil }
        return (role, cursor.span(word - 1, word))
    }

    /// Whether an argument is exactly `.name` or `Type.Nested.name`.
    func isMemberPath(_ argument: CallArgument) -> Bool {
        let last = argument.valueEnd
        guard last - 1 >= argument.valueStart, cursor.isSymbol(last - 1, UInt8(ascii: ".")), cursor.isWord(last) else {
            return false
        }
        // Either a leading `.name`, or `Type.` pairs that run up to `name`.
        var index = argument.valueStart
        while index < last - 1 {
            guard cursor.isWord(index), cursor.isSymbol(index + 1, UInt8(ascii: ".")) else { return false }
            index += 2
        }
        return index == last - 1 || index == last
    }

    /// `default`, `cancel` or `destructive` at `index`.
    static func role(_ cursor: TokenCursor, _ index: Int) -> AlertAction.Role? {
        if cursor.isWord(index, "default") { return .default }
        if cursor.isWord(index, "cancel") { return .cancel }
        if cursor.isWord(index, "destructive") { return .destructive }
        return nil
    }

    /// An argument that is exactly `UIAlertAction(…) { … }` or `.init(…)`.
    func inlineAction(_ first: Int, _ last: Int) -> ParsedAction? {
        let call: Construction
        if cursor.isWord(first, "UIAlertAction"), let found = construction(of: first) {
            call = found
        } else if cursor.isSymbol(first, UInt8(ascii: ".")), cursor.isWord(first + 1, "init"),
            cursor.isOpen(first + 2, UInt8(ascii: "("))
        {
            call = Construction(token: first + 1, open: first + 2, start: first)
        } else {
            return nil
        }
        guard callEnd(open: call.open) == last else { return nil }
        return alertAction(call)
    }

    func actionBinding(named token: Int) -> ParsedAction? {
        let name = cursor.nameRange(token)
        for binding in bindings.reversed() where cursor.sameName(binding.name, name) {
            if case .action(let parsed) = binding.target { return parsed }
        }
        return nil
    }

    mutating func controllerUse(site: Int, _ use: VariableUse) {
        let member = use.member
        if cursor.isWord(member, "addAction") {
            let last = cursor.statementEnd(from: use.start)
            addActionUse(site: site, use, last: last)
            configured(site, through: last)
        } else if cursor.isWord(member, "preferredAction"), cursor.isOperator(member + 1, "="), member + 2 < cursor.count {
            let last = cursor.statementEnd(from: use.start)
            builders[site].site.preferredActionRange = cursor.span(member, last)
            if last == member + 2, cursor.isWord(member + 2) {
                builders[site].preferredVariable = cursor.nameRange(member + 2)
            }
            configured(site, through: last)
        } else if cursor.isWord(member, "addTextField") {
            builders[site].site.textFieldCount += 1
            configured(site, through: cursor.statementEnd(from: use.start))
        } else if cursor.isWord(member, "title") || cursor.isWord(member, "message") {
            assignText(site: site, use, isTitle: cursor.isWord(member, "title"))
        } else if cursor.isWord(member, "popoverPresentationController") {
            popoverControllerUse(site: site, use)
        } else if cursor.isWord(member, "dismiss")
            || (cursor.isWord(member, "view") && cursor.isSymbol(member + 1, UInt8(ascii: ".")) && cursor.isWord(member + 2, "addSubview"))
        {
            // A progress alert (a spinner added to its view, dismissed by the code): its buttons
            // are not the only way it goes away.
            builders[site].site.actionsComplete = false
            builders[site].site.isDismissedByCode = true
        } else if cursor.isWord(member, "setValue") {
            attributedTextUse(site: site, use)
        } else if cursor.isOpen(member + 1, UInt8(ascii: "(")), !cursor.isWord(member, "present"), !addedThroughAdder(site: site, use) {
            // An app's own method the workspace does not show adding one button
            // (`addActions(_:)`): it may add actions the engine cannot see.
            builders[site].site.actionsComplete = false
        }
    }

    /// `alert.setValue(text, forKey: "attributedTitle")`: the title people see is that text. An
    /// attributed string made of the very expression the title already reads
    /// (`NSMutableAttributedString(string: message, attributes: font)`, there or in a local) only
    /// styles it: the copy stays as read.
    private mutating func attributedTextUse(site: Int, _ use: VariableUse) {
        guard cursor.isOpen(use.member + 1, UInt8(ascii: "(")) else { return }
        let arguments = cursor.arguments(of: use.member + 1)
        guard let key = cursor.argument(arguments, labeled: "forKey"), key.hasValue, cursor.isString(key.valueStart),
            let value = cursor.firstUnlabeled(arguments), value.hasValue
        else { return }
        let unknown = TextValue.unknown(cursor.span(value.valueStart, value.valueEnd))
        let styled = styledText(value.valueStart, value.valueEnd, before: use.start)
        switch StringLiteral.decode(cursor.tokens[key.valueStart], in: cursor.source).value {
        case "attributedTitle":
            if !isSameExpression(styled, builders[site].site.title) { builders[site].site.title = unknown }
        case "attributedMessage":
            if !isSameExpression(styled, builders[site].site.message) { builders[site].site.message = unknown }
        default: return
        }
        configured(site, through: cursor.statementEnd(from: use.start))
    }

    /// The `string:` of `NSAttributedString(string: …)` or `NSMutableAttributedString(string: …)`
    /// at `first...last`, or in the local of that one name declared a little before `use`.
    private func styledText(_ first: Int, _ last: Int, before use: Int) -> ClosedRange<Int>? {
        var start = first
        if first == last, cursor.tokens[first].kind == .identifier {
            // `let styled = NSMutableAttributedString(string: message, …)` in the lines before.
            var token = use - 1
            while token > max(0, use - 256) {
                if cursor.isWord(token, "let") || cursor.isWord(token, "var"), cursor.sameName(token + 1, first),
                    cursor.isOperator(token + 2, "=")
                {
                    start = token + 3
                    break
                }
                token -= 1
            }
            guard start != first else { return nil }
        }
        guard cursor.isWord(start, "NSAttributedString") || cursor.isWord(start, "NSMutableAttributedString"),
            cursor.isOpen(start + 1, UInt8(ascii: "(")),
            let text = cursor.argument(cursor.arguments(of: start + 1), labeled: "string"), text.hasValue
        else { return nil }
        return text.valueStart...text.valueEnd
    }

    /// Whether `tokens` spell the same expression the text was read from.
    private func isSameExpression(_ tokens: ClosedRange<Int>?, _ text: TextValue?) -> Bool {
        guard let tokens, let text, text.range.length > 0 else { return false }
        return cursor.source.text(cursor.span(tokens.lowerBound, tokens.upperBound)) == cursor.source.text(text.range)
    }

    private mutating func addActionUse(site: Int, _ use: VariableUse, last: Int) {
        let member = use.member
        if addedFromParameter(site: site, use) { return }
        // `actions.forEach(alert.addAction)` and loops add what the engine cannot count.
        guard cursor.isSymbol(member + 1, UInt8(ascii: "(")), let close = cursor.closer(of: member + 1),
            close > member + 2
        else {
            builders[site].site.actionsComplete = false
            return
        }
        addedConditionally(site: site, use)
        let statement = cursor.span(use.start, last)
        if let parsed = inlineAction(member + 2, close - 1) {
            var action = parsed.action
            action.statementRange = statement
            place(&action, use)
            appendAdded(action, to: site)
            // A style the helper's caller gives stays unknown until the call (`roleParameter`).
            if !parsed.roleKnown, parsed.action.roleParameter == nil { builders[site].site.actionsComplete = false }
        } else if close - 1 == member + 2, cursor.isWord(member + 2), let parsed = actionBinding(named: member + 2) {
            var action = parsed.action
            action.statementRange = statement
            place(&action, use)
            appendAdded(action, to: site, variable: cursor.nameRange(member + 2))
            // A style the helper's caller gives stays unknown until the call (`roleParameter`).
            if !parsed.roleKnown, parsed.action.roleParameter == nil { builders[site].site.actionsComplete = false }
        } else if !addedFromFactory(site: site, use, member + 2, close - 1, statement: statement), !addedThroughAdder(site: site, use) {
            builders[site].site.actionsComplete = false
        }
    }

    /// `alert.title = …` / `alert.message = …` after construction; under an `if` it is unknown.
    mutating func assignText(site: Int, _ use: VariableUse, isTitle: Bool) {
        let member = use.member
        guard cursor.isOperator(member + 1, "="), member + 2 < cursor.count else { return }
        let last = cursor.statementEnd(from: use.start)
        guard last >= member + 2 else { return }
        var value = readCopy(member + 2, last, swiftUI: false)
        if use.conditional {
            // `if a { alert.title = "A" } else { alert.title = "B" }`: each is one title people may
            // see. What was there before may be replaced on every path, so it is no longer known;
            // branches earlier arms assigned stay.
            let assigned = value ?? TextValue.unknown(cursor.span(member + 2, last))
            let previous = isTitle ? builders[site].site.title : builders[site].site.message
            var branches = previous.map { $0.alternatives.isEmpty ? [TextValue.unknown($0.range)] : $0.alternatives } ?? []
            if branches.isEmpty { branches = [TextValue.unknown(assigned.range)] }
            branches += assigned.alternatives.isEmpty ? [assigned] : assigned.alternatives
            var combined = assigned
            combined.alternatives = branches
            value = combined
        }
        if isTitle {
            builders[site].site.title = value
        } else {
            builders[site].site.message = value
        }
        configured(site, through: last)
    }

    /// `alert.popoverPresentationController?.sourceView = …`, or `let popover = alert.popover…`.
    private mutating func popoverControllerUse(site: Int, _ use: VariableUse) {
        var index = use.member + 1
        if cursor.isSymbol(index, UInt8(ascii: "?")) || cursor.isSymbol(index, UInt8(ascii: "!")) { index += 1 }
        if cursor.isSymbol(index, UInt8(ascii: ".")), cursor.isWord(index + 1) {
            popoverSourceUse(site: site, member: index + 1)
            return
        }
        let expressionStart = cursor.isSymbol(use.name - 1, UInt8(ascii: ".")) ? use.name - 2 : use.name
        if cursor.isOperator(expressionStart - 1, "="), cursor.isWord(expressionStart - 2),
            cursor.isWord(expressionStart - 3, "let") || cursor.isWord(expressionStart - 3, "var")
        {
            bind(expressionStart - 2, viaSelf: false, to: .popover(site))
        } else if cursor.isSymbol(index, UInt8(ascii: ")")) || cursor.isSymbol(index, UInt8(ascii: ",")) {
            // `anchor.apply(to: alert.popoverPresentationController)`: the callee may set the source.
            builders[site].site.hasPopoverSource = true
        }
    }

    mutating func popoverSourceUse(site: Int, member: Int) {
        let isSource =
            cursor.isWord(member, "sourceView") || cursor.isWord(member, "sourceRect")
            || cursor.isWord(member, "barButtonItem") || cursor.isWord(member, "sourceItem")
        if isSource, cursor.isOperator(member + 1, "=") { builders[site].site.hasPopoverSource = true }
    }
}
