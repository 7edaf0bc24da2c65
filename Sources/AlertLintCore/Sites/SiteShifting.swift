/// Sites moved in the file: a site found before a keystroke, in a function the keystroke did not
/// touch, is the same site shifted by the bytes inserted or removed before it. Every byte offset a
/// site holds moves; nothing else changes.
extension AlertSite {
    func shifted(by delta: Int) -> AlertSite {
        guard delta != 0 else { return self }
        var site = self
        site.range = range.shifted(by: delta)
        site.title = title?.shifted(by: delta)
        site.message = message?.shifted(by: delta)
        site.preferredActionRange = preferredActionRange?.shifted(by: delta)
        site.statementInsertionOffset = statementInsertionOffset.map { $0 + delta }
        site.actions = actions.map { $0.shifted(by: delta) }
        return site
    }
}

extension AlertAction {
    func shifted(by delta: Int) -> AlertAction {
        var action = self
        action.title = title?.shifted(by: delta)
        action.range = range.shifted(by: delta)
        action.statementRange = statementRange.shifted(by: delta)
        action.roleRange = roleRange?.shifted(by: delta)
        action.roleInsertionOffset = roleInsertionOffset.map { $0 + delta }
        action.branch = branch.map { Branch(chain: $0.chain + delta, arm: $0.arm + delta) }
        return action
    }
}

extension TextValue {
    /// `externalLocation` points into another file or table and stays where it is.
    func shifted(by delta: Int) -> TextValue {
        var value = self
        value.range = range.shifted(by: delta)
        value.literals = literals.map { $0.shifted(by: delta) }
        return value
    }
}

extension StringLiteral {
    func shifted(by delta: Int) -> StringLiteral {
        var literal = self
        literal.range = range.shifted(by: delta)
        literal.interpolations = interpolations.map { $0.shifted(by: delta) }
        literal.verbatimRuns = verbatimRuns.map {
            VerbatimRun(valueStart: $0.valueStart, sourceStart: $0.sourceStart + delta, length: $0.length)
        }
        return literal
    }
}
