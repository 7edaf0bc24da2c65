/// Copy the app names once and uses everywhere: `UserText.deleteTitle`, SwiftGen's
/// `L10n.Settings.title`, `Strings.ok`, indexed by type-qualified name across the workspace.
///
/// Built file by file from tokens (`ConstantIndex.constants(in:)`), so the LSP server replaces one
/// file's declarations when it changes without rescanning the rest.
public struct ConstantIndex: Sendable {
    private var byName: [String: IndexedConstant] = [:]
    private var namesByFile: [String: [String]] = [:]
    private var membersByFile: [String: [IndexedConstant]] = [:]
    /// Full names by their last component, for nested names used unqualified.
    private var byLastComponent: [String: [String]] = [:]
    /// The types each file declares copy in (`UserText`, `Settings`), and in how many files each is.
    private var typesByFile: [String: Set<String>] = [:]
    private var typeFileCounts: [String: Int] = [:]
    /// `String` members that look their string up in the tables (`"key".localized`), with the
    /// table each looks in (`nil`: `Localizable`). A member declared twice with two tables is left
    /// out: which one runs is not known.
    public private(set) var localizingMembers: [String: String?] = [:]

    public init() {}

    /// Every file's declarations at once: the `String` members are gathered once at the end, not
    /// again after each file that declares some.
    public init(files: [(path: String, constants: [IndexedConstant])]) {
        // Sized once: a large app's tens of thousands of names would rehash the tables many times.
        let count = files.reduce(0) { $0 + $1.constants.count }
        byName.reserveCapacity(count)
        byLastComponent.reserveCapacity(count)
        for (path, constants) in files where !constants.isEmpty { update(path: path, constants: constants, gathersMembers: false) }
        gatherMembers()
    }

    public var isEmpty: Bool { byName.isEmpty && localizingMembers.isEmpty }
    public var count: Int { byName.count }

    /// Replaces the declarations of `path` with `constants`.
    public mutating func update(path: String, constants: [IndexedConstant]) {
        update(path: path, constants: constants, gathersMembers: true)
    }

    private mutating func update(path: String, constants: [IndexedConstant], gathersMembers: Bool) {
        for name in namesByFile[path] ?? [] where byName[name]?.location.path == path {
            byName[name] = nil
            if let last = Self.lastComponent(of: name) { byLastComponent[last]?.removeAll { $0 == name } }
        }
        // Most files declare no localizing member: their constants are kept as they are, not copied.
        let members = constants.contains(where: \.isLocalizingMember) ? constants.filter(\.isLocalizingMember) : []
        let named = members.isEmpty ? constants : constants.filter { !$0.isLocalizingMember }
        for constant in named where byName.updateValue(constant, forKey: constant.name) == nil {
            if let last = Self.lastComponent(of: constant.name) { byLastComponent[last, default: []].append(constant.name) }
        }
        namesByFile[path] = named.isEmpty ? nil : named.map(\.name)
        for type in typesByFile[path] ?? [] { typeFileCounts[type]? -= 1 }
        let types = Self.enclosingTypes(of: named)
        for type in types { typeFileCounts[type, default: 0] += 1 }
        typesByFile[path] = types.isEmpty ? nil : types
        let hadMembers = membersByFile[path] != nil
        membersByFile[path] = members.isEmpty ? nil : members
        // Rebuilt from every file's members, so only when this file's changed: a workspace built
        // file by file stays linear.
        guard gathersMembers, hadMembers || !members.isEmpty else { return }
        gatherMembers()
    }

    private mutating func gatherMembers() {
        var tables: [String: String?] = [:]
        var conflicting = Set<String>()
        for member in membersByFile.values.joined() {
            let name = String(member.name.dropFirst("String.".count))
            let table = member.localization?.table
            if let known = tables[name], known != table { conflicting.insert(name) }
            // `updateValue`: assigning a `nil` table through the subscript would remove the key.
            tables.updateValue(table, forKey: name)
        }
        for name in conflicting { tables.removeValue(forKey: name) }
        localizingMembers = tables
    }

    /// `retryButton` of `Checker.Localization.retryButton`. Names are split on their UTF-8 dots:
    /// splitting a `String` into characters is most of the cost of indexing a large app's copy.
    private static func lastComponent(of name: String) -> String? {
        let utf8 = name.utf8
        // Trailing dots are no component (`split` would drop them).
        guard let end = utf8.lastIndex(where: { $0 != dot }) else { return nil }
        let start = utf8[..<end].lastIndex(of: dot).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(Substring(utf8[start...end]))
    }

