import XCTest

@testable import AlertLintCore

final class StringLiteralTests: XCTestCase {
    private func literal(_ text: String) -> (StringLiteral, SourceText) {
        let source = SourceText(text)
        let token = Tokenizer.tokenize(source).tokens.first { $0.kind == .string }
        return (StringLiteral.decode(token ?? Token(.string, ByteRange(0, 0)), in: source), source)
    }

    func testEscapes() {
        XCTAssertEqual(literal(#"x = "a\n\t\"b\" \u{1F600} \\ \0end""#).0.value, "a\n\t\"b\" \u{1F600} \\ \0end")
    }

    func testInterpolationBecomesPlaceholder() {
        let (value, _) = literal(#"x = "Delete \(item.name(")"))?""#)
        XCTAssertEqual(value.value, "Delete \u{FFFC}?")
        XCTAssertTrue(value.hasInterpolation)
        XCTAssertEqual(value.interpolations.count, 1)
    }

    func testRawString() {
        let (value, _) = literal(##"x = #"C:\path "q" \#(n) \#n"#"##)
        XCTAssertEqual(value.value, "C:\\path \"q\" \u{FFFC} \n")
        XCTAssertEqual(value.poundCount, 1)
    }

    func testMultilineIndentationStripping() {
        let text = "x = \"\"\"\n    First line\n      indented\n    last \\\n    joined\n    \"\"\""
        XCTAssertEqual(literal(text).0.value, "First line\n  indented\nlast joined")
    }

    func testMultilineCRLF() {
        let text = "x = \"\"\"\r\n  A\r\n  B\r\n  \"\"\""
        XCTAssertEqual(literal(text).0.value, "A\nB")
    }

    func testSourceRangeMapsVerbatimRunsOnly() {
        let (value, source) = literal(#"x = "Tap \"OK\" now""#)
        XCTAssertEqual(value.value, "Tap \"OK\" now")
        let tap = value.sourceRange(forValueUTF8: 0..<3)
        XCTAssertEqual(tap.map { source.text($0) }, "Tap")
        XCTAssertNil(value.sourceRange(forValueUTF8: 3..<6), "the range crosses an escape")
        let ok = value.sourceRange(forValueUTF8: 5..<7)
        XCTAssertEqual(ok.map { source.text($0) }, "OK")
    }

    func testMultilineSourceRangeSkipsIndentation() {
        let (value, source) = literal("x = \"\"\"\n    Hello\n    world\n    \"\"\"")
        let world = value.sourceRange(forValueUTF8: 6..<11)
        XCTAssertEqual(world.map { source.text($0) }, "world")
    }

    func testSpelledEscapesForTheLiteralForm() {
        XCTAssertEqual(literal(#"x = "a""#).0.spelled("say \"hi\"\n"), #"say \"hi\"\n"#)
        XCTAssertEqual(literal(##"x = #"a"#"##).0.spelled("a \"b\" \\"), "a \"b\" \\")
    }

    func testCJKValue() {
        let (value, source) = literal(#"x = "删除“照片”？""#)
        XCTAssertEqual(value.value, "删除“照片”？")
        XCTAssertEqual(value.sourceRange(forValueUTF8: 0..<6).map { source.text($0) }, "删除")
    }
}
