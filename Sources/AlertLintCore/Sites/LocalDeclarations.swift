/// Local declarations the pass follows inside function bodies: string constants passed by name
/// (`let title = "Delete Account"`), alerts declared before they are assigned in branches
/// (`let alert: UIAlertController`), and alerts built by `self.init(…)` in an
/// `extension UIAlertController`.
extension Extraction {
    /// More constants than any function holds; the oldest goes first so the pass stays linear.
    static let constantLimit = 64
    /// How far past `extension UIAlertController` its `{` may be (`where …`, conformances).
    private static let extensionHeaderLimit = 64

    /// `let name = "…"` / `let name: T` / `var name: T` at `index` (the keyword), inside a function.
    mutating func visitDeclaration(_ index: Int) {
        let name = index + 1
        guard name < cursor.count, cursor.tokens[name].kind == .identifier else { return }
        let nameRange = cursor.nameRange(name)
        // A new declaration shadows a constant of the same name.
        let names = cursor
        if !constants.isEmpty { constants.removeAll { names.sameName($0.name, nameRange) } }
        if !buttonLocals.isEmpty { buttonLocals.removeAll { names.sameName($0.name, nameRange) } }
        if !namesOnly, cursor.isWord(index, "let") { rememberButton(nameRange, declaredAt: name) }
        // Named only: a local matters only when it holds a parameter, and a function without
        // parameters has none to hold.
        if namesOnly, (functions.last.flatMap { parameterBits[$0] } ?? 0) == 0 { return }
        let isVariable = cursor.isWord(index, "var")
        if cursor.isOperator(name + 1, "=") {
            rememberCopy(nameRange, value: name + 2, isVariable: isVariable)
        } else if cursor.isSymbol(name + 1, UInt8(ascii: ":")) {
            let last = cursor.statementEnd(from: index)
            var token = name + 2
            while token <= last {
                // `let title: String = …`
                if cursor.isOperator(token, "=") {
                    rememberCopy(nameRange, value: token + 1, isVariable: isVariable)
                    return
                }
                if let close = cursor.closer(of: token) { token = close }
                token += 1
            }
            // `let message: String`, given its value in each arm of the `switch` or `if` that follows:
            // every value it may get is a choice, as a ternary's branches are
            // (`visitLocalAssignment`); one the engine cannot read makes it unknown.
            if !namesOnly, Self.isTextType(cursor, name + 2, last) {
                if constants.count >= Self.constantLimit { constants.removeFirst() }
                constants.append(LocalConstant(name: nameRange, depth: blocks.count, values: [], isVariable: true))
                return
            }
            if deferredDeclarations.count >= Self.constantLimit { deferredDeclarations.removeFirst() }
            deferredDeclarations.append(DeferredDeclaration(name: nameRange, depth: blocks.count))
        }
    }

    /// `let title = NSLocalizedString(…)`, `var title = isEditing ? "A" : "B"`: a local that holds
    /// copy, followed to where an alert reads it. Anything else the engine cannot read is left out.
    private mutating func rememberCopy(_ name: ByteRange, value first: Int, isVariable: Bool) {
        var last = cursor.statementEnd(from: first)
        // `if let title = title {`, `guard let title = custom ?? fallback else {`: the value ends
        // before the body or `else`.
        var token = first
        while token <= last {
            if token > first,
                cursor.isSymbol(token, UInt8(ascii: "{")) || cursor.isWord(token, "else") || cursor.isSymbol(token, UInt8(ascii: ","))
            {
                last = token - 1
                break
            }
            if !cursor.isSymbol(token, UInt8(ascii: "{")), let close = cursor.closer(of: token), close <= last { token = close }
            token += 1
        }
        guard first <= last, last < cursor.count, !namesOnly || mentionsParameter(first, last) else { return }
        // A parameter passed on (`if let text = secondaryTitle`) is copy a helper's caller gives.
        let value = readCopy(first, last, swiftUI: false, members: false)
        guard Self.isCopy(value) || value?.parameter != nil else { return }
        if constants.count >= Self.constantLimit { constants.removeFirst() }
        var constant = LocalConstant(name: name, depth: blocks.count, values: [first...last], isVariable: isVariable)
        // `if let name = value {` (the `let` at `first - 3`): the value is unwrapped.
        constant.isUnwrapped = cursor.isWord(first - 4, "if") && cursor.isOperator(first - 1, "=")
        constants.append(constant)
    }

