/// The state of one pass over a file's tokens.
///
/// The pass walks the tokens once. It keeps a stack of open blocks (to know the enclosing
/// function and when a variable goes out of scope) and a short list of live variables that hold
/// an alert, an action, a popover controller or an AppKit button, so a later `alert.addAction(…)`
/// is attributed in the same pass instead of by a second scan.
struct Extraction {
    let cursor: TokenCursor
    let wrappers: [PreparedWrapper]
    var builders: [SiteBuilder] = []
    var bindings: [Binding] = [] {
        didSet { bindingFilter = bindings.reduce(0) { $0 | cursor.nameBit($1.name) } }
    }
    /// One bit per live variable's name (`TokenCursor.nameBit`), so most identifiers are known
    /// not to be a live variable without comparing names.
    var bindingFilter: UInt64 = 0
    var blocks: [Block] = []
    /// Token indices of the `func`/`init` keywords whose bodies are open, innermost last.
    var functions: [Int] = []
    /// The parameters of the functions declared so far, by keyword, for copy read from a
    /// parameter; an initializer's with the type it extends.
    var declaredParameters: [Int: (initializedType: String?, shapes: [ParameterShape])] = [:]
    /// Their signatures, made when a site or a call first needs one (`signature(of:)`).
    var signatures: [Int: HelperSignature] = [:]
    /// Each signature's parameter names as `TokenCursor.nameBit`s, so most words are known not to
    /// be a parameter without comparing names.
    var parameterBits: [Int: UInt64] = [:]
    /// The `{` of the type body announced by the last `class`/`struct`/`enum`/`extension`, and its name.
    var pendingTypeBody: (open: Int, name: String)?
    var functionNames: [Int: String] = [:]
    /// The base names of the functions the file declares (`displayError`).
    var declaredFunctions: Set<String> = []
    /// Each class the file declares, with the first type it inherits from.
    var superclasses: [String: String] = [:]
    /// The body `{` announced by the last declaration, and that declaration's keyword.
    var pendingBody: (open: Int, keyword: Int)?
    /// Locals holding copy in the open function bodies, for titles passed by name.
    var constants: [LocalConstant] = [] {
        didSet { constantFilter = constants.reduce(0) { $0 | (($1.isVariable ? 1 : 0) * cursor.nameBit($1.name)) } }
    }
    /// One bit per local variable's name, so most identifiers are known not to assign one.
    var constantFilter: UInt64 = 0
    /// `let okay = Alert.Button.default(Text("OK")) { … }` in the open function bodies, for the
    /// SwiftUI alerts that take the button by name.
    var buttonLocals: [LocalConstant] = []
    /// `let name: UIAlertController` without a value, assigned later in branches.
    var deferredDeclarations: [DeferredDeclaration] = []
    /// The `#if` arms the pass is inside, outermost first.
    var compilation: [CompilationArm] = []
    /// The `{` of an `extension UIAlertController` announced by the last declaration.
    var pendingAlertType: Int?
    var pendingAlertTypeIsAppKit = false
    /// The alert `self.init(…)` built in a convenience initializer, used through implicit `self`.
    var implicitSelf: (site: Int, depth: Int)?
    /// The previous extraction's functions (nil when not memoizing), this one's, and the body
    /// being memoized.
    var memo: ExtractionMemo?
    var newMemo = ExtractionMemo()
    var memoWindow: MemoWindow?
    /// Where the pass continues after a memoized function body it skipped.
    var resumeAt: Int?
    /// The builders holding reused sites, as first found, and how far each function moved.
    var moves: [SiteList.Move] = []
    /// Which calls that pass copy are recorded (for the workspace's alert helpers).
    var recordsCalls = CallRecording.none
    var calls: [HelperCall] = []
    /// In a survey of a file that builds no alert, calls are only named (`calledNames`) unless
    /// they pass the enclosing function's parameter on: reading every argument as copy is most of
    /// a survey's time, and only a helper's own calls need it. Locals are then followed only when
    /// they hold a parameter.
    var namesOnly = false
    /// In any survey, calls are only named unless they may pass a parameter on, directly or
    /// through a local: the survey keeps no other call (the lint reads them again, knowing the
    /// helpers), and a file with alerts still needs its locals followed for its own sites.
    var callsNamedOnly = false
    var calledNames = CalledNames()
    /// The workspace's `UIAlertController` methods that add a button, by name.
    var actionAdders: [String: [ActionAdder]] = [:]
    /// This file's such methods, by their `func` keyword (`nil`: not one after all).
    var adders: [Int: ActionAdder?] = [:]
    /// The `func` keywords of functions declared to return a `UIAlertAction`.
    var actionFactories: Set<Int> = []

