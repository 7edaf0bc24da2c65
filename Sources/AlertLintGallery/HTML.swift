/// Building markup as text: every piece of copy goes through `escape`, so nothing an app writes
/// in an alert can become markup or script.
enum HTML {
    /// Text for an element's content or a double-quoted attribute value.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// ` name="value"` pairs, values escaped; pairs whose value is `nil` are left out.
    static func attributes(_ pairs: [(String, String?)]) -> String {
        var result = ""
        for (name, value) in pairs {
            guard let value else { continue }
            result += " \(name)=\"\(escape(value))\""
        }
        return result
    }

    /// `<tag attributes>content</tag>`, the content given as markup.
    static func element(_ tag: String, _ pairs: [(String, String?)] = [], _ content: String) -> String {
        "<\(tag)\(attributes(pairs))>\(content)</\(tag)>"
    }

    /// A link template with its placeholders filled in.
    static func link(_ template: String, path: String, absolutePath: String, line: Int, column: Int) -> String {
        template.replacing("{path}", with: path).replacing("{abspath}", with: absolutePath)
            .replacing("{line}", with: String(line)).replacing("{column}", with: String(column))
    }
}
