import XCTest

@testable import AlertLintCore

final class TokenizerTests: XCTestCase {
    private func tokens(_ text: String) -> [(Token.Kind, String)] {
        let source = SourceText(text)
        return Tokenizer.tokenize(source).tokens.map { ($0.kind, source.text($0.range)) }
    }

    private func kinds(_ text: String) -> [Token.Kind] { tokens(text).map(\.0) }

    private func problems(_ text: String) -> [SyntaxProblem.Kind] {
        Tokenizer.tokenize(SourceText(text)).problems.map(\.kind)
    }

    func testInterpolationHoldingStringWithParenAndQuote() {
        let text = #"let s = "a \(f(")\"")) b" + x"#
        let result = tokens(text)
        XCTAssertEqual(result.map(\.1), ["let", "s", "=", #""a \(f(")\"")) b""#, "+", "x"])
        XCTAssertEqual(result[3].0, .string)
        XCTAssertEqual(problems(text), [])
    }

    func testInterpolationNestedDeeplyWithClosures() {
        let text = #"let s = "\(items.map { "\($0.name) (\($0.count))" }.joined(separator: ", "))"; next"#
        XCTAssertEqual(
            tokens(text).map(\.1),
            ["let", "s", "=", #""\(items.map { "\($0.name) (\($0.count))" }.joined(separator: ", "))""#, ";", "next"])
    }

    func testMultilineStringWithCommentMarkers() {
        let text = "let s = \"\"\"\n    // not a comment\n    /* nor this\n    \"\"\"\nlet t = 1"
        XCTAssertEqual(kinds(text), [.keyword, .identifier, .operator, .string, .keyword, .identifier, .operator, .number])
    }

    func testCommentMarkersInStrings() {
        XCTAssertEqual(kinds(#"f("http://x.com/*y") // tail"#), [.identifier, .punctuation, .string, .punctuation, .lineComment])
    }

    /// A script's first line (`#!/usr/bin/env swift`) is a comment to Swift; only there.
    func testShebangLineOfAScript() {
        XCTAssertEqual(kinds("#!/usr/bin/env swift\nlet a = 1"), [.lineComment, .keyword, .identifier, .operator, .number])
        XCTAssertEqual(problems("#!/usr/bin/env swift\nlet a = 1"), [])
        XCTAssertEqual(problems("let a = 1\n#!/usr/bin/env swift"), [.unexpectedCharacter])
    }

    func testNestedBlockComments() {
        let text = "a /* x /* y */ z */ b"
        XCTAssertEqual(tokens(text).map(\.1), ["a", "/* x /* y */ z */", "b"])
    }

    func testDocComment() {
        XCTAssertEqual(kinds("/// Docs\nfunc f() {}").first, .lineComment)
    }

    func testRawStrings() {
        let text = ###"let r = #"a "quoted" \(not) \#(yes) "#; let r2 = ##"x "# y"##"###
        let strings = tokens(text).filter { $0.0 == .string }.map(\.1)
        XCTAssertEqual(strings, [##"#"a "quoted" \(not) \#(yes) "#"##, ###"##"x "# y"##"###])
    }

    func testRegexLiterals() {
        XCTAssertEqual(kinds("let r = /a+b/"), [.keyword, .identifier, .operator, .regex])
        XCTAssertEqual(kinds("let r = #/a/b//#"), [.keyword, .identifier, .operator, .regex])
        XCTAssertEqual(
            kinds("let q = a / b / c"), [.keyword, .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("x.split(separator: /\\s+/)").contains(.regex), true)
    }

    func testAttributesAndDirectives() {
        XCTAssertEqual(
            kinds("#if DEBUG\n@MainActor func f() {}\n#endif"),
            [
                .poundDirective, .identifier, .attribute, .keyword, .identifier, .punctuation, .punctuation, .punctuation, .punctuation,
                .poundDirective,
            ])
    }

    func testIdentifiers() {
        XCTAssertEqual(
            tokens("let `default` = $0 + café").map(\.0), [.keyword, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(tokens(".default").map(\.0), [.punctuation, .identifier])
        XCTAssertEqual(tokens("a?.b!").map(\.1), ["a", "?", ".", "b", "!"])
    }

    func testEveryReservedWordIsAKeywordAndNearMissesAreNot() {
        let reserved = """
            associatedtype class deinit enum extension fileprivate func import init inout internal let operator private \
            precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default \
            defer do else fallthrough for guard if in repeat return throw switch where while as false is nil self Self super \
            throws true try await
            """
        let words = reserved.replacingOccurrences(of: "\\", with: "").split(whereSeparator: \.isWhitespace).map(String.init)
        XCTAssertEqual(words.count, 53)
        for word in words {
            XCTAssertEqual(kinds(word), [.keyword], word)
            // Same length or first byte, one byte off, longer, shorter, other case: all plain names.
            for miss in [word + "s", String(word.dropLast()), word.uppercased(), String(word.dropLast()) + "_", "_" + word.dropFirst()]
            where !words.contains(miss) && miss.count > 0 {
                XCTAssertEqual(kinds(miss), [.identifier], miss)
            }
        }
        XCTAssertEqual(kinds("async some open get set"), [.identifier, .identifier, .identifier, .identifier, .identifier])
    }

    func testIdentifierByteClassesMatchTheirDefinition() {
        for value in 0...255 {
            let byte = UInt8(value)
            let letter = (65...90).contains(value) || (97...122).contains(value) || value == 95 || value >= 128
            XCTAssertEqual(CharacterClass.isIdentifierStart(byte), letter, "byte \(value)")
            XCTAssertEqual(CharacterClass.isIdentifierBody(byte), letter || (48...57).contains(value), "byte \(value)")
        }
    }

    func testKeyPathsAreNotProblems() {
        let text = #"@Environment(\.dismiss) var dismiss; ForEach(xs, id: \.self) { _ in }; let k = \Person.name"#
        XCTAssertEqual(problems(text), [])
        XCTAssertEqual(tokens("\\.self").map(\.1), ["\\", ".", "self"])
    }

    func testNumbers() {
        XCTAssertEqual(tokens("1.5e-3 0x1F 1..<5").map(\.1), ["1.5e-3", "0x1F", "1", "..<", "5"])
    }

    func testUnterminatedStringRecoversOnNextLine() {
        let text = "let a = \"open\nlet b = \"ok\""
        XCTAssertEqual(problems(text), [.unterminatedString])
        XCTAssertEqual(tokens(text).last?.1, "\"ok\"")
    }

    func testUnterminatedEverything() {
        XCTAssertEqual(problems("/* never closed"), [.unterminatedComment])
        XCTAssertEqual(problems("\"\"\"\nnever closed"), [.unterminatedString])
        XCTAssertEqual(problems("\"\\(f(\""), [.unterminatedString])
        XCTAssertEqual(problems("#/never"), [.unterminatedRegex])
    }

    func testFileOfOnlyQuotesIsLinear() {
        let source = SourceText(String(repeating: "\"", count: 200_000))
        let result = Tokenizer.tokenize(source)
        XCTAssertFalse(result.tokens.isEmpty)
        XCTAssertTrue(result.tokens.allSatisfy { $0.range.end <= source.count })
    }

    func testDeepNesting() {
        let parens = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        XCTAssertEqual(Tokenizer.tokenize(SourceText(parens)).tokens.count, 20_000)
        var nested = "x"
        for _ in 0..<10_000 { nested = "\"\\(" + nested }
        nested += String(repeating: ")\"", count: 10_000)
        let result = Tokenizer.tokenize(SourceText(nested))
        XCTAssertEqual(result.tokens.count, 1)
        XCTAssertEqual(result.problems, [])
    }

    func testInvalidUTF8AndNul() {
        let source = SourceText(bytes: [0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x00, 0x22, 0xC3, 0x22])
        let result = Tokenizer.tokenize(source)
        XCTAssertTrue(result.problems.contains { $0.kind == .invalidUTF8 && $0.offset == 4 })
        XCTAssertTrue(result.tokens.allSatisfy { $0.range.end <= source.count })
    }

    func testRandomInputNeverEscapesTheFile() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("\"#\\()/*{}\n\r abc\u{4E2D}\u{1F600}.?!`@$".utf8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<200, using: &generator)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }
            if length > 0, Bool.random(using: &generator) {
                bytes[Int.random(in: 0..<length, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let source = SourceText(bytes: bytes)
            let result = Tokenizer.tokenize(source)
            var previousEnd = 0
            for token in result.tokens {
                XCTAssertGreaterThanOrEqual(token.range.start, previousEnd)
                XCTAssertGreaterThan(token.range.end, token.range.start)
                XCTAssertLessThanOrEqual(token.range.end, source.count)
                previousEnd = token.range.end
            }
            for token in result.tokens where token.kind == .string {
                let literal = StringLiteral.decode(token, in: source)
                XCTAssertTrue(source.bytes.indices.contains(literal.range.start) || literal.range.isEmpty)
            }
        }
    }

    /// The code tokens are written into the array kept, which has room for one every five bytes:
    /// a file denser than that (`a;` is two tokens in two bytes) moves on to memory of its own
    /// part way, and must come out whole, as must a file sparser than that and an empty one.
    func testTokensFillTheirArrayOrOutgrowIt() {
        for repeats in [0, 1, 8, 9, 40, 3_000] {
            let dense = String(repeating: "a;", count: repeats)
            let code = Tokenizer.tokenize(SourceText(dense)).code
            XCTAssertEqual(code.count, 2 * repeats, "\(repeats)")
            for (index, token) in code.enumerated() {
                XCTAssertEqual(token.kind, index.isMultiple(of: 2) ? .identifier : .punctuation)
                XCTAssertEqual(token.range, ByteRange(index, index + 1))
            }
            let sparse = String(repeating: "let longerName = 1 // note\n", count: repeats)
            XCTAssertEqual(Tokenizer.tokenize(SourceText(sparse)).code.count, 4 * repeats, "\(repeats)")
        }
    }

    /// Token offsets are 32 bits; a longer text is refused with a problem instead of read with
    /// offsets that wrap.
    func testATextLongerThanTokenOffsetsReachIsRefusedWithAProblem() {
        let source = SourceText("let a = 1\n")
        let refused = Tokenizer.tokenize(source, maximumLength: source.count - 1)
        XCTAssertTrue(refused.code.isEmpty && refused.comments.isEmpty)
        XCTAssertEqual(refused.problems, [SyntaxProblem(.tooLarge, at: 0)])
        XCTAssertEqual(Tokenizer.tokenize(source, maximumLength: source.count).code.count, 4)
    }

    /// The largest offset a token holds comes back as it went in, and a token stays 12 bytes.
    func testTokenOffsetsReachTheMaximumLength() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 12)
        var token = Token(.identifier, ByteRange(Tokenizer.maximumLength - 3, Tokenizer.maximumLength))
        XCTAssertEqual(token.range, ByteRange(Tokenizer.maximumLength - 3, Tokenizer.maximumLength))
        token.shift(by: -5)
        XCTAssertEqual(token.range, ByteRange(Tokenizer.maximumLength - 8, Tokenizer.maximumLength - 5))
    }
}
