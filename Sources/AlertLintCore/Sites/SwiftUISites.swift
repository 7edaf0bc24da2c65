/// SwiftUI's `.alert(…)`, `.confirmationDialog(…)` and `.actionSheet(…)` view modifiers.
extension Extraction {
    /// How many tokens of a legacy `content:` closure are searched for the `Alert(` it builds.
    private static let contentSearchLimit = 4096

    mutating func visitModifier(_ index: Int, kind: AlertSite.Kind, api: String) {
        guard cursor.isSymbol(index - 1, UInt8(ascii: ".")), cursor.isOpen(index + 1, UInt8(ascii: "(")),
            let close = cursor.closer(of: index + 1)
        else { return }
        let arguments = cursor.arguments(of: index + 1)
        // Every SwiftUI presentation modifier is driven by `isPresented:` or `item:`; this keeps
        // enum cases and helpers that happen to be called `alert` out.
        guard
            cursor.argument(arguments, labeled: "isPresented") != nil
                || cursor.argument(arguments, labeled: "item") != nil
        else { return }
        let trailing = cursor.trailingClosures(after: close)
        guard Self.isSwiftUISignature(arguments, cursor) else {
            // `.alert(error: $error)`, `.alert(title:message:isPresented:)`: an app's own modifier,
            // which shows copy the engine does not see here.
            appModifier(AlertSite(framework: .swiftui, kind: kind, range: cursor.range(index), api: api), index + 1, close)
            return
        }
        let title = cursor.firstUnlabeled(arguments)
        let isModern =
            kind == .confirmationDialog || title != nil
            || cursor.argument(arguments, labeled: "actions") != nil || cursor.argument(arguments, labeled: "error") != nil
            || cursor.argument(arguments, labeled: "message") != nil
        var site = AlertSite(framework: .swiftui, kind: kind, range: cursor.range(index), api: api)
        guard isModern, kind != .actionSheet else {
            legacyModifier(site, arguments: arguments, trailing: trailing)
            return
        }
        if kind == .confirmationDialog {
            let visibility = cursor.argument(arguments, labeled: "titleVisibility")
            site.titleMayBeHidden = !(visibility.map { $0.hasValue && cursor.isWord($0.valueEnd, "visible") } ?? false)
        }
        if let title {
            site.title = readCopy(title.valueStart, title.valueEnd, swiftUI: true)
        } else if let error = cursor.argument(arguments, labeled: "error"), error.hasValue {
            site.title = TextValue.unknown(cursor.span(error.valueStart, error.valueEnd))
        }

        var actions: Int?
        var message: Int?
        var actionsGiven = false
        var messageGiven = false
        if let argument = cursor.argument(arguments, labeled: "actions") {
            actionsGiven = true
            if cursor.isClosure(argument.valueStart, argument.valueEnd) { actions = argument.valueStart }
        }
        if let argument = cursor.argument(arguments, labeled: "message"), argument.hasValue {
            messageGiven = true
            if cursor.isClosure(argument.valueStart, argument.valueEnd) {
                message = argument.valueStart
            } else {
                site.message = TextValue.unknown(cursor.span(argument.valueStart, argument.valueEnd))
            }
        }
        // The unlabeled trailing closure fills the first of `actions`/`message` not yet given.
        for closure in trailing {
            if let label = closure.label {
                if cursor.isWord(label, "message") { message = closure.open; messageGiven = true }
                if cursor.isWord(label, "actions") { actions = closure.open; actionsGiven = true }
            } else if !actionsGiven {
                actions = closure.open
                actionsGiven = true
            } else if !messageGiven {
                message = closure.open
                messageGiven = true
            }
        }
        let siteIndex = addSite(site)
        if let message { builders[siteIndex].site.message = closureText(message) }
        if let actions {
            readButtons(site: siteIndex, closure: actions)
        } else if actionsGiven {
            // `actions: makeButtons`: built elsewhere.
            builders[siteIndex].site.actionsComplete = false
        }
        addSystemButtons(site: siteIndex)
    }