    /// More live variables than any real scope holds; the oldest goes first so the pass stays linear.
    static let bindingLimit = 64
    /// How many blocks a use may sit below its variable's and still be checked for `do`.
    static let nestingLimit = 32

    /// Copy the file's types keep in their own members, read on first use.
    let members: TypeMembers

    init(cursor: TokenCursor, wrappers: [WrapperSpec]) {
        self.cursor = cursor
        members = TypeMembers(cursor)
        self.wrappers = wrappers.compactMap(PreparedWrapper.init)
    }

    mutating func run() -> SiteList {
        let count = cursor.count
        var index = 0
        while index < count {
            let token = cursor.tokens[index]
            let length = token.range.end - token.range.start
            switch token.kind {
            case .punctuation where length == 1:
                let byte = cursor.bytes[token.range.start]
                if byte == UInt8(ascii: "{") {
                    openBlock(index)
                    if let resume = resumeAt {
                        resumeAt = nil
                        index = resume
                        continue
                    }
                } else if byte == UInt8(ascii: "}") {
                    closeBlock(index)
                }
            case .poundDirective:
                visitDirective(index)
            case .identifier, .keyword:
                if bindingFilter != 0, token.kind == .identifier,
                    bindingFilter & cursor.nameBit(cursor.nameRange(index)) != 0
                {
                    visitUse(index)
                }
                if implicitSelf != nil { visitImplicitSelfUse(index) }
                if constantFilter != 0, token.kind == .identifier, constantFilter & cursor.nameBit(cursor.nameRange(index)) != 0 {
                    visitLocalAssignment(index)
                }
                visitTrigger(index, length: length, first: cursor.bytes[token.range.start])
                if !wrappers.isEmpty { visitWrapperCall(index) }
                if recordsCalls != .none, token.kind == .identifier, cursor.isOpen(index + 1, UInt8(ascii: "(")) { visitHelperCall(index) }
            default:
                break
            }
            index += 1
        }
        return SiteList(stored: builders.map { $0.finished(cursor) }, moves: moves)
    }

    /// Dispatches on the words that start a site; length and first byte keep the common case cheap.
    private mutating func visitTrigger(_ index: Int, length: Int, first: UInt8) {
        switch (length, first) {
        case (4, UInt8(ascii: "f")):
            if cursor.isWord(index, "func") { functionDeclared(index) }
        case (4, UInt8(ascii: "i")):
            if cursor.isWord(index, "init") {
                if !cursor.isSymbol(index - 1, UInt8(ascii: ".")) {
                    functionDeclared(index)
                } else if cursor.isWord(index - 2, "self") || cursor.isWord(index - 2, "Self") {
                    visitSelfInit(index)
                }
            }
        case (4, UInt8(ascii: "S")):
            if cursor.isWord(index, "Self"), cursor.isOpen(index + 1, UInt8(ascii: "(")) { visitSelfInit(index) }
        case (3, UInt8(ascii: "l")), (3, UInt8(ascii: "v")):
            if !functions.isEmpty, cursor.isWord(index, "let") || cursor.isWord(index, "var") {
                visitDeclaration(index)
            } else if functions.isEmpty, cursor.isWord(index, "var") {
                computedPropertyDeclared(index)
            }
        case (9, UInt8(ascii: "e")):
            if cursor.isWord(index, "extension") {
                visitExtension(index)
                typeDeclared(index)
            }
        case (5, UInt8(ascii: "c")), (6, UInt8(ascii: "s")), (4, UInt8(ascii: "e")):
            if cursor.isWord(index, "class") || cursor.isWord(index, "struct") || cursor.isWord(index, "enum") { typeDeclared(index) }
        case (5, UInt8(ascii: "a")):
            if cursor.isWord(index, "alert") { visitModifier(index, kind: .alert, api: ".alert") }
        case (5, UInt8(ascii: "A")):
            if cursor.isWord(index, "Alert") { visitSwiftUIValue(index, kind: .alert, api: "Alert") }
        case (7, UInt8(ascii: "N")):
            if cursor.isWord(index, "NSAlert") { visitNSAlert(index) }
        case (11, UInt8(ascii: "U")):
            if cursor.isWord(index, "UIAlertView") { visitLegacy(index, kind: .alert, api: "UIAlertView") }
        case (11, UInt8(ascii: "A")):
            if cursor.isWord(index, "ActionSheet") { visitSwiftUIValue(index, kind: .actionSheet, api: "ActionSheet") }
        case (11, UInt8(ascii: "a")):
            if cursor.isWord(index, "actionSheet") { visitModifier(index, kind: .actionSheet, api: ".actionSheet") }
        case (13, UInt8(ascii: "U")):
            if cursor.isWord(index, "UIAlertAction") {
                visitActionDeclaration(index)
                if recordsCalls == .all { visitActionAdderBody(index) }
            } else if cursor.isWord(index, "UIActionSheet") {
                visitLegacy(index, kind: .actionSheet, api: "UIActionSheet")
            }
        case (17, UInt8(ascii: "U")):
            if cursor.isWord(index, "UIAlertController") { visitAlertController(index) }
        case (15, UInt8(ascii: "p")):
            if !adders.isEmpty, cursor.isWord(index, "preferredAction") { visitAdderPreferred() }
        case (18, UInt8(ascii: "c")):
            if cursor.isWord(index, "confirmationDialog") {
                visitModifier(index, kind: .confirmationDialog, api: ".confirmationDialog")
            }
        default:
            break
        }
    }

