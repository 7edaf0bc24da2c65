import XCTest

@testable import AlertLintCore

/// Table files and Swift sources of any shape never crash the parsers or the constant index.
final class LocalizationRobustnessTests: XCTestCase {
    private func samples(_ alphabet: [String], count: Int, seed: UInt64) -> [[UInt8]] {
        BiasedSamples.make(alphabet, count: count, seed: seed)
    }

    func testStringsAndStringsDictParsersSurviveAnything() {
        let strings = ["\"", "=", ";", "\\", "\\U", "D83D", "/*", "*/", "//", "\n", "key", "值", " ", "\u{FEFF}"]
        for bytes in samples(strings, count: 3000, seed: 1) + samples(strings, count: 200, seed: 2).map({ [0xFF, 0xFE] + $0 }) {
            let table = StringsFileParser.parse(bytes, path: "x.strings", language: "en", tableName: "x")
            for entry in table.entries["en"] ?? [] { XCTAssertGreaterThanOrEqual(entry.location.line, 1) }
        }
        let plist = [
            "<dict>", "</dict>", "<key>", "</key>", "<string>", "</string>", "<dict/>", "%#@v@", "NSStringLocalizedFormatKey",
            "other", "&amp;", "&#x", ";", "<", ">", "v", "\n",
        ]
        for bytes in samples(plist, count: 3000, seed: 3) {
            _ = StringsDictParser.parse(bytes, path: "x.stringsdict", language: "en", tableName: "x")
        }
    }

    func testStringCatalogParserSurvivesAnything() {
        let json = [
            "{", "}", "[", "]", ":", ",", "\"strings\"", "\"localizations\"", "\"en\"", "\"stringUnit\"", "\"value\"",
            "\"variations\"", "\"plural\"", "\"other\"", "\"x\"", "1", "null", " ",
        ]
        for bytes in samples(json, count: 3000, seed: 4) {
            _ = StringCatalogParser.parse(bytes, path: "x.xcstrings", tableName: "x")
        }
    }

    func testConstantIndexAndResolutionSurviveAnything() {
        let swift = [
            "static", " let ", " var ", " func ", "enum ", "extension ", "A", ".", "b", "=", "\"t\"", "{", "}", "(", ")",
            "NSLocalizedString(", "L10n.tr(", ",", "value:", "return ", "\n", "class ",
        ]
        var index = ConstantIndex()
        for (number, bytes) in samples(swift, count: 2000, seed: 5).enumerated() {
            let source = SourceText(bytes: bytes)
            index.update(path: "\(number % 7).swift", constants: ConstantIndex.constants(in: source, path: "\(number % 7).swift"))
        }
        let linter = Linter(localization: LocalizationContext(constants: index))
        for bytes in samples(swift + ["UIAlertController(title:", "message:", "preferredStyle: .alert)"], count: 500, seed: 6) {
            _ = linter.lint(SourceText(bytes: bytes))
        }
    }
}
