/// A fast hash of byte ranges, for the caches that let a keystroke redo only what it changed.
enum ByteHash {
    /// A 64-bit hash of the bytes of `range`, eight bytes per step (rotate, xor, multiply, as
    /// FxHash does): it runs over every site's lines and every function on every keystroke. Each
    /// step is a bijection of the running hash, so texts that differ in one word never collide.
    static func of(_ bytes: [UInt8], _ range: ByteRange) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            let lower = min(max(0, range.start), buffer.count)
            return of(UnsafeBufferPointer(rebasing: buffer[lower..<max(lower, min(range.end, buffer.count))]))
        }
    }

    /// The hash of a string's UTF-8 bytes.
    static func of(_ string: String) -> UInt64 {
        var string = string
        return string.withUTF8 { of($0) }
    }

    /// The hash of all of `buffer`'s bytes.
    static func of(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(buffer)
        let multiplier: UInt64 = 0x517c_c1b7_2722_0a95
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var offset = 0
        while offset + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = ((hash << 5 | hash >> 59) ^ word) &* multiplier
            offset += 8
        }
        while offset < raw.count {
            hash = ((hash << 5 | hash >> 59) ^ UInt64(raw[offset])) &* multiplier
            offset += 1
        }
        return hash
    }
}
