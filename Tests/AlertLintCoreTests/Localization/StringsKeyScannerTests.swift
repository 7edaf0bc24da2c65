import XCTest

@testable import AlertLintCore

/// A translation read for its keys alone gives the keys and problems of the whole reading, whether
/// the key scanner read it or handed it back.
final class StringsKeyScannerTests: XCTestCase {
    private let pieces = [
        "\"", "=", ";", "\\", "\\U", "\\u", "00e9", "D83D", "\\UDE00", "\\UDC00", "\\n", "\\t", "\\0", "\\\"", "/*", "*/",
        "//", "/", "*", "\n", "\r\n", "\t", " ", "key", "k_1.a", "é", "值", "😀", "\u{FEFF}", "\u{A0}", "<plist>",
        "\"a\" = \"b\";", "\"x\";", "\"k\" = \"v\\\"w\";", "/* c */",
    ]

    private func assertSameKeys(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        // (A property list is read whole, its text kept: dropping it here compares the keys alone.)
        let keys = StringsFileParser.parse(bytes, path: "de.lproj/L.strings", language: "de", tableName: "L", keysOnly: true)
            .keepingText { _ in false }
        let whole = StringsFileParser.parse(bytes, path: "de.lproj/L.strings", language: "de", tableName: "L").keepingText { _ in false }
        XCTAssertEqual(keys.keys, whole.keys, "\(bytes)", file: file, line: line)
        XCTAssertEqual(keys.problems, whole.problems, "\(bytes)", file: file, line: line)
    }

    func testTheKeysOfTheWholeReading() {
        for bytes in BiasedSamples.make(pieces, count: 5000, seed: 16, maxPieces: 40) {
            assertSameKeys(bytes)
            assertSameKeys([0xEF, 0xBB, 0xBF] + bytes)
            assertSameKeys([0xFF, 0xFE] + String(decoding: bytes, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
        assertSameKeys(Array("\"a\" = \"b\"; \"c\" = \"\u{FF}".utf8) + [0xC3, 0x28] + Array("\";".utf8))
        assertSameKeys(Array("\"a".utf8) + [0xC3] + Array("\" = \"b\";".utf8))
    }

    func testAPlainTranslationIsReadByTheScanner() {
        let plain = """
            \u{FEFF}/* Title of the alert */
            "alert.delete.title" = "Foto löschen?";
            // A line comment
            "Delete “%@”?" = "„%@“ löschen?";\t"备注" = "Hinweis mit \\"Anführungszeichen\\" und \\n Zeilen";
            "solo";
            "Say \\"hi\\"\\n\\U00e9\\UD83D\\UDE00" = "x";
            /* unterminated
            """
        let keys = ["alert.delete.title", "Delete “%@”?", "备注", "solo", "Say \"hi\"\né😀"]
        let scanned = StringsKeyScanner.keys(Array(plain.utf8))
        XCTAssertEqual(scanned?.hashes, keys.map(TableKeys.hash))
        // Only a key a generated accessor may spell is kept as text: ASCII, without a space.
        XCTAssertEqual(scanned?.spelledKeys, ["alert.delete.title", "solo"])
        assertSameKeys(Array(plain.utf8))
    }

    func testWhatTheWholeReadingMustJudgeIsHandedBack() {
        for text in ["bare = \"x\";", "\"k\" = \"x\"", "\"k\" \"x\";", "\u{A0}\"k\" = \"x\";", "<plist></plist>", "\"k\" = x;"] {
            XCTAssertNil(StringsKeyScanner.keys(Array(text.utf8)), text)
            assertSameKeys(Array(text.utf8))
        }
        XCTAssertNil(StringsKeyScanner.keys([0xFF, 0xFE, 0x22, 0x00]))
    }

    /// An accessor spells a key of the default table that a translation alone holds, and a key the
    /// source language and a translation both hold is one key, not two spellings of it.
    func testAKeyATranslationAloneHoldsIsSpelledOnce() {
        var table = ParsedTable(
            name: "Localizable",
            entries: [
                "en": [
                    TableEntry(
                        key: "alert.delete.title", text: "Delete?",
                        location: FileLocation(path: "en.lproj/Localizable.strings", line: 1, column: 1))
                ]
            ])
        table.keys["de"] = TableKeys(["alert.delete.title", "alert.keep.title", "Plain words"])
        let tables = LocalizationTables([table])
        XCTAssertEqual(tables.key(spelledAs: "alertKeepTitle"), "alert.keep.title")
        XCTAssertEqual(tables.key(spelledAs: "alert_delete_title"), "alert.delete.title")
        XCTAssertNil(tables.key(spelledAs: "plainWords"), "a key with a space is no identifier")
        var other = table
        other.name = "Other"
        XCTAssertNil(LocalizationTables([other]).key(spelledAs: "alertKeepTitle"), "only the default table is spelled")
    }
}
