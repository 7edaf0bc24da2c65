/// Sites moved in the file: a site found before a keystroke, in a function the keystroke did not
/// touch, is the same site shifted by the bytes inserted or removed before it. Every byte offset a
/// site holds moves; nothing else changes.
///
/// The offsets are moved in place: the copy shares its strings with the original, and only the
/// arrays holding offsets are copied, once each. `SiteList` moves a reused site only when it is read.
extension AlertSite {
    func shifted(by delta: Int) -> AlertSite {
        guard delta != 0 else { return self }
        var site = self
        site.range = range.shifted(by: delta)
        site.title?.shift(by: delta)
        site.message?.shift(by: delta)
        site.preferredActionRange = preferredActionRange?.shifted(by: delta)
        site.statementInsertionOffset = statementInsertionOffset.map { $0 + delta }
        for index in site.actions.indices { site.actions[index].shift(by: delta) }
        for index in site.actionSplices.indices { site.actionSplices[index].emptinessChain? += delta }
        return site
    }
}

extension AlertAction {
    mutating func shift(by delta: Int) {
        title?.shift(by: delta)
        range = range.shifted(by: delta)
        statementRange = statementRange.shifted(by: delta)
        roleRange = roleRange?.shifted(by: delta)
        roleInsertionOffset = roleInsertionOffset.map { $0 + delta }
        branch = branch.map { Branch(chain: $0.chain + delta, arm: $0.arm + delta) }
        innerBranches = innerBranches.map { Branch(chain: $0.chain + delta, arm: $0.arm + delta) }
    }
}

extension TextValue {
    /// `externalLocation` points into another file or table and stays where it is.
    mutating func shift(by delta: Int) {
        range = range.shifted(by: delta)
        for index in literals.indices { literals[index].shift(by: delta) }
        for index in alternatives.indices { alternatives[index].shift(by: delta) }
    }
}

extension StringLiteral {
    mutating func shift(by delta: Int) {
        range = range.shifted(by: delta)
        for index in interpolations.indices { interpolations[index] = interpolations[index].shifted(by: delta) }
        for index in verbatimRuns.indices { verbatimRuns[index].sourceStart += delta }
    }
}

extension HelperCall {
    func shifted(by delta: Int) -> HelperCall {
        guard delta != 0 else { return self }
        var call = self
        call.range = range.shifted(by: delta)
        call.statementRange = statementRange.shifted(by: delta)
        for index in call.arguments.indices {
            call.arguments[index].range = call.arguments[index].range.shifted(by: delta)
            call.arguments[index].value?.shift(by: delta)
            for action in call.arguments[index].actions?.indices ?? 0..<0 { call.arguments[index].actions?[action].shift(by: delta) }
        }
        return call
    }
}
