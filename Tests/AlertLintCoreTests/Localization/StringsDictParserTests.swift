import XCTest

@testable import AlertLintCore

final class StringsDictParserTests: XCTestCase {
    func testPluralRulesBecomeTextAndVariants() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>photos.delete.title</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>删除%#@photos@?</string>
            \t\t<key>photos</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>这张照片</string>
            \t\t\t<key>other</key>
            \t\t\t<string> %d 张照片 &amp; 视频</string>
            \t\t</dict>
            \t</dict>
            \t<key>empty</key>
            \t<dict/>
            </dict>
            </plist>
            """
        let table = StringsDictParser.parse(
            Array(plist.utf8), path: "zh-Hans.lproj/Localizable.stringsdict", language: "zh-Hans", tableName: "Localizable")
        let entries = table.entries["zh-Hans"] ?? []
        XCTAssertEqual(entries.map(\.key), ["photos.delete.title"])
        XCTAssertEqual(entries.first?.text, "删除 %d 张照片 & 视频?")
        XCTAssertEqual(entries.first?.variants["one"], "删除这张照片?")
        XCTAssertEqual(entries.first?.location, FileLocation(path: "zh-Hans.lproj/Localizable.stringsdict", line: 5, column: 2))
    }

    func testGarbageIsAProblemNotACrash() {
        for text in [
            "", "<plist>", "<dict><key>a</key>", "<dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@x@",
            String(repeating: "<dict>", count: 200), "<dict><key>a&#xZZ;</key><string>&bogus;</string></dict>",
        ] {
            _ = StringsDictParser.parse(Array(text.utf8), path: "x.stringsdict", language: "en", tableName: "x")
        }
        XCTAssertEqual(StringsDictParser.parse([], path: "x.stringsdict", language: "en", tableName: "x").problems.count, 1)
    }

    /// The byte reader reads the tree the scalar reader read (`ReferenceStringsDictParser`), on
    /// generated well-formed stringsdicts: nested rules, other value types, entities, comments,
    /// CJK and emoji, CRLF.
    func testSameTreeAsTheScalarReader() {
        var generator = SeededGenerator(seed: 15)
        for _ in 0..<2000 {
            let text = GeneratedStringsDict.make(using: &generator)
            let bytes = Array(text.utf8)
            var copy = text
            let read = copy.withUTF8 { buffer in
                var cursor = UTF8Cursor(bytes: buffer, path: "L.stringsdict")
                return (cursor.readStringsDictRoot(), cursor.problems)
            }
            XCTAssertEqual(read.0, ReferenceStringsDictParser.root(bytes, path: "L.stringsdict"), text)
            XCTAssertEqual(read.1, [], text)
        }
    }

    func testAnUnclosedStringIsAProblemAndEndsTheTable() {
        let text = "<dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%d</string></dict><key>b</key><string>x"
        let table = StringsDictParser.parse(Array(text.utf8), path: "x.stringsdict", language: "en", tableName: "x")
        XCTAssertEqual(table.entries["en"]?.map(\.key), ["a"])
        XCTAssertEqual(table.problems.map(\.message), ["expected </string>"])
    }
}

/// Well-formed stringsdict text built from the pieces its reader cares about.
private enum GeneratedStringsDict {
    static func make(using generator: inout SeededGenerator) -> String {
        var text =
            Bool.random(using: &generator)
            ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<plist version=\"1.0\">"
            : ""
        text += dict(depth: 0, using: &generator)
        return text + (text.hasPrefix("<?xml") ? "\n</plist>\n" : "")
    }

    private static let keys = ["NSStringLocalizedFormatKey", "photos", "other", "one", "few", "NSStringFormatSpecTypeKey", "d"]
    private static let textPieces = [
        "a", "é", "值", "😀", "&amp;", "&lt;", "&gt;", "&quot;", "&#x41;", "&#233;", "%#@photos@", "%#@d@", "%d", " ", "\n", "\r\n", "\t",
        "other",
    ]
    private static let spaces = ["", "\n", "\t", " ", "\r\n", "<!-- a note -->", "\n\t\t"]

    private static func dict(depth: Int, using generator: inout SeededGenerator) -> String {
        if Int.random(in: 0..<8, using: &generator) == 0 { return "<dict/>" }
        var text = "<dict>"
        for _ in 0..<Int.random(in: 0..<5, using: &generator) {
            text += space(using: &generator) + "<key>" + key(using: &generator) + "</key>" + space(using: &generator)
            text += value(depth: depth, using: &generator)
        }
        return text + space(using: &generator) + "</dict>"
    }

    private static func value(depth: Int, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0 where depth < 4, 1 where depth < 4, 2 where depth < 4: return dict(depth: depth + 1, using: &generator)
        case 3: return "<string/>"
        case 4: return ["<integer>3</integer>", "<true/>", "<array><string>x</string></array>"].randomElement(using: &generator)!
        default: return "<string>" + words(using: &generator) + "</string>"
        }
    }

    private static func key(using generator: inout SeededGenerator) -> String {
        Bool.random(using: &generator) ? keys.randomElement(using: &generator)! : words(using: &generator)
    }

    private static func words(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0..<6, using: &generator)).map { _ in textPieces.randomElement(using: &generator)! }.joined()
    }

    private static func space(using generator: inout SeededGenerator) -> String { spaces.randomElement(using: &generator)! }
}