    /// Every type the names are declared in, at any depth (`Checker`, `Localization`); a file's
    /// names share a few type paths, so each path is split once.
    private static func enclosingTypes(of constants: [IndexedConstant]) -> Set<String> {
        var paths = Set<Substring>()
        for constant in constants {
            guard let end = constant.name.utf8.lastIndex(of: dot) else { continue }
            paths.insert(constant.name[..<end])
        }
        var types = Set<String>()
        for path in paths {
            for part in path.utf8.split(separator: dot) { types.insert(String(Substring(part))) }
        }
        return types
    }

    private static let dot = UInt8(ascii: ".")

    /// Whether any file declares copy in a type named `type`, at any depth.
    public func declaresType(_ type: String) -> Bool { (typeFileCounts[type] ?? 0) > 0 }

    /// The constant named `name`, following a constant that only names another (`static let ok =
    /// Strings.commonOK`) a few steps.
    public func constant(named name: String, typeScope: [String] = []) -> IndexedConstant? {
        var current = declared(name, typeScope: typeScope)
        var steps = 0
        while let found = current, found.text == nil, found.localization == nil, let next = found.reference, steps < 4 {
            current = declared(next)
            steps += 1
        }
        return current
    }

    /// `Localization.retryButton` names `Checker.Localization.retryButton` when the enum is nested in
    /// the type that uses it: the one constant of the workspace whose name ends so, or any of
    /// several that all say the same.
    ///
    /// Written in `typeScope` (`["Checker"]`), the name is first looked up as Swift does: nested in
    /// the innermost type, then in each one out (`Checker.Localization.retryButton`).
    private func declared(_ name: String, typeScope: [String] = []) -> IndexedConstant? {
        for depth in stride(from: typeScope.count, to: 0, by: -1) {
            if let nested = byName[typeScope[0..<depth].joined(separator: ".") + "." + name] { return nested }
        }
        if let exact = byName[name] { return exact }
        guard let last = Self.lastComponent(of: name), let candidates = byLastComponent[last] else { return nil }
        let matching = candidates.compactMap { byName[$0] }.filter { $0.name.hasSuffix("." + name) }
        guard let first = matching.first,
            matching.allSatisfy({ $0.text == first.text && $0.localization == first.localization && $0.reference == first.reference })
        else { return nil }
        return first
    }

    /// The declarations of one file.
    public static func constants(in source: SourceText, path: String) -> [IndexedConstant] {
        guard mayDeclare(source) else { return [] }
        return constants(in: source, tokenized: Tokenizer.tokenize(source), path: path)
    }

    /// The declarations of one file already tokenized.
    public static func constants(in source: SourceText, tokenized: TokenizedSource, path: String) -> [IndexedConstant] {
        guard mayDeclare(tokenized, source) else { return [] }
        return ConstantScanner(cursor: TokenCursor(tokenized, in: source), path: path, candidates: tokenized.notes?.declarationIndices)
            .scan()
    }

    /// The same question asked of the tokens, which a survey has anyway: as the lexer noted it
    /// (`WordFacts`), else read off the tokens of an edit's splice.
    private static func mayDeclare(_ tokenized: TokenizedSource, _ source: SourceText) -> Bool {
        (tokenized.words ?? WordFacts(tokenized.code, in: source.bytes, until: \.mayDeclareCopy)).mayDeclareCopy
    }

    /// Most files declare no static copy: a byte search spares them the scan.
    private static func mayDeclare(_ source: SourceText) -> Bool {
        declarationWords.contains { $0.occurs(in: source.bytes) }
            // A function of the app's own that looks its key up (`func localized(_ key: String)`).
            || (functionWord.occurs(in: source.bytes) && lookupWords.contains { $0.occurs(in: source.bytes) })
    }

    private static let declarationWords = ["static", "class var", "extension String"].map(ByteSearch.init)
    private static let functionWord = ByteSearch("func ")
    private static let lookupWords = ["LocalizedString(", "LocalizationValue("].map(ByteSearch.init)
}

/// One `static let`/`static var`/`static func` whose value is copy.
public struct IndexedConstant: Sendable, Hashable {
    /// `UserText.deleteTitle`, `L10n.Settings.title`.
    public var name: String
    /// The text as declared (a literal, or the `value:`/`fallback:` of a localized call); `nil`
    /// when only the key is known.
    public var text: String?
    public var localization: LocalizedReference?
    /// Another constant this one is defined as.
    public var reference: String?
    /// The declaration's name.
    public var location: FileLocation
    /// A `String` member that looks its string up (`var localized: String`), not named copy.
    public var isLocalizingMember = false

    public init(
        name: String, text: String?, localization: LocalizedReference? = nil, reference: String? = nil,
        location: FileLocation
    ) {
        self.name = name
        self.text = text
        self.localization = localization
        self.reference = reference
        self.location = location
    }
}
