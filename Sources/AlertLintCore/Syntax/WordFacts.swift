/// Two questions about a file's words that decide how much of it a survey reads: whether one can
/// start an alert site (`SiteTriggers`) and whether the file may declare named copy
/// (`ConstantIndex`). The lexer notes each word as it reads it, so answering costs no walk of the
/// tokens; a splice of an edit (`IncrementalTokenizer`) has none, and the walks answer instead.
struct WordFacts: Sendable, Equatable {
    /// A word that starts a site: `alert`, `UIAlertController`, … (`SiteTriggers.words`).
    private(set) var namesTrigger = false
    /// `static`, `class var` or `extension String`: what declares constants and localizing members.
    private var declaresStatic = false
    private var declaresFunction = false
    /// A word ending in `LocalizedString`, or `LocalizationValue`: a look-up, which with a `func`
    /// may be a localizer.
    private var callsLookUp = false

    /// Whether `ConstantScanner` may find a declaration of copy.
    var mayDeclareCopy: Bool { declaresStatic || (declaresFunction && callsLookUp) }

    init() {}

    /// The same facts read off tokens (a splice's, which the lexer did not note), stopping as
    /// soon as `done` holds.
    init(_ tokens: [Token], in bytes: [UInt8], until done: KeyPath<WordFacts, Bool>) {
        bytes.withUnsafeBufferPointer { buffer in
            var previous: Token?
            for token in tokens {
                defer { previous = token }
                guard token.kind == .identifier || token.kind == .keyword, token.range.length > 0, token.range.end <= buffer.count
                else { continue }
                note(buffer, token.range.start, token.range.end, previous: previous)
                if self[keyPath: done] { return }
            }
        }
    }

    /// One identifier or keyword, `previous` being the code token before it.
    @inline(__always)
    mutating func note(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, previous: Token?) {
        guard let base = buffer.baseAddress else { return }
        let word = UnsafeBufferPointer(start: base + start, count: end - start)
        if !namesTrigger, SiteTriggers.isTrigger(word) { namesTrigger = true }
        guard !declaresStatic else { return }
        switch (word.count, word[0]) {
        case (6, UInt8(ascii: "s")): if Keywords.spells(base + start, "static") { declaresStatic = true }
        case (3, UInt8(ascii: "v")):
            if Keywords.spells(base + start, "var"), Self.isWord(previous, "class", in: buffer) { declaresStatic = true }
        case (6, UInt8(ascii: "S")):
            if Keywords.spells(base + start, "String"), Self.isWord(previous, "extension", in: buffer) { declaresStatic = true }
        case (4, UInt8(ascii: "f")): if Keywords.spells(base + start, "func") { declaresFunction = true }
        // `String(localized: String.LocalizationValue(key))`: a look-up too.
        case (17, UInt8(ascii: "L")): if Keywords.spells(base + start, "LocalizationValue") { callsLookUp = true }
        default:
            let suffix: StaticString = "LocalizedString"
            if !callsLookUp, word.count >= suffix.utf8CodeUnitCount,
                Keywords.spells(base + end - suffix.utf8CodeUnitCount, suffix)
            {
                callsLookUp = true
            }
        }
    }

    private static func isWord(_ token: Token?, _ text: StaticString, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let token, token.kind == .keyword || token.kind == .identifier, token.range.length == text.utf8CodeUnitCount,
            let base = buffer.baseAddress
        else { return false }
        return Keywords.spells(base + token.range.start, text)
    }
}
