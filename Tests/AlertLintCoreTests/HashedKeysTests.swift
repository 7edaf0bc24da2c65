import XCTest

@testable import AlertLintCore

/// `HashedKeys` answers as `Set<UInt64>` does, through growth, repeats, the hash 0 and hashes that
/// start from the same slot.
final class HashedKeysTests: XCTestCase {
    func testAgreesWithASetOnRandomHashes() {
        var generator = SeededGenerator(seed: 15)
        for round in 0..<200 {
            var keys = HashedKeys()
            var reference = Set<UInt64>()
            // Small ranges repeat often and share slots; the full range rarely does.
            let range: UInt64 = round % 3 == 0 ? 64 : (round % 3 == 1 ? 5_000 : .max)
            for _ in 0..<Int.random(in: 0...600, using: &generator) {
                let hash = UInt64.random(in: 0...range, using: &generator)
                XCTAssertEqual(keys.insert(hash), reference.insert(hash).inserted, "insert \(hash)")
                XCTAssertEqual(keys.count, reference.count)
            }
            for _ in 0..<200 {
                let hash = UInt64.random(in: 0...range, using: &generator)
                XCTAssertEqual(keys.contains(hash), reference.contains(hash), "contains \(hash)")
            }
            for hash in reference { XCTAssertTrue(keys.contains(hash), "kept \(hash)") }
            XCTAssertEqual(keys.isEmpty, reference.isEmpty)
        }
    }

    /// Hashes that differ only in their low bits, as a multiplicative hash's may.
    func testHashesAlikeInTheirHighBits() {
        var keys = HashedKeys()
        let hashes = (0..<1_000).map { UInt64($0) << 1 | 0xABCD_0000_0000_0000 }
        for hash in hashes { XCTAssertTrue(keys.insert(hash)) }
        for hash in hashes { XCTAssertTrue(keys.contains(hash)) }
        XCTAssertFalse(keys.contains(0xABCD_0000_0000_0001))
        XCTAssertFalse(keys.contains(0))
        XCTAssertTrue(keys.insert(0))
        XCTAssertFalse(keys.insert(0))
        XCTAssertTrue(keys.contains(0))
        XCTAssertEqual(keys.count, 1_001)
    }
}