    // MARK: - Blocks

    private mutating func openBlock(_ index: Int) {
        var keyword = -1
        if let pending = pendingBody, pending.open == index {
            pendingBody = nil
            if let resume = enterFunctionBody(open: index, keyword: pending.keyword) {
                resumeAt = resume
                return
            }
            keyword = pending.keyword
            functions.append(keyword)
        }
        var block = Block(open: index, isDo: cursor.isWord(index - 1, "do"), functionKeyword: keyword)
        // A function's body is never a type's, even when a type's header lost its `{` and the
        // next one found is the function's: the memo's key holds the types around a function, so
        // nothing inside may see one the key does not.
        let isFunctionBody = keyword >= 0
        if let pending = pendingAlertType, pending == index {
            block.isAlertType = !isFunctionBody
            block.isAppKitAlertType = !isFunctionBody && pendingAlertTypeIsAppKit
            pendingAlertType = nil
        }
        if let pending = pendingTypeBody, pending.open == index {
            if !isFunctionBody { block.typeName = pending.name }
            pendingTypeBody = nil
        }
        blocks.append(block)
    }

    private mutating func closeBlock(_ index: Int) {
        let open = Int(cursor.partner[index])
        guard open >= 0, open < index else { return }
        while let last = blocks.last, last.open >= open {
            blocks.removeLast()
            if last.functionKeyword >= 0, !functions.isEmpty { functions.removeLast() }
        }
        let depth = blocks.count
        if !bindings.isEmpty { bindings.removeAll { $0.depth > depth } }
        if !constants.isEmpty { constants.removeAll { $0.depth > depth } }
        if !buttonLocals.isEmpty { buttonLocals.removeAll { $0.depth > depth } }
        if !deferredDeclarations.isEmpty { deferredDeclarations.removeAll { $0.depth > depth } }
        if let implicit = implicitSelf, implicit.depth > depth { implicitSelf = nil }
        if memoWindow != nil { leaveFunctionBody(close: index) }
    }

    /// The `{` of the outermost block other than `do` opened since depth `depth`: a use inside it
    /// may not run. Past `nestingLimit` nested `do` blocks the use counts as inside one.
    func outermostBlock(since depth: Int) -> Int? {
        var level = max(0, depth)
        var steps = 0
        while level < blocks.count, blocks[level].isDo, steps < Self.nestingLimit {
            level += 1
            steps += 1
        }
        return level < blocks.count ? blocks[level].open : nil
    }

    /// The `{` of the blocks nested inside `outermostBlock(since:)`, outermost first; past
    /// `nestingLimit` of them the deepest are left out (their actions count as the outer arm's).
    func innerBlocks(since depth: Int) -> [Int] {
        guard let outer = outermostBlock(since: depth), let level = blocks.lastIndex(where: { $0.open == outer }) else { return [] }
        return blocks[(level + 1)...].prefix(Self.nestingLimit).map(\.open)
    }

    /// Where an action added by `use` sits among the paths: the arms of the `if` chains that add it
    /// (actions of other arms never show with it), or a block that may not run and is no arm.
    func place(_ action: inout AlertAction, _ use: VariableUse) {
        action.branch = use.branchOpen.flatMap { cursor.ifBranch(armOpen: $0) }
        action.innerBranches = action.branch == nil ? [] : use.innerOpens.compactMap { cursor.ifBranch(armOpen: $0) }
        action.isConditional = use.conditional && action.branch == nil
        action.isDebugOnly = addsDebugOnly(use)
    }

