/// Swift's reserved words. Contextual keywords (`async`, `some`, `open`, `get`, …) stay identifiers:
/// the passes that care about them compare text anyway, and they are valid names elsewhere.
///
/// Every identifier in a file is looked up here, so the words live in a switch on length and first
/// byte over static strings: no table to build, no reference counting, a handful of byte compares.
enum Keywords {
    static func isKeyword(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let base = buffer.baseAddress, start >= 0, end <= buffer.count else { return false }
        let word = base + start
        switch (end - start, word[0]) {
        case (2, UInt8(ascii: "a")): return spells(word, "as")
        case (2, UInt8(ascii: "d")): return spells(word, "do")
        case (2, UInt8(ascii: "i")): return spells(word, "if") || spells(word, "in") || spells(word, "is")
        case (3, UInt8(ascii: "f")): return spells(word, "for")
        case (3, UInt8(ascii: "l")): return spells(word, "let")
        case (3, UInt8(ascii: "n")): return spells(word, "nil")
        case (3, UInt8(ascii: "t")): return spells(word, "try")
        case (3, UInt8(ascii: "v")): return spells(word, "var")
        case (4, UInt8(ascii: "c")): return spells(word, "case")
        case (4, UInt8(ascii: "e")): return spells(word, "else") || spells(word, "enum")
        case (4, UInt8(ascii: "f")): return spells(word, "func")
        case (4, UInt8(ascii: "i")): return spells(word, "init")
        case (4, UInt8(ascii: "s")): return spells(word, "self")
        case (4, UInt8(ascii: "S")): return spells(word, "Self")
        case (4, UInt8(ascii: "t")): return spells(word, "true")
        case (5, UInt8(ascii: "a")): return spells(word, "await")
        case (5, UInt8(ascii: "b")): return spells(word, "break")
        case (5, UInt8(ascii: "c")): return spells(word, "catch") || spells(word, "class")
        case (5, UInt8(ascii: "d")): return spells(word, "defer")
        case (5, UInt8(ascii: "f")): return spells(word, "false")
        case (5, UInt8(ascii: "g")): return spells(word, "guard")
        case (5, UInt8(ascii: "i")): return spells(word, "inout")
        case (5, UInt8(ascii: "s")): return spells(word, "super")
        case (5, UInt8(ascii: "t")): return spells(word, "throw")
        case (5, UInt8(ascii: "w")): return spells(word, "where") || spells(word, "while")
        case (6, UInt8(ascii: "d")): return spells(word, "deinit")
        case (6, UInt8(ascii: "i")): return spells(word, "import")
        case (6, UInt8(ascii: "p")): return spells(word, "public")
        case (6, UInt8(ascii: "r")): return spells(word, "repeat") || spells(word, "return")
        case (6, UInt8(ascii: "s")): return spells(word, "static") || spells(word, "struct") || spells(word, "switch")
        case (6, UInt8(ascii: "t")): return spells(word, "throws")
        case (7, UInt8(ascii: "d")): return spells(word, "default")
        case (7, UInt8(ascii: "p")): return spells(word, "private")
        case (8, UInt8(ascii: "c")): return spells(word, "continue")
        case (8, UInt8(ascii: "i")): return spells(word, "internal")
        case (8, UInt8(ascii: "o")): return spells(word, "operator")
        case (8, UInt8(ascii: "p")): return spells(word, "protocol")
        case (8, UInt8(ascii: "r")): return spells(word, "rethrows")
        case (9, UInt8(ascii: "e")): return spells(word, "extension")
        case (9, UInt8(ascii: "s")): return spells(word, "subscript")
        case (9, UInt8(ascii: "t")): return spells(word, "typealias")
        case (11, UInt8(ascii: "f")): return spells(word, "fallthrough") || spells(word, "fileprivate")
        case (14, UInt8(ascii: "a")): return spells(word, "associatedtype")
        case (15, UInt8(ascii: "p")): return spells(word, "precedencegroup")
        default: return false
        }
    }

    /// Whether the bytes at `word` spell `keyword`; the caller has checked that as many bytes
    /// are there as `keyword` has.
    @inline(__always)
    static func spells(_ word: UnsafePointer<UInt8>, _ keyword: StaticString) -> Bool {
        let expected = keyword.utf8Start
        for offset in 0..<keyword.utf8CodeUnitCount where word[offset] != expected[offset] { return false }
        return true
    }
}
