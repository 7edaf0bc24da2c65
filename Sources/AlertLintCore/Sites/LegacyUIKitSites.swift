/// The deprecated `UIAlertView` and `UIActionSheet`, still found in old code bases: their buttons
/// are title arguments (`cancelButtonTitle:`, variadic `otherButtonTitles:`) and `addButton(withTitle:)`.
extension Extraction {
    mutating func visitLegacy(_ index: Int, kind: AlertSite.Kind, api: String) {
        guard let call = construction(of: index) else { return }
        let arguments = cursor.arguments(of: call.open)
        var site = AlertSite(framework: .uikit, kind: kind, range: cursor.range(call.token), api: api)
        site.title = text(arguments, "title")
        site.message = text(arguments, "message")
        let siteIndex = addSite(site)
        var role: AlertAction.Role?
        for argument in arguments {
            if let label = argument.label {
                if cursor.isWord(label, "cancelButtonTitle") {
                    role = .cancel
                } else if cursor.isWord(label, "destructiveButtonTitle") {
                    role = .destructive
                } else if cursor.isWord(label, "otherButtonTitles") {
                    role = .default
                } else {
                    role = nil
                }
            }
            // Unlabeled arguments after `otherButtonTitles:` are the rest of the variadic list.
            guard let role, argument.hasValue,
                let title = cursor.readText(argument.valueStart, argument.valueEnd, swiftUI: false)
            else { continue }
            let value = cursor.span(argument.valueStart, argument.valueEnd)
            builders[siteIndex].append(
                AlertAction(
                    title: title, role: role, range: value,
                    statementRange: cursor.span(argument.start, argument.valueEnd)))
        }
        adopt(siteIndex, constructionStart: call.start)
    }

    mutating func legacyUse(site: Int, _ use: VariableUse) {
        let member = use.member
        if cursor.isWord(member, "addButton") {
            let last = cursor.statementEnd(from: use.start)
            addedConditionally(site: site, use)
            if let title = buttonTitle(after: member) {
                appendAdded(
                    AlertAction(
                        title: title, role: .default, range: cursor.range(member),
                        statementRange: cursor.span(use.start, last)), to: site)
            } else {
                builders[site].site.actionsComplete = false
            }
            configured(site, through: last)
        } else if cursor.isWord(member, "title") || cursor.isWord(member, "message") {
            assignText(site: site, use, isTitle: cursor.isWord(member, "title"))
        } else if cursor.isWord(member, "cancelButtonIndex"), cursor.isOperator(member + 1, "="),
            member + 2 < cursor.count, cursor.tokens[member + 2].kind == .number
        {
            builders[site].cancelButtonIndex = Int(cursor.text(member + 2))
            configured(site, through: member + 2)
        } else if cursor.isWord(member, "alertViewStyle"), cursor.isOperator(member + 1, "=") {
            let last = cursor.statementEnd(from: use.start)
            if cursor.isWord(last, "loginAndPasswordInput") {
                builders[site].site.textFieldCount = 2
            } else if cursor.isWord(last, "plainTextInput") || cursor.isWord(last, "secureTextInput") {
                builders[site].site.textFieldCount = 1
            }
            configured(site, through: last)
        }
    }

    /// The title of `addButton(withTitle: …)`; `nil` when it cannot be read.
    func buttonTitle(after member: Int) -> TextValue? {
        guard cursor.isOpen(member + 1, UInt8(ascii: "(")) else { return nil }
        let arguments = cursor.arguments(of: member + 1)
        return text(arguments, "withTitle")
    }
}
