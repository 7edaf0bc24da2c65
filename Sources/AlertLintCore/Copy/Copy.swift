/// Text analysis of alert copy: words, widths, sentences, capitalization and the vocabulary the
/// rules look for, in English and Simplified Chinese.
///
/// Every function is pure and works on the decoded text of a `TextValue`, where each
/// interpolation is the placeholder U+FFFC. Ranges are UTF-8 offsets into that text so a fix can
/// map them back to the bytes of a string literal.
public enum Copy {}

/// A change to analysed copy: replace the UTF-8 range of the text with `replacement`.
public struct CopyEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Copy {
    /// `text` with `edits` applied (edits must not overlap; they may come in any order).
    public static func applying(_ edits: [CopyEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else { continue }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` without leading and trailing white space and newlines.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// True when the text has nothing but white space.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSpace)
    }

    /// How copy is shown in a message: in curly quotes, each interpolation as `\(…)`.
    public static func quoted(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar == placeholderScalar { shown += "\\(…)" } else { shown.unicodeScalars.append(scalar) }
        }
        return "“" + shown + "”"
    }

    static let placeholderScalar: Unicode.Scalar = "\u{FFFC}"
}
