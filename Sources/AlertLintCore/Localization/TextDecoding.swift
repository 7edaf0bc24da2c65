/// Decoding table files, which Xcode writes as UTF-8 and older projects as UTF-16 with a BOM.
enum TextDecoding {
    /// The text of `bytes`: UTF-16 (either order) when a BOM says so or when the zero bytes of
    /// ASCII text in UTF-16 give it away, else UTF-8 (a UTF-8 BOM is dropped). Invalid sequences
    /// become U+FFFD rather than failing.
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { return utf16(bytes, from: 2, littleEndian: true) }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { return utf16(bytes, from: 2, littleEndian: false) }
            if bytes[0] != 0, bytes[1] == 0 { return utf16(bytes, from: 0, littleEndian: true) }
            if bytes[0] == 0, bytes[1] != 0 { return utf16(bytes, from: 0, littleEndian: false) }
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(decoding: bytes[3...], as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = start
        while index + 1 < bytes.count {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