    /// `String` or `String?` at `first...last`: a declared type that holds copy.
    private static func isTextType(_ cursor: TokenCursor, _ first: Int, _ last: Int) -> Bool {
        guard first <= last, cursor.isWord(first, "String") else { return false }
        return first == last || (first + 1 == last && cursor.isSymbol(last, UInt8(ascii: "?")))
    }

    /// Copy the engine can follow: a text, a lookup, a named constant, or a choice of them.
    static func isCopy(_ value: TextValue?) -> Bool {
        guard let value else { return false }
        return value.text != nil || value.localization != nil || value.constantReference != nil || !value.alternatives.isEmpty
    }

    /// `title = "…"` for a local variable holding copy: in a nested block the variable may hold
    /// either value after it; in its own block the new value replaces the old. A value the engine
    /// cannot read makes the variable unknown from there on.
    mutating func visitLocalAssignment(_ index: Int) {
        guard !cursor.isSymbol(index - 1, UInt8(ascii: ".")), cursor.isOperator(index + 1, "="),
            let position = constants.lastIndex(where: { cursor.sameName($0.name, cursor.nameRange(index)) }),
            constants[position].isVariable
        else { return }
        let last = cursor.statementEnd(from: index + 2)
        guard index + 2 <= last, Self.isCopy(cursor.readText(index + 2, last, swiftUI: false)) else {
            constants[position].isOpaque = true
            return
        }
        if constants[position].depth == blocks.count {
            constants[position].values = [(index + 2)...last]
        } else {
            constants[position].values.append((index + 2)...last)
        }
    }

    /// Reads copy like `TokenCursor.readText`, and sees through a local holding copy passed by name.
    ///
    /// `members`: whether a bare name may be a member of the type holding copy (`TypeMembers`);
    /// off where any expression is read in case it is copy (every local's value, every call's
    /// arguments), which would read the members of nearly every file.
    func readCopy(_ first: Int, _ last: Int, swiftUI: Bool, depth: Int = 0, members: Bool = true) -> TextValue? {
        // `title ?? "Error"`, `defaultTitle ?? NSLocalizedString("OK", …)`: each side read here, so
        // that a parameter or a local on the left is seen; an empty fallback (`?? ""`) is a
        // placeholder for a value the code shows only when there is one.
        if depth < 4, let (value, fallback) = cursor.coalescingOperands(first, last) {
            let left = readCopy(value.lowerBound, value.upperBound, swiftUI: swiftUI, depth: depth + 1, members: members)
            guard var right = readCopy(fallback.lowerBound, fallback.upperBound, swiftUI: swiftUI, depth: depth + 1, members: members),
                right.text != "" || !right.alternatives.isEmpty
            else { return left ?? TextValue.unknown(cursor.span(first, last)) }
            let choice = left ?? TextValue.unknown(cursor.span(value.lowerBound, value.upperBound))
            right.isFallback = true
            var combined = choice
            combined.range = cursor.span(first, last)
            combined.alternatives = (choice.alternatives.isEmpty ? [choice] : choice.alternatives) + [right]
            return combined
        }
        if first == last, !constants.isEmpty, first > 0, first < cursor.count,
            cursor.tokens[first].kind == .identifier, !cursor.isSymbol(first - 1, UInt8(ascii: ".")),
            let constant = constant(named: first)
        {
            let usage = cursor.range(first)
            guard !constant.isOpaque else { return TextValue.unknown(usage) }
            // A `String` local is shown verbatim: SwiftUI localizes only literals.
            var values: [TextValue] = []
            for span in constant.values {
                // `x ?? "OK"`, and `if let x = title`: read here, so a parameter in it is seen.
                let value =
                    (depth < 4
                        && (span.lowerBound == span.upperBound || cursor.coalescingOperands(span.lowerBound, span.upperBound) != nil)
                        ? readCopy(span.lowerBound, span.upperBound, swiftUI: false, depth: depth + 1)
                        : cursor.readText(span.lowerBound, span.upperBound, swiftUI: false)) ?? TextValue.unknown(usage)
                values += value.alternatives.isEmpty ? [value] : value.alternatives
            }
            guard var value = values.first else { return TextValue.unknown(usage) }
            value.isUnwrapped = constant.isUnwrapped && values.count == 1
            if values.count > 1 {
                value.alternatives = values
            } else {
                // One value: the finding points at the use, its fix edits the declaration.
                value.range = usage
            }
            return value
        }
        // `title` in `func showAlert(title: String)`: the caller's copy.
        if first == last, first > 0, first < cursor.count, cursor.tokens[first].kind == .identifier,
            !cursor.isSymbol(first - 1, UInt8(ascii: ".")), let parameter = parameterIndex(named: first)
        {
            var value = TextValue.unknown(cursor.range(first))
            value.parameter = parameter
            return value
        }
        if members, first + 3 >= last, let value = memberCopy(first, last) { return value }
        // `Text(title)`, `Text(self.title)`, `Text(title())`: a `String` a local or a member holds,
        // shown verbatim (a type-qualified constant inside `Text` is read by `readText`).
        if depth < 4, last == first + 3 || last == first + 5, cursor.isWord(first, "Text"), cursor.isOpen(first + 1, UInt8(ascii: "(")),
            cursor.closer(of: first + 1) == last,
            last == first + 3
                ? cursor.tokens[first + 2].kind == .identifier
                : cursor.isWord(first + 2, "self") || cursor.isOpen(first + 3, UInt8(ascii: "(")),
            let value = readCopy(first + 2, last - 1, swiftUI: false, depth: depth + 1, members: members), Self.isCopy(value)
        {
            return value
        }
        return cursor.readText(first, last, swiftUI: swiftUI)
    }

