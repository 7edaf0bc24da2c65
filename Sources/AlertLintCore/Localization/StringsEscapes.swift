/// The escapes of the old-style `.strings` format inside a quoted string: C's `\n`, `\t`, `\r`,
/// `\0`, `\U`/`\u` with four hex digits of UTF-16 (a surrogate pair across two of them), and a
/// backslash before any other character standing for that character.
enum StringsEscapes {
    /// The text of a quoted string's bytes between its quotes (valid UTF-8).
    static func decode(_ content: UnsafeBufferPointer<UInt8>) -> String {
        guard content.contains(UInt8(ascii: "\\")) else { return String(decoding: content, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(content.count)
        var pendingHigh: UInt16?
        var index = 0
        while index < content.count {
            let byte = content[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < content.count else {
                text.append(byte)
                continue
            }
            let escaped = content[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let unit = hex4(content, at: index) else {
                    text.append(escaped)
                    continue
                }
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                    append(Unicode.Scalar(0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)) ?? "\u{FFFD}", to: &text)
                    pendingHigh = nil
                } else {
                    append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}", to: &text)
                }
            default:
                // Any other character stands for itself, all of its bytes.
                text.append(escaped)
                while index < content.count, content[index] & 0xC0 == 0x80, escaped >= 0xC0 {
                    text.append(content[index])
                    index += 1
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
        text.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// Four hex digits at `index`, when all four are there.
    private static func hex4(_ content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard index + 4 <= content.count else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = content[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
