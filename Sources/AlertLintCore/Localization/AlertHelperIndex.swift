/// The workspace's own alert helpers, inferred rather than configured: a function (or an
/// initializer, or an extension method) whose parameter flows into the title, message or a button
/// title of an alert it builds, directly or through another such function.
///
/// Built from every file's extraction (the sites that read a parameter, the calls that pass one
/// on) in time linear in them; at each call of a helper, the call's arguments are that alert's
/// copy (`sites(for:)`).
public struct AlertHelperIndex: Sendable {
    /// One helper: its signature and the alert it builds, its parameters left as slots.
    public struct Helper: Sendable {
        public var signature: HelperSignature
        /// The alert with every text that is not a parameter read as copy written elsewhere, and
        /// every range pointing nowhere yet: a call puts it at itself.
        public var site: AlertSite
        /// Where the helper is declared (its alert's construction), for the site's notes.
        public var location: FileLocation
    }

    private var byName: [String: [Helper]] = [:]
    /// Each class the workspace declares, with the first type it inherits from: which of two
    /// helpers of one name a call on `self` reaches.
    private var superclasses: [String: String] = [:]

    public init() {}

    public var isEmpty: Bool { byName.isEmpty }
    public var count: Int { byName.values.reduce(0) { $0 + $1.count } }
    /// The names calls are matched by, for the pass that looks for them.
    public private(set) var names: Set<String> = []
    /// The names' `CalledNames.hash(_:)`, for the surveys that only hashed what they call.
    public private(set) var nameHashes: Set<UInt64> = []

    /// One file's part: its path, text (for the locations of its copy), sites and calls.
    public struct File: Sendable {
        public var path: String
        public var source: SourceText
        public var sites: [AlertSite]
        public var calls: [HelperCall]

        public init(path: String, source: SourceText, sites: [AlertSite], calls: [HelperCall]) {
            self.path = path
            self.source = source
            self.sites = sites
            self.calls = calls
        }
    }

    /// The helpers of the workspace: every site that reads a parameter makes one; then every call
    /// of a helper that passes its own parameters on makes its function one too, until no new one
    /// appears (each function at most once per alert, so chains and recursion stay linear).
    public static func build(_ files: [File], superclasses: [String: String] = [:]) -> AlertHelperIndex {
        var index = AlertHelperIndex()
        index.superclasses = superclasses
        var known = Set<String>()
        for file in files {
            for site in file.sites {
                guard let signature = site.helper else { continue }
                let key = "\(file.path):\(site.range.start)"
                guard known.insert(key).inserted else { continue }
                index.add(
                    Helper(
                        signature: signature, site: Self.template(site, in: file),
                        location: file.source.location(of: site.range.start, path: file.path)))
            }
        }
        // Calls that pass a parameter on, waiting for their callee to be known: by file and call
        // number, as copying a file's part for each of its calls is most of the build's time.
        var pending: [(file: Int, call: Int)] = []
        for (fileNumber, file) in files.enumerated() {
            for (callNumber, call) in file.calls.enumerated() where call.enclosing != nil { pending.append((fileNumber, callNumber)) }
        }
        var progress = true
        while progress, !pending.isEmpty {
            progress = false
            var waiting: [(file: Int, call: Int)] = []
            for numbers in pending {
                let file = files[numbers.file]
                let call = file.calls[numbers.call]
                guard let signature = call.enclosing else { continue }
                let helpers = index.helpers(called: call, isOwn: { $0.location.path == file.path })
                guard !helpers.isEmpty else {
                    waiting.append(numbers)
                    continue
                }
                for (number, helper) in helpers.enumerated() where helper.signature.selector != signature.selector {
                    let key = "\(file.path):\(call.range.start):\(number)"
                    guard known.insert(key).inserted else { continue }
                    var site = instance(of: helper, at: call, in: file.path)
                    // A parameter passed on to where it is no copy (the presenting view) makes no helper.
                    guard site.readsParameter else { continue }
                    site.helper = signature
                    index.add(
                        Helper(
                            signature: signature, site: Self.template(site, in: file),
                            location: file.source.location(of: call.range.start, path: file.path)))
                    progress = true
                }
            }
            pending = waiting
        }
        return index
    }

    private mutating func add(_ helper: Helper) {
        byName[helper.signature.name, default: []].append(helper)
        if names.insert(helper.signature.name).inserted { nameHashes.insert(CalledNames.hash(helper.signature.name)) }
    }

