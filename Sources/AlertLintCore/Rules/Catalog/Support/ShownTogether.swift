/// How many actions an alert can show at once, when some are added only in one arm of an `if`
/// chain: those every path adds, plus, for each chain, the arm that adds the most.
enum ShownTogether {
    static func most(_ actions: [AlertAction], where isCounted: (AlertAction) -> Bool = { _ in true }) -> Int {
        var always = 0
        var perArm: [AlertAction.Branch: Int] = [:]
        // A `switch` case's or a loop's buttons: how many show together is not known, so none counts.
        for action in actions where isCounted(action) && !action.isConditional {
            if let branch = action.branch {
                perArm[branch, default: 0] += 1
            } else {
                always += 1
            }
        }
        var mostPerChain: [Int: Int] = [:]
        for (branch, count) in perArm { mostPerChain[branch.chain] = max(mostPerChain[branch.chain] ?? 0, count) }
        return always + mostPerChain.values.reduce(0, +)
    }
}
