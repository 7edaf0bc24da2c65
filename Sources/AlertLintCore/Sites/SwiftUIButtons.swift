/// The `Button`s inside a SwiftUI alert's or dialog's `actions` closure.
extension Extraction {
    /// How many tokens of an `if`/`ForEach`/custom view in an actions closure are searched for buttons.
    private static let nestedScanLimit = 1024

    mutating func readButtons(site: Int, closure open: Int) {
        guard let close = cursor.closer(of: open) else {
            builders[site].site.actionsComplete = false
            return
        }
        var index = cursor.closureBodyStart(open)
        while index < close {
            // `Button("A") {}; Button("B") {}` on one line.
            if cursor.isSymbol(index, UInt8(ascii: ";")) {
                index += 1
                continue
            }
            let last = min(cursor.statementEnd(from: index), close - 1)
            actionStatement(site: site, first: index, last: last)
            index = max(last, index) + 1
        }
    }

    /// One statement of the closure: a button, a text field, or something that may hold buttons.
    private mutating func actionStatement(site: Int, first: Int, last: Int) {
        if isButton(first) {
            button(site: site, at: first, last: last)
        } else if cursor.isWord(first, "TextField") || cursor.isWord(first, "SecureField") {
            builders[site].site.textFieldCount += 1
        } else if cursor.isWord(first, "Text") || cursor.isWord(first, "Divider") || cursor.isWord(first, "EmptyView") {
            // Alerts drop views other than buttons and text fields.
        } else {
            // `if`, `ForEach`, `switch`, a custom view: buttons may or may not be there.
            builders[site].site.actionsComplete = false
            var index = first
            // Bounded, so alerts nested in alerts' closures cannot make the pass quadratic.
            let limit = min(last, first + Self.nestedScanLimit)
            let isIf = cursor.isWord(first, "if")
            while index <= limit {
                if isButton(index) {
                    let end = min(cursor.statementEnd(from: index), last)
                    let added = builders[site].site.actions.count
                    button(site: site, at: index, last: end)
                    if isIf, builders[site].site.actions.count > added,
                        let arm = cursor.enclosingArm(of: index, in: first, last)
                    {
                        builders[site].site.actions[added].branch = cursor.ifBranch(armOpen: arm)
                        builders[site].site.actions[added].innerBranches = cursor.innerArms(of: index, below: arm)
                        builders[site].site.actions[added].isDebugOnly = cursor.isDebugGate(armOpen: arm)
                    }
                    for action in added..<builders[site].site.actions.count where builders[site].site.actions[action].branch == nil {
                        builders[site].site.actions[action].isConditional = true
                    }
                    index = end + 1
                } else {
                    if cursor.isWord(index, "TextField") || cursor.isWord(index, "SecureField") {
                        builders[site].site.textFieldCount += 1
                    }
                    index += 1
                }
            }
        }
    }

    private func isButton(_ index: Int) -> Bool {
        cursor.isWord(index, "Button") && !cursor.isSymbol(index - 1, UInt8(ascii: "."))
            && (cursor.isSymbol(index + 1, UInt8(ascii: "(")) || cursor.isSymbol(index + 1, UInt8(ascii: "{")))
    }

    /// `Button("…", role: .destructive) { }`, `Button(action: f) { Text("…") }`,
    /// `Button(role: .cancel) { } label: { Label("…", systemImage: …) }` and their modifiers.
    private mutating func button(site: Int, at first: Int, last: Int) {
        var arguments: [CallArgument] = []
        var callEnd = first
        if cursor.isOpen(first + 1, UInt8(ascii: "(")), let close = cursor.closer(of: first + 1) {
            arguments = cursor.arguments(of: first + 1)
            callEnd = close
        }
        let trailing = cursor.trailingClosures(after: callEnd)
        if let lastClosure = trailing.last { callEnd = lastClosure.close }

        let titleArgument = cursor.firstUnlabeled(arguments)
        var title: TextValue?
        if let titleArgument {
            title = readCopy(titleArgument.valueStart, titleArgument.valueEnd, swiftUI: true)
        } else if let label = labelClosure(arguments, trailing) {
            title = closureText(label)
        }
        if title == nil, titleArgument == nil { title = TextValue.unknown(cursor.span(first, callEnd)) }

        var role = AlertAction.Role.default
        var roleRange: ByteRange?
        var roleIsKnown = true
        let roleArgument = cursor.argument(arguments, labeled: "role")
        if let roleArgument, roleArgument.hasValue {
            if let spelled = memberRole(roleArgument) {
                (role, roleRange) = spelled
            } else if !cursor.isWord(roleArgument.valueStart, "nil") || roleArgument.valueEnd != roleArgument.valueStart {
                builders[site].site.actionsComplete = false
                roleIsKnown = false
            }
        }
        var action = AlertAction(
            title: title, role: role, range: cursor.range(first),
            statementRange: cursor.span(first, max(last, callEnd)))
        action.roleRange = roleRange
        action.roleIsKnown = roleIsKnown
        if roleArgument == nil, let titleArgument {
            action.roleInsertionOffset = cursor.range(titleArgument.valueEnd).end
        }
        builders[site].append(action)
        if callEnd < last, let shortcut = defaultActionShortcut(callEnd + 1, last) {
            builders[site].site.preferredActionIndex = builders[site].site.actions.count - 1
            builders[site].site.preferredActionRange = shortcut
        }
    }

    /// The closure that draws the label: `label:` (argument or trailing), or the only trailing
    /// closure when the action was passed as `action:`.
    private func labelClosure(_ arguments: [CallArgument], _ trailing: [TrailingClosure]) -> Int? {
        if let argument = cursor.argument(arguments, labeled: "label"),
            cursor.isClosure(argument.valueStart, argument.valueEnd)
        {
            return argument.valueStart
        }
        if let closure = trailing.first(where: { $0.label.map { cursor.isWord($0, "label") } ?? false }) {
            return closure.open
        }
        if cursor.argument(arguments, labeled: "action") != nil, let closure = trailing.first, closure.label == nil {
            return closure.open
        }
        return nil
    }

    /// `.keyboardShortcut(.defaultAction)` among the modifiers `first...last`.
    private func defaultActionShortcut(_ first: Int, _ last: Int) -> ByteRange? {
        var index = first
        while index <= last {
            if cursor.isWord(index, "keyboardShortcut"), cursor.isSymbol(index - 1, UInt8(ascii: ".")),
                cursor.isOpen(index + 1, UInt8(ascii: "(")), let close = cursor.closer(of: index + 1)
            {
                if let key = cursor.arguments(of: index + 1).first, key.hasValue,
                    cursor.isWord(key.valueEnd, "defaultAction")
                {
                    return cursor.span(index - 1, close)
                }
                index = close + 1
                continue
            }
            if let close = cursor.closer(of: index) { index = close }
            index += 1
        }
        return nil
    }
}
