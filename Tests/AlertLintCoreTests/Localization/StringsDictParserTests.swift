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
}
