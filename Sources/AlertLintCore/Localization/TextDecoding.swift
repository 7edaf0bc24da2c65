/// Decoding table files, which Xcode writes as UTF-8 and older projects as UTF-16 with a BOM.
enum TextDecoding {
    /// The text of `bytes`: UTF-16 (either order) when a BOM says so or when the zero bytes of
    /// ASCII text in UTF-16 give it away, else UTF-8 (a UTF-8 BOM is dropped). Invalid sequences
    /// become U+FFFD rather than failing.
    static func decode(_ bytes: [UInt8]) -> String {
        if let order = utf16Order(bytes) { return utf16(bytes, from: order.start, littleEndian: order.littleEndian) }
        return String(decoding: bytes[utf8BOMLength(bytes)...], as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 text of `bytes`: where it lies when it is valid UTF-8 (past a
    /// UTF-8 BOM), as Xcode writes tables, so no string of the whole file is made; else decoded
    /// (`decode`).
    static func withUTF8<Result>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if utf16Order(bytes) == nil {
            let start = utf8BOMLength(bytes)
            if UTF8Validation.firstInvalidOffset(in: bytes, from: start, to: bytes.count) == nil {
                return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...])) }
            }
        }
        var text = decode(bytes)
        return text.withUTF8(body)
    }

    /// 3 when `bytes` open with a UTF-8 byte order mark, else 0.
    static func utf8BOMLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int where Bytes.Index == Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
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
    /// `String(decoding:as: UTF16.self)` makes it, without an array of code units on the way. A
    /// table is mostly ASCII: four such units are copied at a time.
    static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) -> String {
        // Each unit makes at most three bytes, a surrogate pair (two units) four.
        let utf8 = [UInt8](unsafeUninitializedCapacity: bytes.count / 2 * 3 + 4) { out, written in
            bytes.withUnsafeBufferPointer { bytes in
                func unit(at index: Int) -> UInt32 {
                    let a = UInt32(bytes[index]), b = UInt32(bytes[index + 1])
                    return littleEndian ? (b << 8 | a) : (a << 8 | b)
                }
                // The bits that must be clear in four ASCII units: the high byte and bit 7 of the low.
                let notASCII: UInt64 = littleEndian ? 0xFF80_FF80_FF80_FF80 : 0x80FF_80FF_80FF_80FF
                var count = 0
                var index = start
                while index + 1 < bytes.count {
                    if index + 8 <= bytes.count {
                        let word = SWAR.load(bytes, at: index)
                        if word & notASCII == 0 {
                            let low = littleEndian ? word : word >> 8
                            out[count] = UInt8(truncatingIfNeeded: low)
                            out[count + 1] = UInt8(truncatingIfNeeded: low >> 16)
                            out[count + 2] = UInt8(truncatingIfNeeded: low >> 32)
                            out[count + 3] = UInt8(truncatingIfNeeded: low >> 48)
                            count += 4
                            index += 8
                            continue
                        }
                    }
                    var scalar = unit(at: index)
                    index += 2
                    if scalar < 0x80 {
                        out[count] = UInt8(scalar)
                        count += 1
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
                        out[count] = UInt8(0xC0 | scalar >> 6)
                        count += 1
                    } else if scalar < 0x10000 {
                        out[count] = UInt8(0xE0 | scalar >> 12)
                        out[count + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        count += 2
                    } else {
                        out[count] = UInt8(0xF0 | scalar >> 18)
                        out[count + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                        out[count + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        count += 3
                    }
                    out[count] = UInt8(0x80 | scalar & 0x3F)
                    count += 1
                }
                written = count
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
