/// Copy the app names once and uses everywhere: `UserText.deleteTitle`, SwiftGen's
/// `L10n.Settings.title`, `Strings.ok`, indexed by type-qualified name across the workspace.
///
/// Built file by file from tokens (`ConstantIndex.constants(in:)`), so the LSP server replaces one
/// file's declarations when it changes without rescanning the rest.
public struct ConstantIndex: Sendable {
    private var byName: [String: IndexedConstant] = [:]
    private var namesByFile: [String: [String]] = [:]

    public init() {}

    public var isEmpty: Bool { byName.isEmpty }
    public var count: Int { byName.count }

    /// Replaces the declarations of `path` with `constants`.
    public mutating func update(path: String, constants: [IndexedConstant]) {
        for name in namesByFile[path] ?? [] where byName[name]?.location.path == path {
            byName[name] = nil
        }
        for constant in constants { byName[constant.name] = constant }
        namesByFile[path] = constants.isEmpty ? nil : constants.map(\.name)
    }

    /// The constant named `name`, following a constant that only names another (`static let ok =
    /// Strings.commonOK`) a few steps.
    public func constant(named name: String) -> IndexedConstant? {
        var current = byName[name]
        var steps = 0
        while let found = current, found.text == nil, found.localization == nil, let next = found.reference, steps < 4 {
            current = byName[next]
            steps += 1
        }
        return current
    }

    /// The declarations of one file.
    public static func constants(in source: SourceText, path: String) -> [IndexedConstant] {
        // Most files declare no static copy: a byte search spares them the tokenizer.
        guard contains(Array("static".utf8), in: source.bytes) || contains(Array("class var".utf8), in: source.bytes) else { return [] }
        let tokenized = Tokenizer.tokenize(source)
        return ConstantScanner(cursor: TokenCursor(tokenized, in: source), path: path).scan()
    }
}

extension ConstantIndex {
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var offset = 0
        while offset <= bytes.count - needle.count {
            if bytes[offset] == first, bytes[offset..<(offset + needle.count)].elementsEqual(needle) { return true }
            offset += 1
        }
        return false
    }
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
