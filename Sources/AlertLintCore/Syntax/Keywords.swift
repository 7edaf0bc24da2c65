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

    /// Whether a word of `length` bytes that starts with `first` can be nothing but a plain name:
    /// no reserved word, no word that starts a site (`SiteTriggers.words`) and none that
    /// `WordFacts` notes. Most words of a file are such names, and one look-up here spares them
    /// both switches. Each mask has a bit for every length under 15 that one of those words of
    /// that first byte has; longer words always take the full path.
    @inline(__always)
    static func isPlainName(length: Int, first: UInt8) -> Bool {
        guard length < 15 else { return false }
        let lengths: UInt16
        switch first {
        case UInt8(ascii: "A"): lengths = 0b0000_1000_0010_0000  // Alert, ActionSheet
        case UInt8(ascii: "N"): lengths = 0b0000_0000_1000_0000  // NSAlert
        case UInt8(ascii: "S"): lengths = 0b0000_0000_0101_0000  // Self, String
        case UInt8(ascii: "U"): lengths = 0b0010_1000_0000_0000  // UIAlertView, UIAlertAction, UIActionSheet
        case UInt8(ascii: "a"): lengths = 0b0100_1000_0010_0100  // as, alert, await, actionSheet, associatedtype
        case UInt8(ascii: "b"): lengths = 0b0000_0000_0010_0000  // break
        case UInt8(ascii: "c"): lengths = 0b0000_0001_0011_0000  // case, catch, class, continue
        case UInt8(ascii: "d"): lengths = 0b0000_0000_1110_0100  // do, defer, deinit, default
        case UInt8(ascii: "e"): lengths = 0b0000_0010_0001_0000  // else, enum, extension
        case UInt8(ascii: "f"): lengths = 0b0000_1000_0011_1000  // for, func, false, fallthrough, fileprivate
        case UInt8(ascii: "g"): lengths = 0b0000_0000_0010_0000  // guard
        case UInt8(ascii: "i"): lengths = 0b0000_0001_0111_0100  // if, in, is, init, inout, import, internal
        case UInt8(ascii: "l"), UInt8(ascii: "n"), UInt8(ascii: "v"): lengths = 0b0000_0000_0000_1000  // let, nil, var
        case UInt8(ascii: "o"): lengths = 0b0000_0001_0000_0000  // operator
        case UInt8(ascii: "p"): lengths = 0b0000_0001_1100_0000  // public, private, protocol
        case UInt8(ascii: "r"): lengths = 0b0000_0001_0100_0000  // repeat, return, rethrows
        case UInt8(ascii: "s"): lengths = 0b0000_0010_0111_0000  // self, super, static, struct, switch, subscript
        case UInt8(ascii: "t"): lengths = 0b0000_0010_0111_1000  // try, true, throw, throws, typealias
        case UInt8(ascii: "w"): lengths = 0b0000_0000_0010_0000  // where, while
        default: return true
        }
        return (lengths >> UInt16(length)) & 1 == 0
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
