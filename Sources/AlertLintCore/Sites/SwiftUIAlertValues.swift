/// SwiftUI's older `Alert(…)` and `ActionSheet(…)` values, whose buttons are `Alert.Button`s:
/// `.default(Text("OK")) { … }`, `.destructive(Text("Delete"))`, `.cancel()`.
extension Extraction {
    mutating func visitSwiftUIValue(_ index: Int, kind: AlertSite.Kind, api: String) {
        if cursor.isSymbol(index - 1, UInt8(ascii: ".")), !cursor.isWord(index - 2, "SwiftUI") { return }
        guard cursor.isOpen(index + 1, UInt8(ascii: "(")) else { return }
        let arguments = cursor.arguments(of: index + 1)
        guard hasSwiftUILabels(arguments, kind: kind) else { return }
        var site = AlertSite(framework: .swiftui, kind: kind, range: cursor.range(index), api: api)
        site.title = text(arguments, "title", swiftUI: true)
        site.message = text(arguments, "message", swiftUI: true)
        let siteIndex = addSite(site)
        if kind == .alert {
            var found = false
            for label: StaticString in ["primaryButton", "secondaryButton", "dismissButton"] {
                guard let argument = cursor.argument(arguments, labeled: label), argument.hasValue else { continue }
                found = true
                alertButton(site: siteIndex, argument.valueStart, argument.valueEnd)
            }
            if !found {
                // Without buttons the system shows an OK button the code does not spell.
                var ok = AlertAction(
                    title: nil, role: .default, range: cursor.range(index),
                    statementRange: cursor.span(index, callEnd(open: index + 1)))
                ok.hasSystemTitle = true
                ok.systemTitleText = "OK"
                ok.isAddedBySystem = true
                builders[siteIndex].append(ok)
            }
        } else if let buttons = cursor.argument(arguments, labeled: "buttons"), buttons.hasValue,
            cursor.isSymbol(buttons.valueStart, UInt8(ascii: "[")),
            cursor.closer(of: buttons.valueStart) == buttons.valueEnd
        {
            for element in cursor.elements(of: buttons.valueStart) {
                alertButton(site: siteIndex, element.lowerBound, element.upperBound)
            }
        } else {
            builders[siteIndex].site.actionsComplete = false
        }
    }

    /// Whether the labels are those of SwiftUI's `Alert(title:message:…Button:)` or
    /// `ActionSheet(title:message:buttons:)`, with `title:` first and not a bare string (SwiftUI
    /// takes a `Text`); an app's own `Alert` type has other labels or takes a `String`.
    private func hasSwiftUILabels(_ arguments: [CallArgument], kind: AlertSite.Kind) -> Bool {
        guard let first = arguments.first, let label = first.label, cursor.isWord(label, "title"), first.hasValue,
            !(first.valueStart == first.valueEnd && cursor.isString(first.valueStart))
        else { return false }
        for argument in arguments.dropFirst() {
            guard let label = argument.label else { return false }
            let known =
                cursor.isWord(label, "message")
                || (kind == .alert
                    ? cursor.isWord(label, "primaryButton") || cursor.isWord(label, "secondaryButton")
                        || cursor.isWord(label, "dismissButton")
                    : cursor.isWord(label, "buttons"))
            guard known else { return false }
        }
        return true
    }

