/// Punctuation and spacing of Chinese copy, as Chinese copywriting guidelines ask.
extension Copy {
    private static let fullWidth: [Unicode.Scalar: String] = ["?": "？", "!": "！", ",": "，", ":": "："]

    /// Half-width `?`, `!`, `,`, `:` right after a Han character (spaces between allowed), each
    /// replaced, together with the spaces that follow it, by its full-width form: “删除照片?” →
    /// “删除照片？”. Marks after Latin text (“iOS 17, …”, “3:00”) are left alone.
    public static func halfWidthPunctuationEdits(_ text: String) -> [CopyEdit] {
        var edits: [CopyEdit] = []
        var previousContent: Unicode.Scalar?
        var offset = 0
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let width = UTF8.width(scalar)
            if let replacement = fullWidth[scalar], let previous = previousContent, isHan(previous), !isEmoticon(scalars, at: index) {
                var end = offset + width
                var next = index + 1
                while next < scalars.count, scalars[next] == " " {
                    end += 1
                    next += 1
                }
                edits.append(CopyEdit(offset..<end, replacement))
                // “吗?!”: the full-width mark still follows Chinese, so the next one converts too.
                offset = end
                index = next
                continue
            }
            if scalar != " " { previousContent = scalar }
            offset += width
            index += 1
        }
        return edits
    }

    /// `:)`, `:(`, `:-)`, `:D`, `:P`: a face, not a colon (“请查看电子邮件 :)”).
    private static func isEmoticon(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard scalars[index] == ":", index + 1 < scalars.count else { return false }
        var next = index + 1
        if scalars[next] == "-", next + 1 < scalars.count { next += 1 }
        switch scalars[next] {
        case ")", "(": return true
        case "D", "P", "p":
            // `:D` ends the text or a word; `:Done` is a colon before a word.
            return next + 1 == scalars.count || !(isLatinOrDigit(scalars[next + 1]) || isHan(scalars[next + 1]))
        default: return false
        }
    }

    /// Places where a Han character touches a Latin letter or a digit with no space between, each
    /// as an edit that adds the space after the first of the two: “下载iOS 17” → “下载 iOS 17”.
    public static func cjkSpacingEdits(_ text: String) -> [CopyEdit] {
        var edits: [CopyEdit] = []
        var offset = 0
        var previous: (scalar: Unicode.Scalar, offset: Int)?
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            if let previous, (isHan(previous.scalar) && isLatinOrDigit(scalar)) || (isLatinOrDigit(previous.scalar) && isHan(scalar)) {
                let range = previous.offset..<offset
                edits.append(CopyEdit(range, String(previous.scalar) + " "))
            }
            previous = (scalar, offset)
            offset += width
        }
        return edits
    }

    private static func isLatinOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
