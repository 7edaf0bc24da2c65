import XCTest

@testable import AlertLintCore

/// The byte reader gives the entries, texts, locations and problems the scalar reader gave, on
/// inputs made of the pieces the format cares about (quotes, escapes, comments, non-ASCII white
/// space and letters, broken UTF-8, UTF-16).
final class StringsFileParserEquivalenceTests: XCTestCase {
    private let pieces = [
        "\"", "=", ";", "\\", "\\U", "\\u", "D83D", "\\UDE00", "\\UDC00", "00e9", "\\n", "\\t", "\\0", "\\\"", "/*", "*/", "//",
        "\n", "\r\n", "\t", " ", "key", "k_1.a-b$:/", "é", "值", "好的", "😀", "\u{FEFF}", "\u{A0}", "\u{2028}", "\u{85}",
        "\u{3000}", "ª", "\"a\" = \"b\";", "\"x\";",
    ].map { Array($0.utf8) }

    private func sample(_ generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int(generator.next() % 60) {
            if generator.next() % 12 == 0 {
                bytes.append(UInt8(truncatingIfNeeded: generator.next()))
            } else {
                bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
        }
        return bytes
    }

    private func assertSameTable(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let table = StringsFileParser.parse(bytes, path: "en.lproj/L.strings", language: "en", tableName: "L")
        let reference = ReferenceStringsFileParser.parse(bytes, path: "en.lproj/L.strings", language: "en", tableName: "L")
        XCTAssertEqual(table.entries, reference.entries, "\(bytes)", file: file, line: line)
        XCTAssertEqual(table.problems, reference.problems, "\(bytes)", file: file, line: line)
    }

    func testSameResultsAsTheScalarReader() {
        var generator = SeededGenerator(seed: 15)
        for _ in 0..<5000 {
            let bytes = sample(&generator)
            assertSameTable(bytes)
            assertSameTable([0xFF, 0xFE] + String(decoding: bytes, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
    }

    func testSameResultsOnTheParsersOwnExamples() {
        let text = """
            /* A block
               comment */
            "a.title" = "删除照片？"; // trailing
              "b" = "Two\\nlines \\"quoted\\" \\\\ \\U0041\\U00e9";
            bare_key = "Bare";
            "same";
            "multi
            line" = "x\\
            y";\u{A0}"after" = "nbsp";
            """
        assertSameTable(Array(text.utf8))
    }
}
