import XCTest

@testable import AlertLintCore

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONParser.parse(Array(text.utf8))
            XCTFail("expected an error, parsed \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testScalars() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse(" true "), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse("0"), .integer(0))
        XCTAssertEqual(try parse("-42"), .integer(-42))
        XCTAssertEqual(try parse("9223372036854775807"), .integer(Int.max))
        XCTAssertEqual(try parse("9223372036854775808"), .number(9223372036854775808))
        XCTAssertEqual(try parse("1.5"), .number(1.5))
        XCTAssertEqual(try parse("-2.5e3"), .number(-2500))
        XCTAssertEqual(try parse("1E-2"), .number(0.01))
        XCTAssertEqual(try parse("2.0"), .number(2))
        XCTAssertEqual(try parse("\"hi\""), .string("hi"))
    }

    func testContainersKeepKeyOrder() throws {
        let value = try parse(#"{"b": 1, "a": [true, null, {"z": "x", "y": []}], "c": {}}"#)
        XCTAssertEqual(value.objectValue?.keys, ["b", "a", "c"])
        XCTAssertEqual(value["a"]?[2]?.objectValue?.keys, ["z", "y"])
        XCTAssertEqual(value["a"]?[2]?["y"], .array([]))
        XCTAssertEqual(value["c"], .object(JSONObject()))
        XCTAssertEqual(value["b"]?.intValue, 1)
        XCTAssertNil(value["a"]?[3])
        XCTAssertNil(value["missing"])
    }

    func testDuplicateKeyKeepsFirstPlaceAndLastValue() throws {
        let value = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        XCTAssertEqual(value.objectValue?.keys, ["a", "b"])
        XCTAssertEqual(value["a"], .integer(3))
    }

    func testEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\b\f\n\r\t""#), .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        XCTAssertEqual(try parse(#""\u00e9\u4E2D""#), .string("é中"))
        XCTAssertEqual(try parse(#""\ud83d\ude00 ok""#), .string("😀 ok"))
        XCTAssertEqual(try parse(#""\ud83d x""#), .string("\u{FFFD} x"), "lone high surrogate")
        XCTAssertEqual(try parse(#""\ude00""#), .string("\u{FFFD}"), "lone low surrogate")
        XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"), "high surrogate then non-surrogate")
        XCTAssertEqual(try parse("\"中文 😀\""), .string("中文 😀"))
    }

    func testErrorsCarryPositions() {
        let error = parseError("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(error?.message, "expected ',' or '}' after object member, found '\"'")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 3)
        XCTAssertEqual(error?.offset, 13)
        XCTAssertEqual(error?.description, "3:3: expected ',' or '}' after object member, found '\"'")

        XCTAssertEqual(parseError("[1 2]")?.message, "expected ',' or ']' after array element, found '2'")
        XCTAssertEqual(parseError("{\"a\" 1}")?.message, "expected ':' after object key, found '1'")
        XCTAssertEqual(parseError("{1: 2}")?.message, "expected '\"' to start an object key or '}', found '1'")
        XCTAssertEqual(parseError("{\"a\": 1,}")?.message, "expected '\"' to start an object key, found '}'")
        XCTAssertEqual(parseError("[1,]")?.message, "expected a JSON value, found ']'")
        XCTAssertEqual(parseError("")?.message, "expected a JSON value, found end of input")
        XCTAssertEqual(parseError("   ")?.message, "expected a JSON value, found end of input")
        XCTAssertEqual(parseError("[1")?.message, "expected ',' or ']' after array element, found end of input")
    }

    func testRejectsTrailingGarbage() {
        let error = parseError("{} x")
        XCTAssertEqual(error?.message, "unexpected 'x' after the JSON value")
        XCTAssertEqual(error?.column, 4)
        XCTAssertEqual(parseError("1 2")?.message, "unexpected '2' after the JSON value")
        XCTAssertEqual(parseError("null\0")?.message, "unexpected byte 0x0 after the JSON value")
    }

    func testRejectsBadNumbers() {
        XCTAssertEqual(parseError("01")?.message, "leading zeros are not allowed in numbers")
        XCTAssertEqual(parseError("-")?.message, "expected a digit in number")
        XCTAssertEqual(parseError("1.")?.message, "expected a digit after '.' in number")
        XCTAssertEqual(parseError("1e+")?.message, "expected a digit in the exponent of number")
        XCTAssertEqual(parseError("1e999")?.message, "number out of range")
        XCTAssertNotNil(parseError("+1"))
        XCTAssertNotNil(parseError(".5"))
        XCTAssertNotNil(parseError("NaN"))
    }

    func testRejectsBadLiteralsAndStrings() {
        XCTAssertEqual(parseError("tru")?.message, "invalid literal, expected 'true'")
        XCTAssertEqual(parseError("nul1")?.message, "invalid literal, expected 'null'")
        XCTAssertEqual(parseError("\"abc")?.message, "unterminated string")
        XCTAssertEqual(parseError("\"a\nb\"")?.message, "control character 0xA must be escaped in a string")
        XCTAssertEqual(parseError(#""\x""#)?.message, #"invalid escape '\x' in string"#)
        XCTAssertEqual(parseError(#""\u12G4""#)?.message, #"invalid hex digit in \u escape in string"#)
        XCTAssertEqual(parseError(#""\u12"#)?.message, #"incomplete \u escape in string"#)
    }

    func testRejectsInvalidUTF8InStrings() {
        let cases: [[UInt8]] = [
            [0x22, 0xFF, 0x22],  // never valid
            [0x22, 0xC3, 0x22],  // truncated two-byte sequence
            [0x22, 0xC0, 0xAF, 0x22],  // overlong
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // past U+10FFFF
            [0x22, 0xE2, 0x82],  // truncated at end of input
        ]
        for bytes in cases {
            XCTAssertThrowsError(try JSONParser.parse(bytes), "\(bytes)") { error in
                let message = (error as? JSONParseError)?.message ?? ""
                XCTAssertTrue(message.contains("UTF-8"), message)
                XCTAssertEqual((error as? JSONParseError)?.offset, 1)
            }
        }
    }

    func testDeepNestingNeverOverflowsTheStack() {
        let open = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        XCTAssertEqual((try? JSONParser.parse(open)) ?? nil, nil)
        XCTAssertThrowsError(try JSONParser.parse(open)) { error in
            XCTAssertEqual((error as? JSONParseError)?.message, "nesting deeper than 512 levels")
            XCTAssertEqual((error as? JSONParseError)?.offset, 512)
        }
        let objects = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
        XCTAssertThrowsError(try JSONParser.parse(objects))
    }

    func testNestingUpToTheLimitParses() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(text)
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        XCTAssertEqual(depth, 511)
        XCTAssertThrowsError(try JSONParser.parse("[" + text + "]"))
    }

    func testLargeArrayParsesInLinearTime() throws {
        let text = "[" + Array(repeating: "{\"k\":1}", count: 200_000).joined(separator: ",") + "]"
        let start = Date()
        let value = try parse(text)
        XCTAssertEqual(value.arrayValue?.count, 200_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testCRLFAndLoneCRCountAsLines() {
        XCTAssertEqual(parseError("[\r\n1,\r2 x]")?.line, 3)
        XCTAssertEqual(parseError("[\r\n1,\r2 x]")?.column, 3)
    }
}
