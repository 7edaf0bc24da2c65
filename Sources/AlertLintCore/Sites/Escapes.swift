/// Alerts handed to code the pass cannot follow: the receiver may add actions the engine never
/// sees, so the site's action list is marked incomplete and rules about the whole list stay silent.
extension Extraction {
    /// How far back an argument may be from its call's `(`.
    private static let calleeSearchLimit = 64

    mutating func handOff(_ site: Int) {
        builders[site].site.isHandedOff = true
        builders[site].site.actionsComplete = false
    }

    /// Whether the expression starting at `start` is returned or passed to a call that does not
    /// just present it (`present(alert, animated: true)` keeps the list complete).
    func escapes(at start: Int) -> Bool {
        if cursor.isWord(start - 1, "return") { return true }
        guard
            cursor.isSymbol(start - 1, UInt8(ascii: "(")) || cursor.isSymbol(start - 1, UInt8(ascii: ","))
                || cursor.isSymbol(start - 1, UInt8(ascii: ":"))
        else { return false }
        var index = start - 1
        var steps = 0
        while index >= 0, steps < Self.calleeSearchLimit {
            if cursor.isSymbol(index, UInt8(ascii: "(")) {
                return !cursor.isWord(index - 1) || !isPresenting(index - 1)
            }
            if cursor.isCloser(index) {
                let open = Int(cursor.partner[index])
                guard open >= 0, open < index else { return false }
                index = open - 1
            } else if cursor.isSymbol(index, UInt8(ascii: "{")) || cursor.isSymbol(index, UInt8(ascii: "["))
                || cursor.isSymbol(index, UInt8(ascii: ";"))
            {
                return false
            } else {
                index -= 1
            }
            steps += 1
        }
        return false
    }

    /// `present`, `presentAlert`, `show`, `showDetailViewController`, `display…`.
    private func isPresenting(_ callee: Int) -> Bool {
        let name = cursor.nameRange(callee)
        for prefix: StaticString in ["present", "show", "display"] {
            let length = prefix.utf8CodeUnitCount
            guard name.length >= length else { continue }
            let matches = prefix.withUTF8Buffer { buffer in
                (0..<length).allSatisfy { cursor.bytes[name.start + $0] == buffer[$0] }
            }
            if matches { return true }
        }
        return false
    }
}
