/// Decoding table files, which Xcode writes as UTF-8 and older projects as UTF-16 with a BOM.
enum TextDecoding {
    /// The text of `bytes`: UTF-16 (either order) when a BOM says so or when the zero bytes of
    /// ASCII text in UTF-16 give it away, else UTF-8 (a UTF-8 BOM is dropped). Invalid sequences
    /// become U+FFFD rather than failing.
    static func decode(_ bytes: [UInt8]) -> String {
        if let order = utf16Order(bytes) { return utf16(bytes, from: order.start, littleEndian: order.littleEndian) }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(decoding: bytes[3...], as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the UTF-16 text of `bytes` starts and in which byte order; `nil` for UTF-8.
    static func utf16Order(_ bytes: [UInt8]) -> (start: Int, littleEndian: Bool)? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return (2, true) }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return (2, false) }
        if bytes[0] != 0, bytes[1] == 0 { return (0, true) }
        if bytes[0] == 0, bytes[1] != 0 { return (0, false) }
        return nil
    }

    /// UTF-16 straight to UTF-8, each unpaired surrogate becoming U+FFFD as
    /// `String(decoding:as: UTF16.self)` makes it, without an array of code units on the way.
    static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            func unit(at index: Int) -> UInt32 {
                let a = UInt32(bytes[index]), b = UInt32(bytes[index + 1])
                return littleEndian ? (b << 8 | a) : (a << 8 | b)
            }
            var index = start
            while index + 1 < bytes.count {
                var scalar = unit(at: index)
                index += 2
                if scalar < 0x80 {
                    utf8.append(UInt8(scalar))
                    continue
                }
                if (0xD800...0xDFFF).contains(scalar) {
                    let low = index + 1 < bytes.count ? unit(at: index) : 0
                    if scalar <= 0xDBFF, (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 2
                    } else {
                        scalar = 0xFFFD
                    }
                }
                if scalar < 0x800 {
                    utf8.append(UInt8(0xC0 | scalar >> 6))
                } else if scalar < 0x10000 {
                    utf8.append(UInt8(0xE0 | scalar >> 12))
                    utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                } else {
                    utf8.append(UInt8(0xF0 | scalar >> 18))
                    utf8.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                    utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                }
                utf8.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
