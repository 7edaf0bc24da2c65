import XCTest

@testable import AlertLintCore

/// UTF-16 tables are decoded as the standard library decodes UTF-16, unpaired surrogates and an
/// odd last byte included.
final class TextDecodingTests: XCTestCase {
    func testUTF16DecodesAsTheStandardLibraryDoes() {
        var generator = SeededGenerator(seed: 17)
        let units: [UInt16] = [
            0x22, 0x41, 0x0A, 0xE9, 0x7FF, 0x800, 0x4E2D, 0xFFFD, 0xFEFF, 0xD83D, 0xDE00, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF,
        ]
        // Half the texts mostly ASCII, which is read four units at a time.
        for round in 0..<6000 {
            let text = (0..<Int(generator.next() % 24)).map { _ in
                round % 2 == 0 && generator.next() % 8 != 0
                    ? UInt16(generator.next() % 0x80) : units[Int(generator.next() % UInt64(units.count))]
            }
            for littleEndian in [true, false] {
                var bytes = text.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                if generator.next() % 4 == 0 { bytes.append(0x41) }
                XCTAssertEqual(
                    TextDecoding.utf16(bytes, from: 0, littleEndian: littleEndian), String(decoding: text, as: UTF16.self), "\(text)")
            }
        }
    }
}