    /// An action added where `use` sits: in an `if` arm it shows on that path only, and the list
    /// stays in order (`AlertSite.actionsListed`); in a loop or a closure it may show any number
    /// of times, or later.
    mutating func addedConditionally(site: Int, _ use: VariableUse) {
        guard use.conditional else { return }
        let opens = (use.branchOpen.map { [$0] } ?? []) + use.innerOpens
        if opens.allSatisfy({ cursor.ifBranch(armOpen: $0) != nil }) {
            builders[site].site.hasOptionalActions = true
        } else {
            builders[site].site.actionsListed = false
        }
    }

    // MARK: - Sites and variables

    /// A button added here only in debug builds or behind a debug gate (`AlertAction.isDebugOnly`).
    func addsDebugOnly(_ use: VariableUse) -> Bool {
        if !compilation.isEmpty, CompilationFacts(compilation).isDebugOnly { return true }
        return use.branchOpen.map { cursor.isDebugGate(armOpen: $0) } ?? false
    }

    mutating func addSite(_ site: AlertSite) -> Int {
        var site = site
        site.enclosingFunction = enclosingFunction()
        site.typeScope = blocks.compactMap(\.typeName)
        site.helper = functions.last.flatMap { signature(of: $0) }
        if !compilation.isEmpty {
            let facts = CompilationFacts(compilation)
            site.isDebugOnly = facts.isDebugOnly
            site.isNeverOnIPad = facts.isNeverOnIPad
        }
        if let keyword = functions.last, let body = blocks.last(where: { $0.functionKeyword == keyword }),
            cursor.startsWithDebugGuard(bodyOpen: body.open)
        {
            site.isDebugOnly = true
        }
        builders.append(SiteBuilder(site: site))
        return builders.count - 1
    }

    /// Remembers that the word at `nameToken` now holds `target` in the current block.
    mutating func bind(_ nameToken: Int, viaSelf: Bool, to target: Binding.Target) {
        let name = cursor.nameRange(nameToken)
        let names = cursor
        let depth = blocks.count
        // A `let alert` in a nested block shadows the outer one, which is back when the block closes.
        bindings.removeAll { $0.depth >= depth && names.sameName($0.name, name) }
        if bindings.count >= Self.bindingLimit { bindings.removeFirst() }
        bindings.append(Binding(name: name, viaSelf: viaSelf, depth: depth, target: target))
    }

    /// The sites a use of the variable reaches: inside the block of its last assignment only that
    /// alert; after the branches that assigned it, every alert it may hold.
    func sitesHeld(by binding: Binding) -> [Int] {
        guard case .site(let first) = binding.target else { return [] }
        if let last = binding.lastAssigned, blocks.contains(where: { $0.open == last.block }) { return [last.site] }
        return [first] + binding.alsoSites
    }

    func binding(named nameToken: Int) -> Binding? {
        let name = cursor.nameRange(nameToken)
        return bindings.last { cursor.sameName($0.name, name) }
    }

    /// A use of a live variable: `alert.addAction(…)`, `self.alert?.title = …`, `popover.sourceView = …`.
    private mutating func visitUse(_ index: Int) {
        guard let binding = binding(named: index) else { return }
        if cursor.isSymbol(index - 1, UInt8(ascii: ".")) {
            guard binding.viaSelf, cursor.isWord(index - 2, "self") else { return }
        }
        var dot = index + 1
        if cursor.isSymbol(dot, UInt8(ascii: "?")) || cursor.isSymbol(dot, UInt8(ascii: "!")) { dot += 1 }
        guard cursor.isSymbol(dot, UInt8(ascii: ".")), cursor.isWord(dot + 1) else {
            let start = cursor.isSymbol(index - 1, UInt8(ascii: ".")) ? index - 2 : index
            if case .site = binding.target, let passing = passing(at: start) {
                for site in sitesHeld(by: binding) { passed(site, passing) }
            }
            return
        }
        let use = VariableUse(
            name: index, member: dot + 1, start: cursor.statementStart(before: index),
            branchOpen: outermostBlock(since: binding.depth), innerOpens: innerBlocks(since: binding.depth))
        switch binding.target {
        case .site:
            for site in sitesHeld(by: binding) { siteUse(site: site, use) }
        case .popover(let site):
            popoverSourceUse(site: site, member: use.member)
        case .button(let site, let action):
            nsButtonUse(site: site, action: action, use)
        case .action:
            break
        }
    }

