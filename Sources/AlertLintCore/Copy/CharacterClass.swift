/// Unicode classes the copy analysis needs, by code point range so they cost no tables.
extension Copy {
    /// Han ideographs (CJK Unified Ideographs and their extensions, compatibility ideographs, 〇).
    public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3007,
            0x20000...0x2A6DF, 0x2A700...0x2EBEF, 0x2F800...0x2FA1F, 0x30000...0x3134F:
            return true
        default:
            return false
        }
    }

    /// Scripts written without spaces between words: Han, kana and Hangul.
    static func isCJKLetter(_ scalar: Unicode.Scalar) -> Bool {
        if isHan(scalar) { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0xFF66...0xFF9F:
            return true
        default:
            return false
        }
    }

    /// East Asian Wide or Fullwidth: shown two columns wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x1100 { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Marks, joiners and variation selectors take no column of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return scalar != placeholderScalar
        default:
            return (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        // The Unicode tables are slow to consult; copy is mostly ASCII.
        if scalar.value < 0x80 { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Letters and digits of space-separated scripts (Latin, Greek, Cyrillic, …).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIILetter(scalar) || isASCIIDigit(scalar) }
        if scalar == placeholderScalar || isCJKLetter(scalar) { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark: return true
        default: return false
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIDigit(scalar) }
        return scalar.properties.generalCategory == .decimalNumber
    }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? isASCIILetter(scalar) : scalar.properties.isAlphabetic
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    /// Characters that join two parts of one word: apostrophes and hyphens.
    static func isWordJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "’" || isHyphen(scalar)
    }

    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "‐" || scalar == "‑"
    }

    /// Quotes and brackets that may close a sentence after its final punctuation.
    static func isClosingMark(_ scalar: Unicode.Scalar) -> Bool {
        "\"'”’)]）】」』》〉".unicodeScalars.contains(scalar)
    }
}