    private func constant(named token: Int) -> LocalConstant? {
        let name = cursor.nameRange(token)
        return constants.last { cursor.sameName($0.name, name) }
    }

    /// The depth of the `let name: T` a bare `name = …` assigns, when the pass saw it declared
    /// without a value in an enclosing block.
    func deferredDepth(of target: (name: Int, viaSelf: Bool)) -> Int? {
        guard !target.viaSelf, !deferredDeclarations.isEmpty, !cursor.isWord(target.name - 1, "let"),
            !cursor.isWord(target.name - 1, "var")
        else { return nil }
        let name = cursor.nameRange(target.name)
        return deferredDeclarations.last { cursor.sameName($0.name, name) }?.depth
    }

    /// The depth of the alert variable a bare `name = …` in a nested block reassigns: after the
    /// block the variable holds either alert, so both get what is added later.
    func reassignedDepth(of target: (name: Int, viaSelf: Bool)) -> Int? {
        guard !target.viaSelf, !cursor.isWord(target.name - 1, "let"), !cursor.isWord(target.name - 1, "var"),
            let existing = binding(named: target.name), existing.depth < blocks.count, case .site = existing.target
        else { return nil }
        return existing.depth
    }

    /// Binds a branch's alert to a variable declared earlier: alerts from sibling branches share it.
    mutating func bindDeferred(_ nameToken: Int, site: Int, depth: Int) {
        let name = cursor.nameRange(nameToken)
        let assignment = (site: site, block: blocks.last?.open ?? -1)
        if let existing = bindings.lastIndex(where: { cursor.sameName($0.name, name) && $0.depth == depth }),
            case .site(let first) = bindings[existing].target
        {
            if first != site, !bindings[existing].alsoSites.contains(site) {
                bindings[existing].alsoSites.append(site)
            }
            bindings[existing].lastAssigned = assignment
            return
        }
        let names = cursor
        bindings.removeAll { names.sameName($0.name, name) }
        if bindings.count >= Self.bindingLimit { bindings.removeFirst() }
        var binding = Binding(name: name, viaSelf: false, depth: depth, target: .site(site))
        binding.lastAssigned = assignment
        bindings.append(binding)
    }

