import XCTest

@testable import AlertLintCore

/// A plain one-line literal is read eight bytes at a time without frames; every literal must end
/// where the full reading ends it.
final class StringScannerTests: XCTestCase {
    func testThePlainReadingEndsEveryLiteralAsTheFullReadingDoes() {
        let pieces = [
            "a", "abcdefghij", "\"", "\"\"", "\\", "\\n", "\\(", "(", ")", "\\(f(\"x\"))", "\n", "\r", "#", "é", "中", " ",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            var text = "\""
            for _ in 0..<Int.random(in: 0..<12, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(
                    StringScanner.scan(buffer, openingAt: 0, pounds: 0),
                    StringScanner.scan(buffer, openingAt: 0, pounds: 0, readsPlainFirst: false), text.debugDescription)
            }
        }
    }
}
