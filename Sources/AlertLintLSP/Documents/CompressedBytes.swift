/// Bytes compressed with a small LZ77 (LZ4-like) coder, lossless for any bytes, not only valid UTF-8.
///
/// The language server keeps the text of every open document in memory but only the edited one is hot, so cold
/// documents hold this instead (source text shrinks to under half) and pay a fast decompression when reopened.
/// The format is private to this process: blocks of `token, [literal length bytes], literals, offset (UInt16 LE),
/// [match length bytes]`; the token holds the literal count (high nibble) and the match length minus 4 (low);
/// a nibble of 15 adds the bytes that follow, each 255 meaning one more. The last block may end after its literals.
struct CompressedBytes: Sendable {
    let originalCount: Int
    private let stored: [UInt8]

    var storedCount: Int { stored.count }

    init(_ bytes: [UInt8]) {
        originalCount = bytes.count
        stored = Self.encode(bytes)
    }

    func decompressed() -> [UInt8] {
        // Only `encode` produces `stored` and nothing mutates it, so a failure here is a bug, not bad input.
        guard let bytes = Self.decode(stored, originalCount: originalCount) else {
            preconditionFailure("CompressedBytes: stored data does not decode to its \(originalCount) bytes")
        }
        return bytes
    }

    static let minMatch = 4
    static let maxOffset = 65535

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.isEmpty { return [] }
        // Size the table to the input: clearing 256 KB would dominate compressing a 1 KB file.
        let hashBits = max(10, min(16, Int.bitWidth - bytes.count.leadingZeroBitCount))
        var table = [Int32](repeating: 0, count: 1 << hashBits)
        // All literals is the worst case: a token plus one length byte per 255 literals.
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + bytes.count / 255 + 16)
        defer { scratch.deallocate() }
        let n = bytes.withUnsafeBufferPointer { src in
            table.withUnsafeMutableBufferPointer { encode(src, into: scratch, table: $0, hashBits: hashBits) }
        }
        // Copy exactly `n` bytes out: an array made from another array may share its buffer and its slack.
        return Array(scratch[..<n])
    }

    private static func encode(
        _ src: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
        table: UnsafeMutableBufferPointer<Int32>, hashBits: Int
    ) -> Int {
        let count = src.count, base = UnsafeRawPointer(src.baseAddress!)
        func word(_ p: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: p, as: UInt32.self) }
        func word64(_ p: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: p, as: UInt64.self) }
        func hash(_ w: UInt32) -> Int { Int((w &* 2_654_435_761) >> UInt32(32 - hashBits)) }
        var op = 0
        func putLength(_ n: Int) {  // The part of a length beyond its nibble's 15.
            let full = (n - 15) / 255
            (out.baseAddress! + op).initialize(repeating: 255, count: full)
            out[op + full] = UInt8((n - 15) % 255)
            op += full + 1
        }
        func emit(literals: Range<Int>, offset: Int, matchLength: Int) {
            let lit = literals.count, extra = matchLength - minMatch
            out[op] = UInt8(min(lit, 15) << 4 | min(max(extra, 0), 15))
            op += 1
            if lit >= 15 { putLength(lit) }
            (out.baseAddress! + op).initialize(from: src.baseAddress! + literals.lowerBound, count: lit)
            op += lit
            guard matchLength > 0 else { return }
            out[op] = UInt8(truncatingIfNeeded: offset)
            out[op + 1] = UInt8(truncatingIfNeeded: offset >> 8)
            op += 2
            if extra >= 15 { putLength(extra) }
        }
        var anchor = 0, i = 0, misses = 0
        while i + minMatch <= count {
            let w = word(i), h = hash(w)
            // Positions are truncated to Int32; a wrong candidate then fails the distance or content check.
            let candidate = Int(table[h])
            table[h] = Int32(truncatingIfNeeded: i)
            guard candidate < i, i - candidate <= maxOffset, word(candidate) == w else {
                i += 1 + misses >> 6  // Like LZ4, step faster through incompressible data.
                misses += 1
                continue
            }
            misses = 0
            var start = i, end = i + minMatch
            let offset = i - candidate
            while start > anchor, start > offset, src[start - 1] == src[start - 1 - offset] { start -= 1 }
            while end + 8 <= count {  // 8 bytes at a time; the lowest differing byte ends the match.
                let diff = UInt64(littleEndian: word64(end) ^ word64(end - offset))
                end += diff == 0 ? 8 : diff.trailingZeroBitCount >> 3
                if diff != 0 { break }
            }
            while end < count, src[end] == src[end - offset] { end += 1 }  // Tail, or no-op after a break.
            emit(literals: anchor..<start, offset: offset, matchLength: end - start)
            anchor = end
            i = end
            if end + 2 <= count {  // Seeding the table inside the match finds the next match sooner.
                table[hash(word(end - 2))] = Int32(truncatingIfNeeded: end - 2)
            }
        }
        if anchor < count { emit(literals: anchor..<count, offset: 0, matchLength: 0) }
        return op
    }

    /// Returns nil, never trapping or touching memory out of bounds, when `stored` is not a valid encoding.
    static func decode(_ stored: [UInt8], originalCount: Int) -> [UInt8]? {
        guard originalCount > 0 else { return originalCount == 0 && stored.isEmpty ? [] : nil }
        // A stored byte yields at most 255 bytes: refuse absurd counts before allocating.
        guard originalCount <= stored.count * 255 else { return nil }
        var ok = false
        let result = [UInt8](unsafeUninitializedCapacity: originalCount) { out, written in
            stored.withUnsafeBufferPointer { inp in
                let src = inp.baseAddress!, dst = out.baseAddress!, n = inp.count, size = originalCount
                var ip = 0, op = 0
                defer { written = op }
                func length(_ nibble: Int) -> Int? {
                    var len = nibble
                    while len >= 15, ip < n {
                        let b = Int(inp[ip])
                        ip += 1
                        len += b
                        if len > size { return nil }  // Also rules out overflow.
                        if b != 255 { return len }
                    }
                    return len < 15 ? len : nil
                }
                while ip < n {
                    let token = Int(inp[ip])
                    ip += 1
                    guard let lit = length(token >> 4), lit <= n - ip, lit <= size - op else { return }
                    copy(src + ip, to: dst + op, count: lit, wide: n - ip >= 16 && size - op >= 16)
                    ip += lit
                    op += lit
                    if ip == n { break }
                    guard n - ip >= 2 else { return }
                    let offset = Int(inp[ip]) | Int(inp[ip + 1]) << 8
                    ip += 2
                    guard let extra = length(token & 15), offset > 0, offset <= op, extra + minMatch <= size - op
                    else { return }
                    // A match repeats an `offset`-byte period, so chunks of up to offset + bytes done, copied from its
                    // start, never overlap it (a run takes log2 copies). A wide copy's excess is overwritten next.
                    let from = dst + op - offset, total = extra + minMatch
                    var done = 0
                    while done < total {
                        let chunk = min(total - done, done + offset)
                        copy(from, to: dst + op + done, count: chunk, wide: size - op - done >= 16)
                        done += chunk
                    }
                    op += total
                }
                ok = op == size
            }
        }
        return ok ? result : nil
    }

    /// Most copies are short, and two 8-byte moves beat a memcpy call; `wide` says 16 bytes may be read and written.
    private static func copy(_ from: UnsafePointer<UInt8>, to: UnsafeMutablePointer<UInt8>, count: Int, wide: Bool) {
        guard wide, count <= 16 else { return to.initialize(from: from, count: count) }
        let from = UnsafeRawPointer(from), to = UnsafeMutableRawPointer(to)
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
    }
}
