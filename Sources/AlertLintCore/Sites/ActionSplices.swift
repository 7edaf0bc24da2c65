/// A helper that adds the buttons its caller lists (`func confirm(title: String, actions:
/// [UIAlertAction])` with `for action in actions { alert.addAction(action) }`), and the array
/// literals of `UIAlertAction(…)` its calls pass: at each call, those buttons are the alert's.
extension Extraction {
    /// Records a splice when `use` adds every element of a parameter of the innermost function:
    /// `alert.addAction(action)` in `for action in actions {` or in `actions.forEach {`, or
    /// `actions.forEach(alert.addAction)`. False when it is none of those, or sits in a block that
    /// is no `if` arm (a closure, another loop): then what it adds stays unknown.
    mutating func addedFromParameter(site: Int, _ use: VariableUse) -> Bool {
        let member = use.member
        var opens = (use.branchOpen.map { [$0] } ?? []) + use.innerOpens
        let parameter: Int
        if cursor.isOpen(member + 1, UInt8(ascii: "(")), let close = cursor.closer(of: member + 1), close == member + 3 {
            // `alert.addAction(action)` as the body of the loop or closure that opens last.
            guard let loop = opens.popLast(), let array = elementSource(loopOpen: loop, element: member + 2) else { return false }
            parameter = array
        } else if cursor.isSymbol(member + 1, UInt8(ascii: ")")), cursor.isOpen(use.name - 1, UInt8(ascii: "(")),
            cursor.isWord(use.name - 2, "forEach"), cursor.isSymbol(use.name - 3, UInt8(ascii: ".")),
            let array = parameterIndex(named: use.name - 4)
        {
            parameter = array
        } else {
            return false
        }
        let arms = opens.map { cursor.ifBranch(armOpen: $0) }
        guard arms.allSatisfy({ $0 != nil }) else { return false }
        var splice = ActionSplice(parameter: parameter, position: builders[site].site.actions.count)
        if opens.count == 1, let arm = arms[0], tests(parameter, emptyInArm: opens[0]) == false {
            splice.emptinessChain = arm.chain
        } else if !opens.isEmpty {
            builders[site].site.hasOptionalActions = true
            // Which arm's buttons show with the call's is not followed: the list stays unknown.
            builders[site].site.actionsListed = false
        }
        builders[site].site.actionSplices.append(splice)
        return true
    }

    /// The parameter `for element in parameter {` or `parameter.forEach { … }` runs over, when
    /// `element` (the loop's variable, `$0`, or the closure's one parameter) is what it adds.
    private func elementSource(loopOpen open: Int, element: Int) -> Int? {
        guard cursor.isWord(element) else { return nil }
        if cursor.isWord(open - 4, "for"), cursor.isWord(open - 2, "in"), cursor.isWord(open - 3), cursor.sameName(open - 3, element) {
            return parameterIndex(named: open - 1)
        }
        guard cursor.isWord(open - 1, "forEach"), cursor.isSymbol(open - 2, UInt8(ascii: ".")) else { return nil }
        let isElement =
            cursor.isWord(element, "$0")
            || (cursor.isWord(open + 1) && cursor.isWord(open + 2, "in") && cursor.sameName(open + 1, element))
        return isElement ? parameterIndex(named: open - 3) : nil
    }

    /// For the arm opening at `armOpen` of `if parameter.isEmpty { … } else { … }` (or
    /// `if !parameter.isEmpty`): whether the arm runs when the array is empty; `nil` for any other
    /// `if`, or a chain of more than two arms.
    func tests(_ parameter: Int, emptyInArm armOpen: Int) -> Bool? {
        let thenOpen: Int
        if cursor.isWord(armOpen - 1, "else") {
            guard cursor.isSymbol(armOpen - 2, UInt8(ascii: "}")), let open = cursor.opener(of: armOpen - 2) else { return nil }
            thenOpen = open
        } else {
            thenOpen = armOpen
        }
        let negated = cursor.isSymbol(thenOpen - 4, UInt8(ascii: "!"))
        let keyword = thenOpen - (negated ? 5 : 4)
        guard cursor.isWord(keyword, "if"), !cursor.isWord(keyword - 1, "else"), parameterIndex(named: thenOpen - 3) == parameter,
            cursor.isSymbol(thenOpen - 2, UInt8(ascii: ".")), cursor.isWord(thenOpen - 1, "isEmpty"),
            let thenClose = cursor.closer(of: thenOpen)
        else { return nil }
        // Two arms at most: no `else if` after the first.
        guard !(cursor.isWord(thenClose + 1, "else") && cursor.isWord(thenClose + 2, "if")) else { return nil }
        return (armOpen == thenOpen) != negated
    }

    /// `[UIAlertAction(title: …, style: …) { … }, cancel]` passed to a helper: the buttons it lists,
    /// each read as a button the alert adds; `nil` unless every element is one.
    func listedActions(_ first: Int, _ last: Int) -> [AlertAction]? {
        guard cursor.isOpen(first, UInt8(ascii: "[")), cursor.closer(of: first) == last else { return nil }
        var actions: [AlertAction] = []
        for element in cursor.elements(of: first) {
            if let parsed = inlineAction(element.lowerBound, element.upperBound) {
                actions.append(parsed.action)
            } else if element.lowerBound == element.upperBound, cursor.isWord(element.lowerBound),
                let parsed = actionBinding(named: element.lowerBound)
            {
                actions.append(parsed.action)
            } else {
                return nil
            }
        }
        return actions
    }
}
