import XCTest

@testable import AlertLintCore

/// A project's lists and dictionaries are stepped over eight bytes at a time; where they end must
/// be where a byte-by-byte walk puts it: brackets in strings and comments, escapes, unclosed
/// strings and comments, and text cut short included.
final class PropertyListSkipTests: XCTestCase {
    /// The walk as it was written byte by byte: count brackets, step over strings and comments.
    private func bytewiseEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        var open = 0
        repeat {
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                open += 1
                offset += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                open -= 1
                offset += 1
            case UInt8(ascii: "\""):
                offset = bytewiseQuotedEnd(bytes, from: offset)
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                    offset += 1
                }
                offset += 2
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            default:
                offset += 1
            }
        } while open > 0 && offset < bytes.count
        return offset
    }

    private func bytewiseQuotedEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") { offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(offset + 1, bytes.count)
    }

    func testBracketsEndWhereAByteWalkEndsThem() {
        let pieces = ["{", "}", "(", ")", "\"", "\\", "/", "*", "/*", "*/", "//", "\n", "abcdefghijk", " ", "é", "a = b;"]
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<4000 {
            var text = Bool.random(using: &generator) ? "{" : "("
            for _ in 0..<Int.random(in: 0..<24, using: &generator) { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            let bytes = Array(text.utf8)
            var reader = PropertyListText.Reader(bytes: bytes)
            XCTAssertTrue(reader.skipValue())
            XCTAssertEqual(reader.offset, bytewiseEnd(bytes, from: 0), text)
            for start in bytes.indices where bytes[start] == UInt8(ascii: "\"") {
                let end = bytes.withUnsafeBufferPointer { PropertyListText.Reader.quotedEnd(in: $0, from: start) }
                XCTAssertEqual(end, bytewiseQuotedEnd(bytes, from: start), "\(text) from \(start)")
            }
        }
    }

    func testWordBytesAreLettersDigitsAndPathMarks() {
        for byte in UInt8.min...UInt8.max {
            let expected =
                byte < 0x80
                && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber || "_./$-:+".utf8.contains(byte))
            XCTAssertEqual(PropertyListText.Reader.isWordByte(byte), expected, "byte \(byte)")
        }
    }
}
