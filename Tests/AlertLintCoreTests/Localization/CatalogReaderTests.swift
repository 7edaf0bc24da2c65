import Foundation
import XCTest

@testable import AlertLintCore

/// The one-walk reader of String Catalogs must give what the whole-document parse gives: the same
/// entries, texts, forms and places, the same keys-only languages, and the same errors.
final class CatalogReaderTests: XCTestCase {
    private func canonical(_ table: ParsedTable) -> String {
        var lines = ["source \(table.sourceLanguage ?? "-")"]
        for language in table.entries.keys.sorted() {
            for entry in table.entries[language] ?? [] {
                let forms = entry.variants.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                lines.append(
                    "\(language) \(entry.key) → \(entry.text) [\(forms)] \(entry.location.line):\(entry.location.column) \(entry.isKeyItself)"
                )
            }
        }
        for language in table.keys.keys.sorted() {
            let keys = table.keys[language] ?? TableKeys()
            lines.append("keys \(language): \(keys.hashes) \(keys.spelledKeys)")
        }
        lines += table.problems.map(\.description)
        return lines.joined(separator: "\n")
    }

    private func assertAgrees(_ bytes: [UInt8], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let keeps: [(String, (String) -> Bool)] = [("all", { _ in true }), ("en", { $0 == "en" })]
        for (name, keepsText) in keeps {
            XCTAssertEqual(
                canonical(StringCatalogParser.parse(bytes, path: "L.xcstrings", tableName: "L", keepsText: keepsText)),
                canonical(StringCatalogParser.parseDocument(bytes, path: "L.xcstrings", tableName: "L").keepingText(of: keepsText)),
                "\(context), keeping \(name)", file: file, line: line)
        }
    }

    private let odd = [
        #"{"strings": {"A": {"localizations": {"en": {"stringUnit": {"value": "One"}}, "en": {"stringUnit": {"value": "Two"}}}}}}"#,
        #"{"strings": {"A": {}, "B": {"localizations": 3}, "A": {"localizations": {"de": {"stringUnit": {"value": "Ja"}}}}}, "sourceLanguage": "en"}"#,
        #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"en": {"stringUnit": {"value": 5}}}}}}"#,
        #"{"sourceLanguage": 1, "strings": {"A": {"localizations": {"en": {"stringUnit": {"value": "x", "value": "y"}}}}}}"#,
        #"{"strings": {"A": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "1 \u00e9"}}, "other": {"stringUnit": {"value": "n\n"}}}}}}}}, "strings": {"B": {}}, "sourceLanguage": "fr"}"#,
        #"{"strings": {"A": {"localizations": {"en": {"variations": {"device": 2, "plural": {"few": 1, "many": {"stringUnit": {"value": "m"}}}}}}}}}"#,
        #"{"strings": {"A": {"localizations": {"en": {"stringUnit": {"state": "new"}, "variations": {"plural": {"other": {"stringUnit": {"value": "o"}}}}}}}}}"#,
        #"[{"strings": {}}]"#, #""strings""#, #"{}"#, #"{"strings": []}"#, "", "{\"strings\": {,}}", #"{"strings": {"A": {}},}"#,
        #"{"x": [1, 2.5e3, -0, true, false, null, {"a": [[]]}], "strings": {"K": {"localizations": {"en": {"stringUnit": {"value": "\ud83d\ude00"}}}}}}"#,
        "{\"strings\": {\"A\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"tab\there\"}}}}}}",
        "{\"deep\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + ", \"strings\": {}}",
        "{\"deep\": " + String(repeating: "[", count: 510) + String(repeating: "]", count: 510) + ", \"strings\": {}}",
    ]

    func testOddCatalogsAreReadAsTheWholeDocumentReadsThem() {
        for (index, text) in odd.enumerated() { assertAgrees(Array(text.utf8), "odd catalog \(index)") }
    }

    /// Keys and languages in order, out of order and repeated, after short and long sorted runs:
    /// a member read while they sort needs no index, and a repeat still replaces in place.
    func testSortedAndUnsortedMembersAgree() {
        let languages = ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "sv", "zh-Hans"]
        var generator = SeededGenerator(seed: 29)
        for round in 0..<300 {
            var keys = (0..<Int(generator.next() % 14)).map { "k\($0 < 10 ? "0" : "")\($0)" }
            if round % 3 != 0, !keys.isEmpty { keys.append(keys[Int(generator.next() % UInt64(keys.count))]) }
            if round % 4 == 1 { keys.shuffle(using: &generator) }
            let strings = keys.enumerated().map { number, key in
                var listed = Array(languages.prefix(Int(generator.next() % 13)))
                if round % 5 == 2, !listed.isEmpty { listed.append(listed[Int(generator.next() % UInt64(listed.count))]) }
                if round % 2 == 1 { listed.shuffle(using: &generator) }
                let localizations = listed.map { #""\#($0)": {"stringUnit": {"value": "\#($0) \#(number)"}}"# }
                return #""\#(key)": {"localizations": {\#(localizations.joined(separator: ", "))}}"#
            }
            let catalog = #"{"sourceLanguage": "en", "strings": {\#(strings.joined(separator: ", "))}}"#
            assertAgrees(Array(catalog.utf8), catalog)
        }
    }

    func testTheFixturesCatalogAndRandomEditsOfItAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures")
        let catalogs = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }
        XCTAssertFalse(catalogs.isEmpty)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"", "\"value\": ", "\"stringUnit\"", "\"en\"", "\\", "1", " ", "\n", "é"]
        var state: UInt64 = 27
        for catalog in catalogs {
            let original = Array(try Data(contentsOf: catalog))
            assertAgrees(original, catalog.lastPathComponent)
            for step in 0..<300 {
                var bytes = original
                for _ in 0..<(1 + step % 3) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let offset = Int((state >> 33) % UInt64(bytes.count + 1))
                    let removed = min(Int((state >> 20) % 4), bytes.count - offset)
                    bytes.replaceSubrange(offset..<(offset + removed), with: Array(pieces[Int((state >> 8) % UInt64(pieces.count))].utf8))
                }
                assertAgrees(bytes, "\(catalog.lastPathComponent) edit \(step)")
            }
        }
    }
}
