/// The words that can start an alert site, checked before the extraction pass so that a file
/// without any of them (most files of an app) costs one cheap scan of its tokens and nothing more.
///
/// Every site the pass builds starts at one of these words (see `Extraction.visitTrigger`) or at a
/// call of a configured wrapper; `self.init(…)` counts only inside `extension UIAlertController`,
/// whose name is a trigger. A word added to `visitTrigger` must be added here too, or its tests fail.
enum SiteTriggers {
    private static let words: [StaticString] = [
        "alert", "Alert", "NSAlert", "UIAlertView", "ActionSheet", "actionSheet", "UIAlertAction",
        "UIActionSheet", "UIAlertController", "confirmationDialog",
    ]

    /// Whether any identifier or keyword token spells a trigger word or a wrapper's called name;
    /// without wrappers, as the lexer noted it (`WordFacts`) when it did.
    static func mayContainSite(_ tokenized: TokenizedSource, in bytes: [UInt8], wrapperNames: [[UInt8]]) -> Bool {
        if wrapperNames.isEmpty, let words = tokenized.words { return words.namesTrigger }
        return mayContainSite(tokenized.code, in: bytes, wrapperNames: wrapperNames)
    }

    static func mayContainSite(_ tokens: [Token], in bytes: [UInt8], wrapperNames: [[UInt8]]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            for token in tokens where token.kind == .identifier || token.kind == .keyword {
                let range = token.range
                guard range.start >= 0, range.end <= bytes.count, range.length >= 5 || !wrapperNames.isEmpty else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
                if isTrigger(word) || wrapperNames.contains(where: { named(word, $0) }) { return true }
            }
            return false
        }
    }

    /// Length and first byte rule out almost every identifier before any text is compared.
    @inline(__always)
    static func isTrigger(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        switch (word.count, word[0]) {
        case (5, UInt8(ascii: "a")), (5, UInt8(ascii: "A")), (7, UInt8(ascii: "N")), (11, UInt8(ascii: "U")),
            (11, UInt8(ascii: "A")), (11, UInt8(ascii: "a")), (13, UInt8(ascii: "U")), (17, UInt8(ascii: "U")),
            (18, UInt8(ascii: "c")):
            guard let base = word.baseAddress else { return false }
            return words.contains { $0.utf8CodeUnitCount == word.count && Keywords.spells(base, $0) }
        default:
            return false
        }
    }

    /// A wrapper's called name, also when the call site spells it in backticks.
    private static func named(_ word: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
        if word.elementsEqual(name) { return true }
        guard word.count == name.count + 2, word.first == UInt8(ascii: "`"), word.last == UInt8(ascii: "`") else { return false }
        return word[1..<(word.count - 1)].elementsEqual(name)
    }
}
