/// A site while the pass is still adding to it, with the facts that are settled only at the end
/// (which action `preferredAction` names, AppKit key equivalents set by index).
struct SiteBuilder {
    var site: AlertSite
    /// Per action, the name of the variable it was added through, `nil` when written inline.
    var actionVariables: [ByteRange?] = []
    /// The variable named by `preferredAction = x`, resolved once all actions are known.
    var preferredVariable: ByteRange?
    /// AppKit `buttons[i].keyEquivalent = "…"` and UIAlertView `cancelButtonIndex = i`.
    var keyEquivalentsByIndex: [(index: Int, value: String)] = []
    /// AppKit `buttons[i].hasDestructiveAction = true`.
    var destructiveIndices: [Int] = []
    var cancelButtonIndex: Int?

    init(site: AlertSite) {
        self.site = site
    }

    mutating func append(_ action: AlertAction, variable: ByteRange? = nil) {
        site.actions.append(action)
        actionVariables.append(variable)
    }

    func finished(_ cursor: TokenCursor) -> AlertSite {
        var site = site
        if let preferredVariable,
            let index = actionVariables.firstIndex(where: { $0.map { cursor.sameName($0, preferredVariable) } ?? false })
        {
            site.preferredActionIndex = index
        }
        for (index, value) in keyEquivalentsByIndex where index >= 0 && index < site.actions.count {
            site.actions[index].keyEquivalent = value
        }
        for index in destructiveIndices where index >= 0 && index < site.actions.count {
            site.actions[index].role = .destructive
        }
        if let cancelButtonIndex, cancelButtonIndex >= 0, cancelButtonIndex < site.actions.count {
            site.actions[cancelButtonIndex].role = .cancel
        }
        if site.framework == .appkit { Self.settleAppKitRoles(&site) }
        // The buttons a call passes are not known here: each call fills them (`AlertHelperIndex`).
        if !site.actionSplices.isEmpty {
            for index in site.actionSplices.indices {
                guard let chain = site.actionSplices[index].emptinessChain else { continue }
                site.actionSplices[index].shownWhenEmpty = site.actions.indices.filter { site.actions[$0].branch?.chain == chain }
            }
            let tied = Set(site.actionSplices.flatMap(\.shownWhenEmpty))
            site.listedApartFromSplices = site.actionsListed
            site.optionalApartFromSplices = site.actions.indices.contains { site.actions[$0].branch != nil && !tied.contains($0) }
            site.actionsListed = false
        }
        // Only a site that reads a parameter makes its function a helper.
        if site.helper != nil, !site.readsParameter { site.helper = nil }
        return site
    }

    /// AppKit has no roles: Escape makes a button the cancel one (`NSButton.hasDestructiveAction`
    /// marks a destructive one, read where it is set), and the first button added is the default one.
    private static func settleAppKitRoles(_ site: inout AlertSite) {
        for index in site.actions.indices {
            let action = site.actions[index]
            // NSAlert gives a button titled exactly "Cancel" the Escape key unless it is set otherwise.
            let escapes =
                action.keyEquivalent == "\u{1b}" || (action.keyEquivalent == nil && action.title?.text == "Cancel")
            if escapes, action.role != .destructive { site.actions[index].role = .cancel }
        }
        if !site.actions.isEmpty, site.preferredActionIndex == nil { site.preferredActionIndex = 0 }
    }
}
