/// Alerts handed to code the pass cannot follow: the receiver may add actions the engine never
/// sees, so the site's action list is marked incomplete and rules about the whole list stay silent.
extension Extraction {
    /// How far back an argument may be from its call's `(`.
    private static let calleeSearchLimit = 64

    mutating func handOff(_ site: Int) {
        builders[site].site.isHandedOff = true
        builders[site].site.actionsComplete = false
    }

    mutating func passed(_ site: Int, _ passing: Passing) {
        switch passing {
        case .handedOff: handOff(site)
        case .presented: break
        // The helper may set the popover's source; whether it does is not known here.
        case .presentedByHelper: builders[site].site.hasPopoverSource = true
        }
    }

    /// What happens to the expression starting at `start`.
    enum Passing {
        /// Returned, or passed to a call that may do anything with it.
        case handedOff
        /// Passed to UIKit's `present`/`show`, which shows it as it is.
        case presented
        /// Passed to an app's own presenting helper (`presentAlert(alert:from:)`): it shows the
        /// alert, and may anchor its popover first.
        case presentedByHelper
    }

    /// Whether the expression starting at `start` is returned or passed to a call that does not
    /// just present it (`present(alert, animated: true)` keeps the list complete).
    func escapes(at start: Int) -> Bool {
        passing(at: start) == .handedOff
    }

    func passing(at start: Int) -> Passing? {
        if cursor.isWord(start - 1, "return") { return .handedOff }
        guard
            cursor.isSymbol(start - 1, UInt8(ascii: "(")) || cursor.isSymbol(start - 1, UInt8(ascii: ","))
                || cursor.isSymbol(start - 1, UInt8(ascii: ":"))
        else { return nil }
        var index = start - 1
        var steps = 0
        while index >= 0, steps < Self.calleeSearchLimit {
            if cursor.isSymbol(index, UInt8(ascii: "(")) {
                guard cursor.isWord(index - 1), isPresenting(index - 1) else { return .handedOff }
                return isSystemPresentation(index - 1) ? .presented : .presentedByHelper
            }
            if cursor.isCloser(index) {
                let open = Int(cursor.partner[index])
                guard open >= 0, open < index else { return nil }
                index = open - 1
            } else if cursor.isSymbol(index, UInt8(ascii: "{")) || cursor.isSymbol(index, UInt8(ascii: "["))
                || cursor.isSymbol(index, UInt8(ascii: ";"))
            {
                return nil
            } else {
                index -= 1
            }
            steps += 1
        }
        return nil
    }

    /// UIKit's own `present(_:animated:completion:)`, `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)`, which present the alert as it is.
    func isSystemPresentation(_ callee: Int) -> Bool {
        cursor.isWord(callee, "present") || cursor.isWord(callee, "show") || cursor.isWord(callee, "showDetailViewController")
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
