import Foundation
import XCTest

@testable import AlertLintCore

/// Re-reading only around a change must give exactly what reading the whole text gives.
final class IncrementalTokenizerTests: XCTestCase {
    /// Pieces that change how the rest of a line or file reads: quotes, comment markers,
    /// interpolations, raw delimiters, regex slashes, brackets, line ends, a split UTF-8 sequence.
    private let snippets = [
        "\"", "\"\"\"\n", "/*", "*/", "//", "\n", "\r\n", "#", "/", "\\(", ")", "(", "{", "}", "[", "let x = 1", " ",
        "é", "`", "#\"", "\"#", "/a/", "#/b/#", "1.", "e-", "?", "!", ".", "\\", "alert", "中文", "\u{1F600}", "\t", "",
    ]

    private func assertSame(_ incremental: TokenizedSource, _ full: TokenizedSource, _ context: @autoclosure () -> String) {
        XCTAssertEqual(incremental.code, full.code, "code tokens: " + context())
        XCTAssertEqual(incremental.comments, full.comments, "comments: " + context())
        XCTAssertEqual(incremental.bracketPairs, full.bracketPairs, "brackets: " + context())
        XCTAssertEqual(incremental.problems, full.problems, "problems: " + context())
    }

    /// Applies `count` random edits one after another, each re-read from the previous result.
    private func check(_ text: String, seed: UInt64, count: Int) {
        var random = SeededGenerator(seed: seed)
        var bytes = Array(text.utf8)
        var tokens = Tokenizer.tokenize(SourceText(bytes: bytes))
        for step in 0..<count {
            let start = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            let removed = Int.random(in: 0...min(12, bytes.count - start), using: &random)
            let oldBytes = bytes
            let inserted = Array((snippets.randomElement(using: &random) ?? "").utf8)
            bytes.replaceSubrange(start..<(start + removed), with: inserted)
            let source = SourceText(bytes: bytes)
            let change = SourceChange(range: ByteRange(start, start + removed), newLength: inserted.count)
            // The change found by comparing the texts rebuilds the new text from the old one.
            let found = SourceChange(from: oldBytes, to: bytes)
            XCTAssertEqual(
                Array(oldBytes[..<found.range.start]) + bytes[found.range.start..<(found.range.start + found.newLength)]
                    + oldBytes[found.range.end...], bytes)
            tokens = Tokenizer.tokenize(source, reusing: tokens, after: change)
            let full = Tokenizer.tokenize(source)
            assertSame(tokens, full, "seed \(seed) step \(step) change \(change)")
            if tokens.code != full.code || tokens.comments != full.comments { return }
        }
    }

    func testRandomEditsOfTheExamplesMatchAFullRead() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples")
        let files = (FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty)
        for (index, file) in files.enumerated() {
            check(try String(contentsOf: file, encoding: .utf8), seed: UInt64(index + 1), count: 300)
        }
    }

    func testEditsThatOpenAndCloseStringsAndCommentsAcrossLines() {
        let text = """
            let a = "one" // first
            /* block
               comment */ let b = \"\"\"
                multi \\(a) line
                \"\"\"
            let c = #"raw \\#(b)"# + x / y / z
            let r = /re+gex/
            """
        for seed in 1...200 { check(text, seed: UInt64(seed) * 7919, count: 60) }
    }

    func testAChangeOutsideTheOldTextFallsBackToAFullRead() {
        let old = Tokenizer.tokenize(SourceText("let a = 1"))
        let source = SourceText("let b = 2")
        let result = Tokenizer.tokenize(source, reusing: old, after: SourceChange(range: ByteRange(5, 40), newLength: 1))
        assertSame(result, Tokenizer.tokenize(source), "bad change")
    }
}
