/// Bytes biased towards the pieces a format cares about (one byte in ten random), so the parsers
/// get deep; the same seed gives the same samples.
enum BiasedSamples {
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
    }

    static func make(_ alphabet: [String], count: Int, seed: UInt64, maxPieces: Int = 80) -> [[UInt8]] {
        var generator = Generator(state: seed)
        let pieces = alphabet.map { Array($0.utf8) }
        return (0..<count).map { _ in
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % UInt64(maxPieces)) {
                if generator.next() % 10 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                } else {
                    bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            return bytes
        }
    }
}
