/// `#if` / `#elseif` / `#else` / `#endif` around the code the pass walks.
///
/// An alert built only in a debug build is a developer's screen, and one built only for tvOS,
/// watchOS or macOS never becomes an iPad popover. Actions added in different arms of one `#if`
/// never show together, like those of an `if` chain.
struct CompilationArm: Sendable, Equatable {
    /// The byte offsets of the chain's `#if` and of this arm's directive.
    var chain: Int
    var arm: Int
    var isDebugOnly: Bool
    var isNeverOnIPad: Bool
    /// The chain's first condition, which its `#else` arm negates.
    var firstCondition: String

    var branch: AlertAction.Branch { AlertAction.Branch(chain: chain, arm: arm) }
}

/// What the open `#if` arms say about the code inside them, as a key for memoized functions.
struct CompilationFacts: Hashable, Sendable {
    var isDebugOnly = false
    var isNeverOnIPad = false

    init(_ arms: [CompilationArm]) {
        isDebugOnly = arms.contains(where: \.isDebugOnly)
        isNeverOnIPad = arms.contains(where: \.isNeverOnIPad)
    }
}

extension Extraction {
    /// Platforms other than iOS and iPadOS, as `os(…)` names them.
    private static let otherPlatforms: Set<String> = [
        "os(tvOS)", "os(watchOS)", "os(macOS)", "os(OSX)", "os(visionOS)", "os(xrOS)", "os(Linux)",
    ]

    mutating func visitDirective(_ index: Int) {
        let start = cursor.range(index).start
        switch cursor.text(index) {
        case "#if":
            let condition = directiveCondition(after: index)
            compilation.append(Self.arm(chain: start, arm: start, condition: condition, first: condition))
        case "#elseif":
            guard let open = compilation.popLast() else { return }
            compilation.append(
                Self.arm(chain: open.chain, arm: start, condition: directiveCondition(after: index), first: open.firstCondition))
        case "#else":
            guard let open = compilation.popLast() else { return }
            compilation.append(
                Self.arm(chain: open.chain, arm: start, condition: "!(" + open.firstCondition + ")", first: open.firstCondition))
        case "#endif":
            _ = compilation.popLast()
        default:
            return
        }
    }

    /// The condition tokens on the directive's line, without spaces: `DEBUG`, `os(tvOS)`.
    private func directiveCondition(after index: Int) -> String {
        let line = cursor.source.line(containing: cursor.range(index).start)
        var condition = ""
        var token = index + 1
        while token < cursor.count, cursor.source.line(containing: cursor.range(token).start) == line,
            condition.utf8.count < 256
        {
            condition += cursor.text(token)
            token += 1
        }
        return condition
    }

    private static func arm(chain: Int, arm: Int, condition: String, first: String) -> CompilationArm {
        // `#else` of `#if !DEBUG` is the debug build; of `#if os(iOS)`, every other platform.
        let isDebugOnly =
            condition == "DEBUG" || condition == "!(!DEBUG)" || condition.hasPrefix("DEBUG&&") || condition.hasSuffix("&&DEBUG")
        let platforms = condition.split(separator: "|", omittingEmptySubsequences: true).map(String.init)
        let isNeverOnIPad =
            (!platforms.isEmpty && platforms.allSatisfy { otherPlatforms.contains($0) }) || condition == "!(os(iOS))"
        return CompilationArm(chain: chain, arm: arm, isDebugOnly: isDebugOnly, isNeverOnIPad: isNeverOnIPad, firstCondition: first)
    }

    /// The innermost open arm that the site's own construction is not inside: an action added
    /// there shows only in that arm's builds.
    func compilationBranch(for site: Int) -> AlertAction.Branch? {
        let start = builders[site].site.range.start
        return compilation.first { $0.chain > start }?.branch
    }

    /// Adds an action that a statement of its own adds (`alert.addAction(…)`): in an `#if` arm the
    /// site's construction is not in, it shows only in that arm's builds.
    mutating func appendAdded(_ action: AlertAction, to site: Int, variable: ByteRange? = nil) {
        var action = action
        if let branch = compilationBranch(for: site) {
            if action.branch == nil { action.branch = branch }
            builders[site].site.actionsComplete = false
        }
        builders[site].append(action, variable: variable)
    }
}