    /// The helpers a call may be a call of: those of its name whose parameters its arguments fill.
    /// When helpers of different signatures fit, none is taken: the engine would be guessing. A
    /// helper the calling file declares itself (`isOwn`) is the one Swift's lookup finds first.
    func helpers(called call: HelperCall, isOwn: (Helper) -> Bool = { _ in false }) -> [Helper] {
        guard let candidates = byName[call.name] else { return [] }
        let all = candidates.filter { $0.signature.binding(of: call) != nil }
        let own = all.filter(isOwn)
        var fitting = own.isEmpty ? all : own
        // One function may build several alerts (one per branch); functions of one selector in
        // two files (two types, two targets) leave the call's callee unknown.
        func isOne(_ helpers: [Helper]) -> Bool {
            guard let first = helpers.first else { return false }
            return helpers.allSatisfy { $0.signature.selector == first.signature.selector && $0.location.path == first.location.path }
        }
        if !isOne(fitting), call.isOnSelf { fitting = fitting.filter { reaches(call, $0) } }
        return isOne(fitting) ? fitting : []
    }

    /// Whether a call on `self` may reach the helper: not when the helper is a method of an app
    /// class that is neither the calling type nor one of its superclasses, following the chain
    /// through the app's classes to one the app does not declare (`UIViewController`), which no
    /// app class lies above. A helper of a struct, a protocol or a framework type's extension
    /// may be reached.
    private func reaches(_ call: HelperCall, _ helper: Helper) -> Bool {
        guard let declaring = helper.site.typeScope.last, superclasses[declaring] != nil, var current = call.typeScope.last
        else { return true }
        for _ in 0..<32 {
            if current == declaring { return true }
            // The chain leaves the app's classes: no app class lies above.
            guard let parent = superclasses[current] else { return false }
            current = parent
        }
        return true
    }

    /// The alerts the helper calls among `calls` build, each at its call, its copy the call's.
    /// `ownAnchors` are the selectors and construction offsets of the helpers the calling file
    /// declares (`OwnHelperAnchor`), which its calls reach before any other file's.
    func sites(for calls: [HelperCall], path: String, ownAnchors: Set<OwnHelperAnchor> = []) -> [AlertSite] {
        guard !byName.isEmpty else { return [] }
        var sites: [AlertSite] = []
        for call in calls {
            let found = helpers(called: call) {
                ownAnchors.contains(OwnHelperAnchor(selector: $0.signature.selector, offset: $0.site.range.start))
            }
            for helper in found {
                var site = Self.instance(of: helper, at: call, in: path)
                site.helperAlone = [Self.instance(of: helper, at: call, in: path, withArguments: false)]
                sites.append(site)
            }
        }
        return sites
    }

