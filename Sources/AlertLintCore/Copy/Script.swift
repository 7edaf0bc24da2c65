extension Copy {
    /// The width the text takes on screen: East Asian wide and fullwidth characters (and emoji)
    /// count two columns, marks and joiners none, everything else one. A placeholder counts one.
    public static func displayWidth(_ text: String) -> Int {
        // ASCII: a column for each printable byte (CR LF, its one cluster of two scalars, takes none).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.reduce(0) { $0 + ($1 >= 0x20 && $1 != 0x7F ? 1 : 0) } }
        var width = 0
        for character in text {
            var widest = 0
            for scalar in character.unicodeScalars {
                let scalarWidth = isWide(scalar) ? 2 : (isZeroWidth(scalar) ? 0 : 1)
                widest = max(widest, scalarWidth)
            }
            width += widest
        }
        return width
    }

    /// True when the copy is Chinese: it contains a Han character.
    public static func isChinese(_ text: String) -> Bool {
        // A Han character (U+3007 and up) takes a lead byte of 0xE3 or more: most copy has none.
        text.utf8.contains { $0 >= 0xE3 } && text.unicodeScalars.contains(where: isHan)
    }

    /// True when any of the texts is Chinese (the language of a whole alert).
    public static func isChinese(_ texts: [String?]) -> Bool {
        texts.contains { $0.map(isChinese) ?? false }
    }
}
