/// Reordering an NSAlert's buttons changes which `NSApplication.ModalResponse` each one returns,
/// so a reorder fix must rewrite the code that reads the response too, or not be offered.
enum AppKitResponses {
    /// Edits that swap `.alertFirstButtonReturn` and `.alertSecondButtonReturn` in the block that
    /// builds the alert, or nil when the response is read in a way we cannot rewrite safely (raw
    /// values, the third button, or no visible reading at all).
    static func swapFirstAndSecond(after site: AlertSite, in source: SourceText) -> [TextEdit]? {
        let tokens = Tokenizer.tokenize(source).code
        guard var index = tokens.firstIndex(where: { $0.range.start >= site.range.start }) else { return nil }
        var depth = 0
        var edits: [TextEdit] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            let text = source.text(token.range)
            switch text {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth < 0 { index = tokens.count }
            case "alertFirstButtonReturn": edits.append(TextEdit(token.range, "alertSecondButtonReturn"))
            case "alertSecondButtonReturn": edits.append(TextEdit(token.range, "alertFirstButtonReturn"))
            case "alertThirdButtonReturn", "rawValue", "NSAlertFirstButtonReturn", "NSAlertSecondButtonReturn": return nil
            default:
                if token.kind == .number, text.hasPrefix("100") { return nil }
            }
        }
        return edits.isEmpty ? nil : edits
    }
}