    /// The helper's alert at `call`: the arguments fill the parameters (or, `withArguments` off,
    /// leave them unknown), the site sits at the callee's name, and nothing points into the
    /// helper's file any more.
    static func instance(of helper: Helper, at call: HelperCall, in path: String, withArguments: Bool = true) -> AlertSite {
        var site = helper.site
        guard let binding = helper.signature.binding(of: call) else { return site }
        site.range = call.range
        site.helper = nil
        site.isHelperCall = true
        site.enclosingFunction = call.enclosingFunction
        site.typeScope = call.typeScope
        site.isDebugOnly = site.isDebugOnly || call.isDebugOnly
        site.isNeverOnIPad = site.isNeverOnIPad || call.isNeverOnIPad
        func fill(_ value: TextValue?) -> TextValue?? {
            guard let value else { return .none }
            if !value.alternatives.isEmpty {
                // Each branch filled on its own; a branch the call makes `nil` (`title ?? "Error"`
                // called with `title: nil`) is not shown.
                var branches: [TextValue] = []
                for (position, branch) in value.alternatives.enumerated() {
                    // `title ?? "Error"` called with a title: the fallback is never shown.
                    if branch.isFallback, position > 0, let parameter = value.alternatives[position - 1].parameter,
                        Self.passesValue(binding[parameter])
                    {
                        continue
                    }
                    guard case .some(let filled) = fill(branch.withoutAlternatives), let filled else { continue }
                    branches += filled.alternatives.isEmpty ? [filled] : filled.alternatives
                }
                guard var first = branches.first else { return .some(nil) }
                if branches.count == 1 { return .some(first) }
                first.range = call.range
                first.alternatives = branches
                return .some(first)
            }
            guard let parameter = value.parameter else { return .some(anchored(value, at: call.range)) }
            guard withArguments else { return .some(TextValue.unknown(call.range)) }
            switch binding[parameter] {
            case .argument(let argument):

                return .some(argument.value)
            case .defaultValue(let copy): return .some(copy.map { externalized($0, at: call.range, helper.location) })
            case nil: return .some(TextValue.unknown(call.range))
            }
        }
        if let filled = fill(site.title) { site.title = filled }
        if let filled = fill(site.message) { site.message = filled }
        for index in site.actions.indices {
            if let filled = fill(site.actions[index].title) { site.actions[index].title = filled }
            // `style: defaultActionStyle`: the role the call gives, else the parameter's default.
            if let parameter = site.actions[index].roleParameter {
                let role: AlertAction.Role?
                switch binding[parameter] {
                case .argument(let argument): role = withArguments ? argument.role : nil
                case .defaultValue: role = helper.signature.parameters[parameter].defaultRole
                case nil: role = nil
                }
                if let role {
                    site.actions[index].role = role
                    site.actions[index].roleIsKnown = true
                    site.actions[index].roleParameter = nil
                } else {
                    site.actionsComplete = false
                }
            }
            site.actions[index].range = call.range
            site.actions[index].statementRange = call.range
        }
        // `if let title = secondaryTitle { alert.addAction(…title…) }` called without one.
        var unshown: [Int] = []
        if withArguments {
            unshown = helper.site.actions.indices.filter { index in
                guard let title = helper.site.actions[index].title, title.isUnwrapped, let parameter = title.parameter else { return false }
                return !Self.passesValue(binding[parameter])
            }
        }
        if !site.actionSplices.isEmpty { fillSplices(&site, helper.signature, binding: withArguments ? binding : [:], unshown: &unshown) }
        for index in Set(unshown).sorted().reversed() { site.actions.remove(at: index) }
        return site
    }

    /// Puts the buttons a call's array literals list where the helper adds each array's elements
    /// (`ActionSplice`), in the call's own file, so their findings and fixes are at the call. An
    /// array the call passes on from its own parameter is a splice of the calling helper; any other
    /// array leaves the list unknown. Buttons the helper adds only for an empty array
    /// (`shownWhenEmpty`) are dropped for a call that lists some, and always shown for one that
    /// lists none.
    private static func fillSplices(
        _ site: inout AlertSite, _ signature: HelperSignature, binding: [Int: HelperSignature.Bound], unshown: inout [Int]
    ) {
        var listed = site.listedApartFromSplices
        var optional = site.optionalApartFromSplices
        var kept: [ActionSplice] = []
        var fills: [(position: Int, actions: [AlertAction])] = []
        for splice in site.actionSplices {
            var actions: [AlertAction]?
            switch binding[splice.parameter] {
            case .argument(let argument):
                if argument.actions == nil, let parameter = argument.value?.parameter {
                    var passed = splice
                    passed.parameter = parameter
                    kept.append(passed)
                    continue
                }
                actions = argument.actions
            case .defaultValue: actions = signature.parameters[splice.parameter].defaultsToEmptyArray ? [] : nil
            case nil: actions = nil
            }
            guard let actions else {
                listed = false
                if !splice.shownWhenEmpty.isEmpty { optional = true }
                continue
            }
            if !actions.isEmpty { unshown += splice.shownWhenEmpty }
            fills.append((splice.position, actions))
        }
        fills.sort { $0.position < $1.position }
        // Where an index of the helper's own buttons moves once the call's are in.
        func moved(_ index: Int) -> Int { index + fills.filter { $0.position <= index }.reduce(0) { $0 + $1.actions.count } }
        for fill in fills.reversed() { site.actions.insert(contentsOf: fill.actions, at: fill.position) }
        unshown = unshown.map(moved)
        site.actionSplices = kept.map { splice in
            var splice = splice
            splice.position = moved(splice.position)
            splice.shownWhenEmpty = splice.shownWhenEmpty.map(moved)
            return splice
        }
        site.listedApartFromSplices = listed
        site.optionalApartFromSplices = optional
        site.actionsListed = listed && kept.isEmpty
        site.hasOptionalActions = optional || kept.contains { !$0.shownWhenEmpty.isEmpty }
    }

