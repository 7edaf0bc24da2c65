/// Matches paths against `include`/`exclude` patterns: `*` within a path component, `**` across
/// components, `?` one character. A pattern without `/` matches the file name anywhere.
public struct Glob {
    private let pattern: [Character]
    private let matchesNameOnly: Bool

    public init(_ pattern: String) {
        var text = pattern
        if text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasSuffix("/") { text += "**" }
        self.pattern = Array(text)
        self.matchesNameOnly = !text.contains("/")
    }

    public func matches(_ relativePath: String) -> Bool {
        let subject = matchesNameOnly ? String(relativePath.split(separator: "/").last ?? "") : relativePath
        return Self.match(pattern[...], Array(subject)[...])
    }

    /// Iterative matching with backtracking points for `*` and `**` (no recursion on input size).
    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP = -1, starT = -1, starCrossesSlash = false
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                let double = p + 1 < pattern.endIndex && pattern[p + 1] == "*"
                p += double ? 2 : 1
                if double, p < pattern.endIndex, pattern[p] == "/" { p += 1 }  // `**/` also matches nothing
                starP = p; starT = t; starCrossesSlash = double
                continue
            }
            if p < pattern.endIndex, (pattern[p] == "?" && text[t] != "/") || pattern[p] == text[t] {
                p += 1; t += 1
                continue
            }
            if starP >= 0, starCrossesSlash || text[starT] != "/" {
                starT += 1; t = starT; p = starP
                continue
            }
            return false
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
