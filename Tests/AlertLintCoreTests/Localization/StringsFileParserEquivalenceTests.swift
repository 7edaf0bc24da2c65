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
    ]

    private func assertSameTable(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let table = StringsFileParser.parse(bytes, path: "en.lproj/L.strings", language: "en", tableName: "L")
        let reference = ReferenceStringsFileParser.parse(bytes, path: "en.lproj/L.strings", language: "en", tableName: "L")
        XCTAssertEqual(table.entries, reference.entries, "\(bytes)", file: file, line: line)
        XCTAssertEqual(table.problems, reference.problems, "\(bytes)", file: file, line: line)
    }

    func testSameResultsAsTheScalarReader() {
        for bytes in BiasedSamples.make(pieces, count: 5000, seed: 15, maxPieces: 60) {
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
