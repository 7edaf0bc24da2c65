/// Swift's reserved words. Contextual keywords (`async`, `some`, `open`, `get`, …) stay identifiers:
/// the passes that care about them compare text anyway, and they are valid names elsewhere.
enum Keywords {
    /// Keywords grouped by first byte so a lookup compares against a handful of candidates.
    private static let byFirstByte: [[[UInt8]]] = {
        let words = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
            "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
            "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
            "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
            "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
            "self", "Self", "super", "throws", "true", "try", "await",
        ]
        var table = [[[UInt8]]](repeating: [], count: 128)
        for word in words {
            let bytes = Array(word.utf8)
            table[Int(bytes[0])].append(bytes)
        }
        return table
    }()

    static func isKeyword(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= 2, length <= 15 else { return false }
        let first = buffer[start]
        guard first < 128 else { return false }
        candidates: for candidate in byFirstByte[Int(first)] where candidate.count == length {
            for offset in 1..<length where candidate[offset] != buffer[start + offset] {
                continue candidates
            }
            return true
        }
        return false
    }
}
