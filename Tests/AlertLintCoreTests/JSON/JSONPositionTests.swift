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
}
