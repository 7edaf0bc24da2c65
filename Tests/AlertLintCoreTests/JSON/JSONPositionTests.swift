import AlertLintCore
import XCTest

final class JSONPositionTests: XCTestCase {
    private let config = """
        {
          "select": ["ok-specific"],
          "rulez": {
            "a": [1, {"b": true}]
          },
          "select": []
        }
        """

    func testKeyAndValuePositions() throws {
        let document = try JSONParser.parseWithPositions(Array(config.utf8))
        XCTAssertEqual(document.position(ofKey: JSONPath([.key("rulez")])), JSONPosition(offset: 33, line: 3, column: 3))
        XCTAssertEqual(document.position(ofKey: JSONPath([.key("rulez"), .key("a")]))?.description, "4:5")
        XCTAssertEqual(document.position(ofKey: JSONPath([.key("rulez"), .key("a"), .index(1), .key("b")]))?.description, "4:15")
        XCTAssertEqual(document.valuePositions[JSONPath([.key("rulez"), .key("a"), .index(1)])]?.description, "4:14")
        XCTAssertEqual(document.valuePositions[JSONPath([.key("rulez"), .key("a"), .index(0)])]?.description, "4:11")
        XCTAssertEqual(document.valuePositions[.root]?.description, "1:1")
        XCTAssertEqual(document.position(of: JSONPath([.key("select"), .index(0)]))?.description, "2:14")
        XCTAssertNil(document.position(ofKey: JSONPath([.key("nope")])))
    }

    func testDuplicateKeysAreReported() throws {
        let document = try JSONParser.parseWithPositions(Array(config.utf8))
        XCTAssertEqual(document.duplicateKeys.count, 1)
        XCTAssertEqual(document.duplicateKeys.first?.path.description, ".select")
        XCTAssertEqual(document.duplicateKeys.first?.position.description, "6:3")
        XCTAssertEqual(document.value["select"], .array([]))
    }

    func testPathDescription() {
        XCTAssertEqual(JSONPath.root.description, ".")
        XCTAssertEqual(JSONPath.root.appending(key: "rules").appending(index: 2).appending(key: "x").description, ".rules[2].x")
    }

    func testPositionsWithMultibyteKeysCountBytes() throws {
        let document = try JSONParser.parseWithPositions(Array("{\"é\": 1, \"k\": 2}".utf8))
        XCTAssertEqual(document.position(ofKey: JSONPath([.key("k")]))?.column, 11)
    }

    /// A selection records exactly the keys and values it names, at the positions a full parse gives
    /// them, and the same value.
    func testSelectedPositionsAreTheFullParsesPositions() throws {
        let text = """
            {"strings": {"a": {"unit": {"value": "x", "other": "y"}}, "b": [{"value": 1}]},
             "value": 2, "unit": {"value": 3}}
            """
        let full = try JSONParser.parseWithPositions(Array(text.utf8))
        let selected = try JSONParser.parseWithPositions(
            Array(text.utf8), recording: .keys(of: JSONPath([.key("strings")]), valuesEndingIn: ["unit", "value"]))
        XCTAssertEqual(selected.value, full.value)
        let strings = JSONPath([.key("strings")])
        let keys = [strings.appending(key: "a"), strings.appending(key: "b")]
        XCTAssertEqual(Set(selected.keyPositions.keys), Set(keys))
        for path in keys { XCTAssertEqual(selected.position(ofKey: path), full.position(ofKey: path)) }
        let values = [
            JSONPath([.key("strings"), .key("a"), .key("unit"), .key("value")]), JSONPath([.key("unit"), .key("value")]),
        ]
        XCTAssertEqual(Set(selected.valuePositions.keys), Set(values))
        for path in values { XCTAssertEqual(selected.position(of: path), full.position(of: path)) }
        XCTAssertTrue(selected.duplicateKeys.isEmpty)
    }

    func testSelectedParseKeepsErrorPositions() {
        let text = "{\"strings\": {\n  \"a\": {\"unit\": {\"value\": tru}}}}"
        let selection = JSONPositionSelection.keys(of: JSONPath([.key("strings")]), valuesEndingIn: ["unit", "value"])
        XCTAssertThrowsError(try JSONParser.parseWithPositions(Array(text.utf8), recording: selection)) { error in
            XCTAssertEqual((error as? JSONParseError)?.description, "2:27: invalid literal, expected 'true'")
        }
    }
}