    /// `extension UIAlertController {` or `extension NSAlert {`: remembers the body so
    /// `self.init(…)` inside builds a site.
    mutating func visitExtension(_ index: Int) {
        var type = index + 1
        if cursor.isWord(type, "UIKit") || cursor.isWord(type, "AppKit"), cursor.isSymbol(type + 1, UInt8(ascii: ".")) { type += 2 }
        guard cursor.isWord(type, "UIAlertController") || cursor.isWord(type, "NSAlert") else { return }
        pendingAlertTypeIsAppKit = cursor.isWord(type, "NSAlert")
        var token = type + 1
        while token < cursor.count, token <= type + Self.extensionHeaderLimit {
            if cursor.isSymbol(token, UInt8(ascii: "{")) {
                pendingAlertType = token
                return
            }
            if cursor.isSymbol(token, UInt8(ascii: "}")) || cursor.isSymbol(token, UInt8(ascii: ";")) { return }
            token += 1
        }
    }

    /// `self.init(title:message:preferredStyle:)`, `Self.init(…)` or `Self(…)` inside an
    /// `extension UIAlertController`: a convenience initializer or a static factory.
    mutating func visitSelfInit(_ index: Int) {
        guard cursor.isOpen(index + 1, UInt8(ascii: "(")), let type = blocks.last(where: \.isAlertType) else { return }
        let isSelfCall = cursor.isWord(index, "Self")
        let call = Construction(token: index, open: index + 1, start: isSelfCall ? index : index - 2)
        // `extension NSAlert`: `self.init()`, then `messageText = …` and `addButton(withTitle:)`.
        if type.isAppKitAlertType, cursor.closer(of: index + 1) != index + 2 { return }
        let site =
            type.isAppKitAlertType
            ? addSite(AlertSite(framework: .appkit, kind: .alert, range: cursor.range(index), api: "NSAlert")) : alertController(call)
        if !isSelfCall, cursor.isWord(index - 2, "self"), assignmentTarget(before: call.start) == nil {
            // A convenience initializer configures the alert through implicit `self`, then
            // returns it to a caller that may add more.
            implicitSelf = (site, blocks.count)
            handOff(site)
        } else {
            adopt(site, constructionStart: call.start)
        }
    }

    /// `addAction(…)` / `self.addAction(…)` after `self.init(…)` in a convenience initializer.
    mutating func visitImplicitSelfUse(_ index: Int) {
        guard let implicit = implicitSelf, cursor.tokens[index].kind == .identifier else { return }
        let viaSelf =
            cursor.isSymbol(index - 1, UInt8(ascii: ".")) && cursor.isWord(index - 2, "self")
            && !cursor.isSymbol(index - 3, UInt8(ascii: "."))
        guard viaSelf || !cursor.isSymbol(index - 1, UInt8(ascii: ".")), !cursor.isWord(index - 1, "func") else { return }
        let isAppKit = builders[implicit.site].site.framework == .appkit
        let isMember =
            isAppKit
            ? (cursor.isWord(index, "addButton") && cursor.isSymbol(index + 1, UInt8(ascii: "(")))
                || ((cursor.isWord(index, "messageText") || cursor.isWord(index, "informativeText") || cursor.isWord(index, "alertStyle"))
                    && cursor.isOperator(index + 1, "="))
            : (cursor.isWord(index, "addAction") && cursor.isSymbol(index + 1, UInt8(ascii: "(")))
                || (cursor.isWord(index, "addTextField") && !cursor.isOperator(index + 1, "="))
                || (cursor.isWord(index, "preferredAction") && cursor.isOperator(index + 1, "="))
        guard isMember else { return }
        let use = VariableUse(
            name: index, member: index, start: viaSelf ? index - 2 : index,
            branchOpen: outermostBlock(since: implicit.depth), innerOpens: innerBlocks(since: implicit.depth))
        if isAppKit {
            nsAlertUse(site: implicit.site, use)
        } else {
            controllerUse(site: implicit.site, use)
        }
    }
}

/// `let name = <copy>` or `var name = <copy>` inside a function: the tokens of each value it may
/// hold where it is read.
struct LocalConstant {
    var name: ByteRange
    var depth: Int
    var values: [ClosedRange<Int>]
    var isVariable: Bool
    /// Assigned a value the engine cannot read.
    var isOpaque = false
    /// Bound by `if let name = value {`: it holds a value only inside that `if`.
    var isUnwrapped = false
}

/// `let name: T` without a value.
struct DeferredDeclaration {
    var name: ByteRange
    var depth: Int
}
