/// Everything a site refers to in the source, for `SiteDiagnosticsCache`: the span of all its
/// ranges, and a hash of all its facts with positions taken relative to a base offset.
enum SiteExtent {
    /// From the first byte any range of the site covers to the last; `nil` for a site with none.
    static func span(of site: AlertSite) -> ByteRange? {
        var lower = site.range.start
        var upper = site.range.end
        func include(_ range: ByteRange?) {
            guard let range else { return }
            lower = min(lower, range.start)
            upper = max(upper, range.end)
        }
        func include(_ text: TextValue?) {
            guard let text else { return }
            include(text.range)
            for literal in text.literals { include(literal.range) }
            for alternative in text.alternatives { include(alternative) }
        }
        include(site.title)
        include(site.message)
        include(site.preferredActionRange)
        if let offset = site.statementInsertionOffset { include(ByteRange(offset, offset)) }
        for action in site.actions {
            include(action.title)
            include(action.range)
            include(action.statementRange)
            include(action.roleRange)
            if let offset = action.roleInsertionOffset { include(ByteRange(offset, offset)) }
        }
        return ByteRange(lower, upper)
    }

    static func combine(_ site: AlertSite, base: Int, into hasher: inout Hasher) {
        func relative(_ range: ByteRange?) {
            guard let range else { return hasher.combine(-1) }
            hasher.combine(range.start - base)
            hasher.combine(range.end - base)
        }
        func text(_ value: TextValue?) {
            guard let value else { return hasher.combine(0) }
            hasher.combine(value.text)
            hasher.combine(value.isLocalized)
            relative(value.range)
            hasher.combine(value.literals.count)
            for literal in value.literals { relative(literal.range) }
            hasher.combine(value.localization)
            hasher.combine(value.constantReference)
            hasher.combine(value.externalLocation)
            hasher.combine(value.language)
            hasher.combine(value.missingTranslation)
            hasher.combine(value.parameter)
            hasher.combine(value.localizingMember)
            hasher.combine(value.isFallback)
            hasher.combine(value.alternatives.count)
            for alternative in value.alternatives { text(alternative) }
        }
        hasher.combine(site.framework)
        hasher.combine(site.kind)
        hasher.combine(site.kindIsKnown)
        hasher.combine(site.isAlertOnIPad)
        hasher.combine(site.isDebugOnly)
        hasher.combine(site.isNeverOnIPad)
        hasher.combine(site.titleMayBeHidden)
        hasher.combine(site.api)
        relative(site.range)
        text(site.title)
        text(site.message)
        hasher.combine(site.actionsComplete)
        hasher.combine(site.actionsListed)
        hasher.combine(site.hasOptionalActions)
        for splice in site.actionSplices {
            hasher.combine(splice.parameter)
            hasher.combine(splice.position)
            hasher.combine(splice.emptinessChain.map { $0 - base })
            hasher.combine(splice.shownWhenEmpty)
        }
        hasher.combine(site.listedApartFromSplices)
        hasher.combine(site.optionalApartFromSplices)
        hasher.combine(site.preferredActionIndex)
        relative(site.preferredActionRange)
        hasher.combine(site.textFieldCount)
        hasher.combine(site.hasPopoverSource)
        hasher.combine(site.enclosingFunction)
        hasher.combine(site.isCriticalStyle)
        hasher.combine(site.showsSuppressionButton)
        hasher.combine(site.statementInsertionOffset.map { $0 - base })
        hasher.combine(site.isHandedOff)
        hasher.combine(site.isDismissedByCode)
        hasher.combine(site.variableName)
        hasher.combine(site.actions.count)
        for action in site.actions {
            text(action.title)
            hasher.combine(action.role)
            relative(action.range)
            relative(action.statementRange)
            relative(action.roleRange)
            hasher.combine(action.roleInsertionOffset.map { $0 - base })
            hasher.combine(action.keyEquivalent)
            hasher.combine(action.roleParameter)
            hasher.combine(action.roleIsKnown)
            hasher.combine(action.hasSystemTitle)
            hasher.combine(action.systemTitleText)
            hasher.combine(action.isAddedBySystem)
            hasher.combine(action.branch.map { [$0.chain - base, $0.arm - base] })
            hasher.combine(action.innerBranches.map { [$0.chain - base, $0.arm - base] })
        }
    }
}