    /// `let okay = Alert.Button.default(Text("OK")) { … }`, `let cancel: Alert.Button = .cancel()`,
    /// or `let primary = okay` naming one of those: a button an alert may take by name. Only a
    /// `let`, so the button read is the one the alert shows.
    mutating func rememberButton(_ name: ByteRange, declaredAt nameToken: Int) {
        var value = nameToken + 1
        if cursor.isSymbol(value, UInt8(ascii: ":")) {
            // `: Alert.Button` or `: SwiftUI.Alert.Button`.
            var type = value + 1
            if cursor.isWord(type, "SwiftUI"), cursor.isSymbol(type + 1, UInt8(ascii: ".")) { type += 2 }
            guard cursor.isWord(type, "Alert"), cursor.isSymbol(type + 1, UInt8(ascii: ".")), cursor.isWord(type + 2, "Button")
            else { return }
            value = type + 3
        }
        guard cursor.isOperator(value, "=") else { return }
        let first = value + 1
        guard first < cursor.count else { return }
        let last = cursor.statementEnd(from: first)
        if first == last, cursor.tokens[first].kind == .identifier {
            guard let named = buttonLocal(first) else { return }
            buttonLocals.append(LocalConstant(name: name, depth: blocks.count, values: named.values, isVariable: false))
            return
        }
        var member = first
        if cursor.isWord(member, "SwiftUI"), cursor.isSymbol(member + 1, UInt8(ascii: ".")) { member += 2 }
        if cursor.isWord(member, "Alert"), cursor.isSymbol(member + 1, UInt8(ascii: ".")), cursor.isWord(member + 2, "Button") {
            member += 3
        } else if value == nameToken + 1 {
            // `.default(…)` without the type written says nothing of what it makes.
            return
        }
        guard cursor.isSymbol(member, UInt8(ascii: ".")), Self.role(cursor, member + 1) != nil,
            cursor.isOpen(member + 2, UInt8(ascii: "(")) || cursor.isSymbol(member + 2, UInt8(ascii: "{"))
        else { return }
        if buttonLocals.count >= Self.constantLimit { buttonLocals.removeFirst() }
        buttonLocals.append(LocalConstant(name: name, depth: blocks.count, values: [first...last], isVariable: false))
    }

    /// The button local the identifier at `index` names, if any.
    private func buttonLocal(_ index: Int) -> LocalConstant? {
        guard !buttonLocals.isEmpty, !cursor.isSymbol(index - 1, UInt8(ascii: ".")) else { return nil }
        let name = cursor.nameRange(index)
        return buttonLocals.last { cursor.sameName($0.name, name) }
    }

    /// One `Alert.Button` expression, `first...last`.
    private mutating func alertButton(site: Int, _ first: Int, _ last: Int) {
        // `dismissButton: okay`: the button the local holds, read where it is built.
        if first == last, cursor.tokens[first].kind == .identifier, let local = buttonLocal(first), let value = local.values.first {
            alertButton(site: site, value.lowerBound, value.upperBound)
            return
        }
        var call = first
        while call <= last, !cursor.isSymbol(call, UInt8(ascii: "(")), !cursor.isSymbol(call, UInt8(ascii: "{")) {
            call += 1
        }
        let word = call - 1
        guard word > first, cursor.isSymbol(word - 1, UInt8(ascii: ".")), let role = Self.role(cursor, word) else {
            // A button built elsewhere (`primaryButton: button`): it is there, but unread.
            let whole = cursor.span(first, last)
            builders[site].append(
                AlertAction(title: TextValue.unknown(whole), role: .default, range: whole, statementRange: whole))
            builders[site].site.actionsComplete = false
            return
        }
        let member = cursor.span(word - 1, word)
        var title: TextValue?
        var systemTitle = false
        let label = cursor.isOpen(call, UInt8(ascii: "(")) ? cursor.firstUnlabeled(cursor.arguments(of: call)) : nil
        if let label, cursor.isWord(label.valueStart, "Text") {
            title = cursor.readText(label.valueStart, label.valueEnd, swiftUI: true)
        } else if role == .cancel {
            // `.cancel()` and `.cancel(action)` take the system's Cancel title.
            systemTitle = true
        } else {
            title = TextValue.unknown(cursor.span(first, last))
        }
        var action = AlertAction(title: title, role: role, range: member, statementRange: cursor.span(first, last))
        action.roleRange = member
        action.hasSystemTitle = systemTitle
        builders[site].append(action)
    }
}
