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
        } else {
            // No actions: the system adds an OK button the code does not spell.
            builders[siteIndex].site.actionsComplete = false
        }
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
        var site = site
        site.actionsComplete = false
        if let content { site.title = TextValue.unknown(cursor.span(content.lowerBound, content.upperBound)) }
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
        let body = cursor.closureBodyStart(open)
        guard body < close else { return nil }
        let last = cursor.statementEnd(from: body)
        guard last == close - 1 else { return TextValue.unknown(cursor.span(body, close - 1)) }
        if cursor.isWord(body, "Label"), cursor.isOpen(body + 1, UInt8(ascii: "(")), cursor.closer(of: body + 1) == last,
            let title = cursor.firstUnlabeled(cursor.arguments(of: body + 1))
        {
            return cursor.readText(title.valueStart, title.valueEnd, swiftUI: true)
        }
        return cursor.readText(body, last, swiftUI: true)
    }
}