    private mutating func siteUse(site: Int, _ use: VariableUse) {
        switch builders[site].site.framework {
        case .uikit:
            if builders[site].site.api == "UIAlertController" {
                controllerUse(site: site, use)
            } else {
                legacyUse(site: site, use)
            }
        case .appkit:
            nsAlertUse(site: site, use)
        case .swiftui:
            break
        }
    }

    /// The variable a construction starting at `start` is assigned to: `let a = …`,
    /// `let a: T = …`, `self.a = …` or `a = …`.
    func assignmentTarget(before start: Int) -> (name: Int, viaSelf: Bool)? {
        guard cursor.isOperator(start - 1, "=") else { return nil }
        let last = start - 2
        var index = last
        var steps = 0
        // Walk back over a type annotation (`UIAlertController?`, `UIKit.UIAlertController`).
        while index > 0, steps < 8, !cursor.isSymbol(index, UInt8(ascii: ":")) {
            let isTypePart =
                (cursor.isWord(index) && !cursor.isWord(index, "let") && !cursor.isWord(index, "var"))
                || cursor.isSymbol(index, UInt8(ascii: ".")) || cursor.isSymbol(index, UInt8(ascii: "?"))
                || cursor.isSymbol(index, UInt8(ascii: "!"))
            guard isTypePart else { break }
            index -= 1
            steps += 1
        }
        // `let a: T =`; any other `:` (`case 1:`, `default:`) ends a label before a plain `a =`.
        if index < last, cursor.isSymbol(index, UInt8(ascii: ":")), cursor.isWord(index - 1),
            cursor.isWord(index - 2, "let") || cursor.isWord(index - 2, "var")
        {
            return (index - 1, false)
        }
        guard cursor.isWord(last), !cursor.isWord(last, "self") else { return nil }
        if cursor.isSymbol(last - 1, UInt8(ascii: ".")) {
            guard cursor.isWord(last - 2, "self"), !cursor.isSymbol(last - 3, UInt8(ascii: ".")) else { return nil }
            return (last, true)
        }
        return (last, false)
    }

    /// Records the end of a statement that configures the site.
    mutating func configured(_ site: Int, through last: Int) {
        let end = cursor.range(last).end
        let current = builders[site].site.statementInsertionOffset ?? 0
        builders[site].site.statementInsertionOffset = max(current, end)
    }
}

/// An open `{`.
struct Block {
    var open: Int
    var isDo: Bool
    /// The `func`/`init` keyword whose body this is, or -1.
    var functionKeyword: Int
    /// The body of `extension UIAlertController` (or `extension NSAlert`, `isAppKitAlertType`),
    /// where `self.init(…)` builds an alert.
    var isAlertType = false
    var isAppKitAlertType = false
    /// The type a type body declares or extends (`UIAlertController`, `SettingsView`).
    var typeName: String?
}

/// A live variable that holds something the pass follows.
struct Binding {
    enum Target {
        case site(Int)
        case action(ParsedAction)
        case popover(Int)
        case button(site: Int, action: Int)
    }

    var name: ByteRange
    /// Declared as `self.name`, so `self.name` and `name` both use it.
    var viaSelf: Bool
    /// The number of open blocks when it was bound; it dies when that block closes.
    var depth: Int
    var target: Target
    /// More sites held by the same variable: `let a: UIAlertController` assigned in each branch.
    var alsoSites: [Int] = []
    /// The site the variable was last assigned, and the `{` of the block that assignment is in.
    var lastAssigned: (site: Int, block: Int)?
}

/// One `variable.member …` statement.
struct VariableUse {
    var name: Int
    var member: Int
    /// First token of the statement (`self`, or `let` of `let b = alert.addButton(…)`).
    var start: Int
    /// The `{` of the outermost block (other than `do`) the use sits in and the variable's own
    /// block does not: the arm of an `if`, a loop, a closure.
    var branchOpen: Int?
    /// The `{` of the blocks inside `branchOpen` the use also sits in, outermost first.
    var innerOpens: [Int] = []
    /// Inside such a block, so it may not run.
    var conditional: Bool { branchOpen != nil }
}

/// An action parsed from `UIAlertAction(…)`, with whether its style could be read.
struct ParsedAction {
    var action: AlertAction
    var roleKnown: Bool { action.roleIsKnown }
}
