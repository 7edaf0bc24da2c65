import XCTest

@testable import AlertLintCore

final class StringsFileParserTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) -> ParsedTable {
        StringsFileParser.parse(bytes, path: "zh-Hans.lproj/Localizable.strings", language: "zh-Hans", tableName: "Localizable")
    }

    private func entries(_ text: String) -> [TableEntry] {
        parse(Array(text.utf8)).entries["zh-Hans"] ?? []
    }

    func testPairsCommentsAndPositions() {
        let found = entries(
            """
            /* A block
               comment */
            "a.title" = "删除照片？"; // trailing
              "b" = "Two\\nlines \\"quoted\\" \\\\ \\U0041\\U00e9";
            bare_key = "Bare";
            "same";
            """)
        XCTAssertEqual(found.map(\.key), ["a.title", "b", "bare_key", "same"])
        XCTAssertEqual(found[0].text, "删除照片？")
        XCTAssertEqual(found[0].location, FileLocation(path: "zh-Hans.lproj/Localizable.strings", line: 3, column: 1))
        XCTAssertEqual(found[1].text, "Two\nlines \"quoted\" \\ Aé")
        XCTAssertEqual(found[1].location.line, 4)
        XCTAssertEqual(found[1].location.column, 3)
        XCTAssertEqual(found[2].text, "Bare")
        XCTAssertEqual(found[3].text, "same")
    }

    /// Translation services and Xcode also write `.strings` as XML property lists (every
    /// translation of a large podcast app is one); the system reads both the same way.
    func testXMLPropertyList() {
        let table = parse(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <!--Warning: Auto-generated file, do not edit.-->
                <plist version="1.0">
                  <dict>
                    <key>delete.title</key>
                    <string>删除“照片”？</string>
                    <key>import</key>
                    <string>Profilo &gt; Impostazioni &amp; altro &#x1F600; &#65;</string>
                    <key>empty</key>
                    <string/>
                    <key>nested</key>
                    <dict><key>inner</key><string>not an entry</string></dict>
                    <key>count</key>
                    <integer>3</integer>
                    <key>cdata</key>
                    <string><![CDATA[a < b]]></string>
                  </dict>
                </plist>
                """.utf8))
        let found = table.entries["zh-Hans"] ?? []
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(found.map(\.key), ["delete.title", "import", "empty", "cdata"])
        XCTAssertEqual(found[0].text, "删除“照片”？")
        XCTAssertEqual(found[0].location, FileLocation(path: "zh-Hans.lproj/Localizable.strings", line: 6, column: 5))
        XCTAssertEqual(found[1].text, "Profilo > Impostazioni & altro 😀 A")
        XCTAssertEqual(found[2].text, "")
        XCTAssertEqual(found[3].text, "a < b")
    }

    func testTruncatedAndBinaryPropertyListsAreReportedNotRead() {
        let truncated = parse(Array("<plist><dict><key>a</key><string>A</string><key>b</key><string>B".utf8))
        XCTAssertEqual(truncated.entries["zh-Hans"]?.map(\.key), ["a"])
        XCTAssertEqual(truncated.problems.map(\.message), ["expected </string>"])
        let binary = parse(Array("bplist00\u{1}\u{2}".utf8))
        XCTAssertEqual(binary.entries["zh-Hans"]?.count, 0)
        XCTAssertEqual(binary.problems.map(\.message), ["a binary property list: not read"])
    }

    func testUTF16WithAndWithoutBOMAndSurrogateEscapes() {
        let text = "\"k\" = \"好的 \\UD83D\\UDE00\";\n\"k2\" = \"二\";"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let bare: [UInt8] = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [little, big, bare, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let found = parse(bytes).entries["zh-Hans"] ?? []
            XCTAssertEqual(found.map(\.text), ["好的 😀", "二"])
            XCTAssertEqual(found.last?.location.line, 2)
        }
    }

    func testBrokenEntriesAreReportedAndSkipped() {
        let table = parse(
            Array(
                """
                "a" = "A";
                "b" "B";
                "c" = ;
                "d" = "D";
                "e" = "unterminated
                """.utf8))
        XCTAssertEqual(table.entries["zh-Hans"]?.map(\.key), ["a", "d"])
        XCTAssertEqual(table.problems.count, 3)
        XCTAssertEqual(table.problems.first?.location.line, 2)
    }

    func testGarbageNeverCrashes() {
        for bytes: [UInt8] in [
            [], [0xFF], [0xFF, 0xFE, 0x00], [0x22], Array("\"\\U12".utf8), Array("=;=;\"".utf8), [0xFE, 0xFF, 0xD8, 0x00],
        ] {
            _ = parse(bytes)
        }
    }
}
