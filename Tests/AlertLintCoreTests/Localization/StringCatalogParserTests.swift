import XCTest

@testable import AlertLintCore

final class StringCatalogParserTests: XCTestCase {
    private let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "取消" } }
              }
            },
            "photos.count" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                } } },
                "zh-Hans" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "轻点照片" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func testEntriesPluralsDevicesAndSourceKeys() {
        let table = StringCatalogParser.parse(Array(catalog.utf8), path: "Localizable.xcstrings", tableName: "Localizable")
        XCTAssertEqual(table.sourceLanguage, "en")
        XCTAssertTrue(table.problems.isEmpty)
        let english = Dictionary(uniqueKeysWithValues: (table.entries["en"] ?? []).map { ($0.key, $0) })
        XCTAssertEqual(english["photos.count"]?.text, "%lld photos")
        XCTAssertEqual(english["photos.count"]?.variants, ["one": "%lld photo", "other": "%lld photos"])
        XCTAssertEqual(english["photos.count"]?.location.line, 13)
        // No English localization: the key is the text, at the key's line.
        XCTAssertEqual(english["Cancel"]?.text, "Cancel")
        XCTAssertEqual(english["Cancel"]?.location.line, 4)
        let chinese = Dictionary(uniqueKeysWithValues: (table.entries["zh-Hans"] ?? []).map { ($0.key, $0) })
        XCTAssertEqual(chinese["Cancel"]?.text, "取消")
        XCTAssertEqual(chinese["Cancel"]?.location, FileLocation(path: "Localizable.xcstrings", line: 6, column: 74))
        XCTAssertEqual(chinese["photos.count"]?.text, "轻点照片")
    }

    /// Every entry sits where a parse that records every position puts its `value` (or its key).
    func testLocationsAreThoseOfTheValues() throws {
        let bytes = Array(catalog.utf8)
        let table = StringCatalogParser.parse(bytes, path: "L.xcstrings", tableName: "L")
        let document = try JSONParser.parseWithPositions(bytes)
        let lines = catalog.split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        for (language, entries) in table.entries {
            for entry in entries {
                let localization = JSONPath([.key("strings"), .key(entry.key), .key("localizations"), .key(language)])
                let candidates = document.valuePositions.filter { path, _ in
                    path.components.starts(with: localization.components) && path.components.last == .key("value")
                }
                let key = JSONPath([.key("strings"), .key(entry.key)])
                let expected =
                    entry.isKeyItself
                    ? document.position(ofKey: key) : candidates.values.first { String(lines[$0.line - 1]).contains(entry.text) }
                let position = try XCTUnwrap(expected, "\(language) \(entry.key)")
                XCTAssertEqual(entry.location.line, position.line, "\(language) \(entry.key)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 4)
    }

    func testTablesLookUpByLanguageAndFallBackOnBase() {
        let catalogTable = StringCatalogParser.parse(Array(catalog.utf8), path: "L.xcstrings", tableName: "Localizable")
        let base = StringsFileParser.parse(
            Array("\"only.base\" = \"Base Text\";".utf8), path: "Base.lproj/Localizable.strings",
            language: "Base", tableName: "Localizable")
        let tables = LocalizationTables([catalogTable, base])
        XCTAssertEqual(tables.developmentLanguage, "en")
        XCTAssertEqual(tables.languages, ["en", "zh-Hans"])
        XCTAssertEqual(tables.translations, ["zh-Hans"])
        XCTAssertEqual(tables.entry(key: "only.base", table: nil, language: "en")?.text, "Base Text")
        XCTAssertNil(tables.entry(key: "only.base", table: nil, language: "zh-Hans"))
        XCTAssertNil(tables.entry(key: "Cancel", table: "Other", language: "zh-Hans"))
        XCTAssertTrue(tables.contains(key: "Cancel", table: nil))
    }

    func testBrokenCatalogIsAProblemNotACrash() {
        let table = StringCatalogParser.parse(Array("{ \"strings\": ".utf8), path: "Broken.xcstrings", tableName: "Broken")
        XCTAssertTrue(table.entries.isEmpty)
        XCTAssertEqual(table.problems.count, 1)
        let odd = StringCatalogParser.parse(
            Array(#"{"strings": {"k": {"localizations": {"en": 3, "fr": {"variations": {"plural": 1}}}}}}"#.utf8),
            path: "Odd.xcstrings", tableName: "Odd")
        XCTAssertTrue(odd.entries.isEmpty)
    }
}
