/// How many actions an alert can show at once, when some are added only in one arm of an `if`
/// chain: those every path adds, plus, for each chain, the arm that shows the most (counted the
/// same way inside it, for chains nested in the arm).
///
/// `surely` counts only what some path is sure to show: two separate `if`s may test conditions
/// that exclude each other (published, unpublished), so of the chains at one level only the one
/// that adds the most counts.
enum ShownTogether {
    static func most(_ actions: [AlertAction], surely: Bool = false, where isCounted: (AlertAction) -> Bool = { _ in true }) -> Int {
        // A `switch` case's or a loop's buttons: how many show together is not known, so none counts.
        let paths = actions.filter { isCounted($0) && !$0.isConditional }.map { action in
            action.branch.map { [$0] + action.innerBranches } ?? []
        }
        return most(paths[...], depth: 0, surely: surely)
    }

    /// The most actions shown together of those whose paths share their first `depth` arms.
    private static func most(_ paths: ArraySlice<[AlertAction.Branch]>, depth: Int, surely: Bool) -> Int {
        var here = 0
        var arms: [AlertAction.Branch: [[AlertAction.Branch]]] = [:]
        for path in paths {
            if path.count > depth { arms[path[depth], default: []].append(path) } else { here += 1 }
        }
        var mostPerChain: [Int: Int] = [:]
        for (arm, inArm) in arms {
            mostPerChain[arm.chain] = max(mostPerChain[arm.chain] ?? 0, most(inArm[...], depth: depth + 1, surely: surely))
        }
        return here + (surely ? mostPerChain.values.max() ?? 0 : mostPerChain.values.reduce(0, +))
    }
}
