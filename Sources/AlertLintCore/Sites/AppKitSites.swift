/// AppKit's `NSAlert`, configured by properties and `addButton(withTitle:)` calls after `NSAlert()`.
extension Extraction {
    mutating func visitNSAlert(_ index: Int) {
        guard let call = construction(of: index) else { return }
        var site = AlertSite(framework: .appkit, kind: .alert, range: cursor.range(call.token), api: "NSAlert")
        // `NSAlert(error:)` takes its copy and its buttons (the recovery options) from the error,
        // and an app's convenience initializer sets them in code the engine does not see.
        let arguments = cursor.arguments(of: call.open)
        if let first = arguments.first, let last = arguments.last {
            let value = cursor.span(first.valueStart, last.valueEnd)
            site.title = TextValue.unknown(value)
            site.message = TextValue.unknown(value)
            site.actionsComplete = false
        }
        let siteIndex = addSite(site)
        adopt(siteIndex, constructionStart: call.start)
    }

    mutating func nsAlertUse(site: Int, _ use: VariableUse) {
        let member = use.member
        if cursor.isWord(member, "messageText") || cursor.isWord(member, "informativeText") {
            assignText(site: site, use, isTitle: cursor.isWord(member, "messageText"))
        } else if cursor.isWord(member, "addButton") {
            addButtonUse(site: site, use)
        } else if cursor.isWord(member, "buttons") {
            buttonsSubscriptUse(site: site, use)
        } else if cursor.isOperator(member + 1, "="), member + 2 < cursor.count {
            let last = cursor.statementEnd(from: use.start)
            if cursor.isWord(member, "alertStyle") {
                builders[site].site.isCriticalStyle = cursor.isWord(last, "critical")
            } else if cursor.isWord(member, "showsSuppressionButton") {
                builders[site].site.showsSuppressionButton = cursor.isWord(last, "true")
            }
            configured(site, through: last)
        }
    }

    /// `alert.addButton(withTitle: "Save")`, possibly kept as `let save = alert.addButton(…)`.
    private mutating func addButtonUse(site: Int, _ use: VariableUse) {
        let member = use.member
        let last = cursor.statementEnd(from: use.start)
        addedConditionally(site: site, use)
        let title = buttonTitle(after: member)
        if title == nil { builders[site].site.actionsComplete = false }
        var action = AlertAction(
            title: title, role: .default, range: cursor.range(member),
            statementRange: cursor.span(use.start, last))
        place(&action, use)
        appendAdded(action, to: site)
        let button = builders[site].site.actions.count - 1
        if cursor.isWord(use.start, "let") || cursor.isWord(use.start, "var") {
            bind(use.start + 1, viaSelf: false, to: .button(site: site, action: button))
        }
        // `alert.addButton(withTitle: "OK").keyEquivalent = "\r"`
        if cursor.isOpen(member + 1, UInt8(ascii: "(")), let close = cursor.closer(of: member + 1),
            cursor.isSymbol(close + 1, UInt8(ascii: ".")), cursor.isWord(close + 2)
        {
            buttonMember(site: site, action: button, member: close + 2)
        }
        configured(site, through: last)
    }

    /// `alert.buttons[0].keyEquivalent = "\r"`, `alert.buttons.first?.hasDestructiveAction = true`,
    /// `alert.buttons.last?.…` (the last button added so far).
    private mutating func buttonsSubscriptUse(site: Int, _ use: VariableUse) {
        var index = use.member + 1
        let button: Int
        if cursor.isSymbol(index, UInt8(ascii: "[")), index + 2 < cursor.count,
            cursor.tokens[index + 1].kind == .number, cursor.isSymbol(index + 2, UInt8(ascii: "]")),
            let number = Int(cursor.text(index + 1))
        {
            button = number
            index += 3
        } else if cursor.isSymbol(index, UInt8(ascii: ".")), cursor.isWord(index + 1, "first") {
            button = 0
            index += 2
        } else if cursor.isSymbol(index, UInt8(ascii: ".")), cursor.isWord(index + 1, "last"),
            builders[site].site.actionsComplete, !builders[site].site.actions.isEmpty
        {
            button = builders[site].site.actions.count - 1
            index += 2
        } else {
            return
        }
        if cursor.isSymbol(index, UInt8(ascii: "?")) || cursor.isSymbol(index, UInt8(ascii: "!")) { index += 1 }
        guard cursor.isSymbol(index, UInt8(ascii: ".")), cursor.isOperator(index + 2, "=") else { return }
        if cursor.isWord(index + 1, "keyEquivalent"), let value = keyEquivalent(at: index + 3) {
            builders[site].keyEquivalentsByIndex.append((button, value))
        } else if cursor.isWord(index + 1, "hasDestructiveAction"), cursor.isWord(index + 3, "true") {
            builders[site].destructiveIndices.append(button)
        } else {
            return
        }
        configured(site, through: cursor.statementEnd(from: use.start))
    }

    /// A button kept in a variable: `save.keyEquivalent = "\r"`, `delete.hasDestructiveAction = true`.
    mutating func nsButtonUse(site: Int, action: Int, _ use: VariableUse) {
        if buttonMember(site: site, action: action, member: use.member) {
            configured(site, through: cursor.statementEnd(from: use.start))
        }
    }

    /// `keyEquivalent = "…"` or `hasDestructiveAction = true` on one button; whether it was either.
    @discardableResult
    private mutating func buttonMember(site: Int, action: Int, member: Int) -> Bool {
        guard action < builders[site].site.actions.count, cursor.isOperator(member + 1, "=") else { return false }
        if cursor.isWord(member, "keyEquivalent"), let value = keyEquivalent(at: member + 2) {
            builders[site].site.actions[action].keyEquivalent = value
        } else if cursor.isWord(member, "hasDestructiveAction"), cursor.isWord(member + 2, "true") {
            builders[site].site.actions[action].role = .destructive
        } else {
            return false
        }
        return true
    }

    /// The decoded value of a lone string literal.
    private func keyEquivalent(at index: Int) -> String? {
        guard cursor.isString(index), cursor.statementEnd(from: index) == index else { return nil }
        return StringLiteral.decode(cursor.tokens[index], in: cursor.source).value
    }
}