    /// Whether what fills a parameter is a value, not `nil`.
    private static func passesValue(_ bound: HelperSignature.Bound?) -> Bool {
        switch bound {
        case .argument(let argument): return argument.value != nil
        case .defaultValue(let copy): return copy != nil
        case nil: return false
        }
    }

    /// Copy of the helper's own, at the call that shows it.
    static func anchored(_ value: TextValue, at range: ByteRange) -> TextValue {
        var value = value
        value.range = range
        value.alternatives = value.alternatives.map { anchored($0, at: range) }
        return value
    }

    /// The helper's alert as a template: its own copy read as written elsewhere (no fix can reach
    /// it from a call), its other ranges at the construction.
    private static func template(_ site: AlertSite, in file: File) -> AlertSite {
        var site = site
        let anchor = site.range
        func own(_ value: TextValue?) -> TextValue? {
            guard var value else { return nil }
            if !value.alternatives.isEmpty {
                value.alternatives = value.alternatives.map { own($0.withoutAlternatives) ?? $0 }
                value.range = anchor
                value.literals = []
                return value
            }
            if value.parameter != nil {
                value.range = anchor
                value.literals = []
                return value
            }
            // The helper's own `Localization.ok` is looked up from the helper's types, not the caller's.
            if value.constantReference != nil { value.typeScope = site.typeScope }
            return externalized(value, at: anchor, value.externalLocation ?? file.source.location(of: value.range.start, path: file.path))
        }
        site.title = own(site.title)
        site.message = own(site.message)
        site.preferredActionRange = nil
        site.statementInsertionOffset = nil
        site.variableName = nil
        for index in site.actions.indices {
            site.actions[index].title = own(site.actions[index].title)
            site.actions[index].range = anchor
            site.actions[index].statementRange = anchor
            site.actions[index].roleRange = nil
            site.actions[index].roleInsertionOffset = nil
            site.actions[index].branch = nil
        }
        return site
    }

    /// Copy from another file: read, located there, and never fixed from here.
    static func externalized(_ value: TextValue, at range: ByteRange, _ location: FileLocation) -> TextValue {
        var value = value
        value.range = range
        value.literals = []
        if value.externalLocation == nil { value.externalLocation = location }
        value.alternatives = value.alternatives.map { externalized($0, at: range, $0.externalLocation ?? location) }
        return value
    }
}

/// A helper as its own file knows it: its selector and where its alert is built (or the call it
/// passes its parameters to), which is where the index's template of it sits too.
struct OwnHelperAnchor: Hashable {
    var selector: String
    var offset: Int
}

extension HelperSignature {
    /// What fills a parameter at a call.
    enum Bound {
        case argument(HelperArgument)
        case defaultValue(TextValue?)
    }

    /// The parameter each argument of `call` fills, by Swift's rules: in order, labels matching,
    /// a defaulted parameter skipped, trailing closures filling the closure parameters left.
    /// `nil` when the call cannot be a call of this signature.
    func binding(of call: HelperCall) -> [Int: Bound]? {
        guard call.name == name else { return nil }
        var bound: [Int: Bound] = [:]
        var next = 0
        var trailing = call.trailingClosures
        for (index, parameter) in parameters.enumerated() {
            if next < call.arguments.count, call.arguments[next].label == parameter.label {
                bound[index] = .argument(call.arguments[next])
                next += 1
            } else if parameter.isClosure, trailing > 0 {
                trailing -= 1
            } else if parameter.hasDefault {
                bound[index] = .defaultValue(parameter.defaultCopy)
            } else {
                return nil
            }
        }
        return next == call.arguments.count && trailing == 0 ? bound : nil
    }
}

extension SourceText {
    /// A 1-based line and scalar column of `offset`, as notes name places in other files.
    func location(of offset: Int, path: String) -> FileLocation {
        let position = self.position(of: min(max(0, offset), count))
        let start = lineStarts[position.line]
        let before = bytes[start..<min(max(start, offset), count)]
        // An ASCII line's scalars are its bytes; any other is decoded, as its invalid bytes are.
        let scalars =
            before.allSatisfy { $0 < 0x80 } ? before.count : String(decoding: before, as: UTF8.self).unicodeScalars.count
        return FileLocation(path: path, line: position.line + 1, column: scalars + 1)
    }
}
