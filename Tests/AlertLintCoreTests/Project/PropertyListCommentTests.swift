import XCTest

@testable import AlertLintCore

/// A project's `/* … */` comments are skipped with `memchr`; the end must be where a byte-by-byte
/// search for `*/` puts it, unterminated comments and stray stars included.
final class PropertyListCommentTests: XCTestCase {
    private func bytewiseEnd(_ bytes: [UInt8], from: Int) -> Int {
        var offset = from
        while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
        return offset + 2
    }

    func testCommentEndsWhereAByteSearchEndsThem() {
        let pieces = ["*", "/", "*/", "**/", "a", "abcdefgh", " ", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<10, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            let bytes = Array(text.utf8)
            for from in 0...(bytes.count + 1) {
                XCTAssertEqual(
                    PropertyListText.Reader.commentEnd(in: bytes, from: from), bytewiseEnd(bytes, from: from), "\(text) from \(from)")
            }
        }
    }
}
