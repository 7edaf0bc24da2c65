import AlertLintCore
import XCTest

final class JSONSerializerTests: XCTestCase {
    func testCompactOutputKeepsKeyOrder() {
        let value: JSONValue = ["b": 1, "a": [true, nil, 1.5, "x"], "c": [:]]
        XCTAssertEqual(value.serialized(), #"{"b":1,"a":[true,null,1.5,"x"],"c":{}}"#)
        XCTAssertEqual(value.serialized(sortedKeys: true), #"{"a":[true,null,1.5,"x"],"b":1,"c":{}}"#)
    }

    func testNumbers() {
        XCTAssertEqual(JSONValue.integer(-7).serialized(), "-7")
        XCTAssertEqual(JSONValue.number(3).serialized(), "3")
        XCTAssertEqual(JSONValue.number(0.1).serialized(), "0.1")
        XCTAssertEqual(JSONValue.number(.infinity).serialized(), "null")
        XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
        XCTAssertEqual(try JSONParser.parse(JSONValue.number(1e-7).serialized()), .number(1e-7))
        XCTAssertEqual(try JSONParser.parse(JSONValue.number(1e300).serialized()), .number(1e300))
    }

    func testStringEscapes() {
        let text = "q\"b\\s/\n\r\t\u{8}\u{C}\u{1}\u{1F}é😀"
        XCTAssertEqual(JSONValue.string(text).serialized(), #""q\"b\\s/\n\r\t\b\f\u0001\u001fé😀""#)
        XCTAssertEqual(try JSONParser.parse(JSONValue.string(text).serialized()), .string(text))
    }

    func testRoundTrip() throws {
        let text = #"{"jsonrpc":"2.0","id":12,"result":{"items":[{"label":"中","n":-1.25,"ok":false}],"empty":[]}}"#
        let value = try JSONParser.parse(text)
        XCTAssertEqual(value.serialized(), text)
        XCTAssertEqual(try JSONParser.parse(value.serialized()), value)
    }

    func testObjectEqualityIgnoresOrderAndSetterKeepsPlace() {
        var object = JSONObject([("a", 1), ("b", 2)])
        XCTAssertEqual(JSONValue.object(object), ["b": 2, "a": 1])
        object["a"] = "x"
        XCTAssertEqual(object.keys, ["a", "b"])
        object["a"] = nil
        XCTAssertEqual(object.keys, ["b"])
        object["c"] = .null
        XCTAssertEqual(object.keys, ["b", "c"])
        XCTAssertEqual(object.members.map(\.key), ["b", "c"])
        XCTAssertEqual(Set([JSONValue.object(object), ["c": nil, "b": 2]]).count, 1)
    }

    /// Past eight members an object also keeps a key → position table; order, lookups, removal
    /// and order-blind equality and hashing stay the same.
    func testLargeObjectKeepsOrderAndLookups() throws {
        var object = JSONObject((0..<20).map { ("k\($0)", JSONValue.integer($0)) })
        XCTAssertEqual(object["k13"], 13)
        object["k3"] = nil
        object["k13"] = "x"
        object["new"] = .null
        XCTAssertEqual(object.count, 20)
        XCTAssertEqual(object.keys.prefix(4), ["k0", "k1", "k2", "k4"])
        XCTAssertEqual(object.keys.last, "new")
        XCTAssertEqual(object["k13"], "x")
        XCTAssertNil(object["k3"])
        XCTAssertEqual(object["k19"], 19)
        let reversed = JSONObject(object.members.reversed().map { ($0.key, $0.value) })
        XCTAssertEqual(reversed, object)
        XCTAssertEqual(Set([JSONValue.object(reversed), .object(object)]).count, 1)
        XCTAssertEqual(Array(object).map(\.key), object.keys)
        let parsed = try JSONParser.parse(JSONValue.object(object).serialized())
        XCTAssertEqual(parsed.objectValue?.keys, object.keys)
    }

    func testAccessors() {
        let value: JSONValue = ["s": "t", "i": 3, "d": 2.0, "f": 2.5, "b": true, "a": [1], "o": ["k": nil]]
        XCTAssertEqual(value["s"]?.stringValue, "t")
        XCTAssertNil(value["i"]?.stringValue)
        XCTAssertEqual(value["i"]?.intValue, 3)
        XCTAssertEqual(value["d"]?.intValue, 2)
        XCTAssertNil(value["f"]?.intValue)
        XCTAssertEqual(value["f"]?.doubleValue, 2.5)
        XCTAssertEqual(value["i"]?.doubleValue, 3)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertEqual(value["a"]?.arrayValue, [1])
        XCTAssertEqual(value["o"]?.objectValue?.keys, ["k"])
        XCTAssertEqual(value["o"]?["k"]?.isNull, true)
        XCTAssertEqual(value["a"]?.typeName, "an array")
        XCTAssertNil(JSONValue.number(1e300).intValue)
    }
}