    /// What SwiftUI adds to the buttons the code gives: an OK to an alert with none, and a Cancel
    /// to a confirmation dialog, or to an alert with a destructive button, that has no cancel one.
    private mutating func addSystemButtons(site: Int) {
        let current = builders[site].site
        guard current.actionsComplete else { return }
        let whole = current.range
        if current.actions.isEmpty, current.kind == .alert {
            var ok = AlertAction(title: nil, role: .default, range: whole, statementRange: whole)
            ok.hasSystemTitle = true
            ok.systemTitleText = "OK"
            ok.isAddedBySystem = true
            builders[site].append(ok)
            return
        }
        let needsCancel = current.kind == .confirmationDialog || current.actions.contains { $0.role == .destructive }
        guard needsCancel, !current.actions.contains(where: { $0.role == .cancel }) else { return }
        var cancel = AlertAction(title: nil, role: .cancel, range: whole, statementRange: whole)
        cancel.hasSystemTitle = true
        cancel.isAddedBySystem = true
        builders[site].append(cancel)
    }

    /// The labels of SwiftUI's own `alert`, `confirmationDialog` and `actionSheet` modifiers; an
    /// unlabeled argument other than the title is a content closure.
    static func isSwiftUISignature(_ arguments: [CallArgument], _ cursor: TokenCursor) -> Bool {
        var unlabeled = 0
        for argument in arguments {
            guard let label = argument.label else {
                unlabeled += 1
                continue
            }
            let known =
                cursor.isWord(label, "isPresented") || cursor.isWord(label, "item") || cursor.isWord(label, "presenting")
                || cursor.isWord(label, "error") || cursor.isWord(label, "actions") || cursor.isWord(label, "message")
                || cursor.isWord(label, "content") || cursor.isWord(label, "titleVisibility")
            guard known else { return false }
        }
        return unlabeled <= 1
    }

    /// An app's own modifier: a site whose copy and buttons are all unknown here.
    private mutating func appModifier(_ site: AlertSite, _ open: Int, _ close: Int) {
        var site = site
        let whole = cursor.span(open, close)
        site.title = TextValue.unknown(whole)
        site.message = TextValue.unknown(whole)
        site.actionsComplete = false
        _ = addSite(site)
    }

    /// `.alert(isPresented:content:)` and `.actionSheet(…)`: the `Alert(…)`/`ActionSheet(…)` built
    /// inside is the site; without one (a helper builds it) the modifier stands in, unread.
    private mutating func legacyModifier(_ site: AlertSite, arguments: [CallArgument], trailing: [TrailingClosure]) {
        var content: ClosedRange<Int>?
        if let argument = cursor.argument(arguments, labeled: "content"), argument.hasValue {
            content = argument.valueStart...argument.valueEnd
        } else if let closure = trailing.first {
            content = closure.open...closure.close
        }
        if let content, buildsAlertValue(content) { return }
        // `.alert(item: $error)` with no content: not SwiftUI's, an app's helper.
        var site = site
        site.actionsComplete = false
        let shown =
            content.map { cursor.span($0.lowerBound, $0.upperBound) }
            ?? arguments.first.map { cursor.span($0.start, arguments.last?.valueEnd ?? $0.valueEnd) } ?? site.range
        site.title = TextValue.unknown(shown)
        site.message = TextValue.unknown(shown)
        _ = addSite(site)
    }

    private func buildsAlertValue(_ range: ClosedRange<Int>) -> Bool {
        let last = min(range.upperBound, range.lowerBound + Self.contentSearchLimit)
        var index = range.lowerBound
        while index < last {
            if cursor.isWord(index, "Alert") || cursor.isWord(index, "ActionSheet"),
                cursor.isSymbol(index + 1, UInt8(ascii: "("))
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The text a `{ Text("…") }` closure shows; unknown when it does more than that.
    func closureText(_ open: Int) -> TextValue? {
        guard let close = cursor.closer(of: open) else { return TextValue.unknown(cursor.range(open)) }
        var body = cursor.closureBodyStart(open)
        guard body < close else { return nil }
        // `message: { return Text(…) }`: the one expression, returned explicitly.
        if body + 1 < close, cursor.isWord(body, "return") { body += 1 }
        let last = cursor.statementEnd(from: body)
        guard last == close - 1 else { return TextValue.unknown(cursor.span(body, close - 1)) }
        if cursor.isWord(body, "Label"), cursor.isOpen(body + 1, UInt8(ascii: "(")), cursor.closer(of: body + 1) == last,
            let title = cursor.firstUnlabeled(cursor.arguments(of: body + 1))
        {
            return cursor.readText(title.valueStart, title.valueEnd, swiftUI: true)
        }
        return readCopy(body, last, swiftUI: true)
    }
}
