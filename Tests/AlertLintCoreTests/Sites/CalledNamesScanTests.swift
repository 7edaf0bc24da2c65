import XCTest

@testable import AlertLintCore

/// The lexer's one pass that keeps no token (`CalledNames.scan`) must read a file as the token
/// list and the extraction pass read it: the same problems and word notes, the same classes and
/// superclasses, the same suppression comments, and every name a full survey records as called.
final class CalledNamesScanTests: XCTestCase {
    private let pieces = [
        "class", "class ", " ", "\n", "A", "Base", "Cell", "<", ">", "<T>", ":", ",", "{", "}", ";", "=", "(", ")", "[", "]", ".", "?",
        "!", "/", "/*", "*/", "//", "// alertlint:disable\n", "\"", "\"s\"", "\"\\(f(x))\"", "#\"", "\"#", "#if", "#endif", "`", "`class`",
        "func ", "show", "present", "init", "self.", "static ", "let ", "var ", "extension ", "String", "NSLocalizedString",
        "struct ", "where ", "T", "1", "0x1p+4", "@objc ", "$0", "->", "&&", "é", "\u{FEFF}", "\t", "\r\n", "x /y/ z", "/^a$/",
    ]

    private func assertSameReading(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceText(bytes: bytes)
        guard let scan = CalledNames.scan(source) else { return XCTFail("too large?", file: file, line: line) }
        let tokenized = Tokenizer.tokenize(source)
        let context = "\(String(decoding: bytes, as: UTF8.self).debugDescription)"
        XCTAssertEqual(scan.problems, tokenized.problems, context, file: file, line: line)
        XCTAssertEqual(scan.words, tokenized.words, context, file: file, line: line)
        let extracted = SiteExtractor.extractFile(from: tokenized, in: source, recordsCalls: .all, callsNamedOnly: true, namesOnly: true)
        XCTAssertEqual(scan.superclasses, extracted.superclasses, context, file: file, line: line)
        let suppressions = tokenized.comments.contains {
            FileSurvey.suppressionMarker.occurs(in: bytes, range: $0.range.start..<$0.range.end)
        }
        XCTAssertEqual(scan.mayHaveSuppressions, suppressions, context, file: file, line: line)
        let full = FileSurvey(source, path: "F.swift", depth: .full).copyCallNames
        XCTAssertTrue(Set(full.hashes).isSubset(of: Set(scan.names.hashes)), context, file: file, line: line)
    }

    func testTheScanReadsAsTheTokensAndTheExtractionRead() {
        for bytes in BiasedSamples.make(pieces, count: 4000, seed: 21, maxPieces: 50) { assertSameReading(bytes) }
    }

    func testClassesAndCalls() {
        let text = """
            // alertlint: disable=title-case (a suppression in a comment)
            class BrowseViewController: BaseViewController, Sharing {
                func failed() { showError(message: "x"); self.`present`(alert()) }
            }
            final class Cell<Item: Hashable>: BaseCell<Item> where Item: Sendable {}
            class var shared: Self { fatalError() }
            let text = "\\(hidden(call))"
            """
        let source = SourceText(text)
        let scan = CalledNames.scan(source)
        XCTAssertEqual(scan?.superclasses, ["BrowseViewController": "BaseViewController", "Cell": "BaseCell"])
        XCTAssertEqual(scan?.mayHaveSuppressions, true)
        for name in ["showError", "present", "alert", "fatalError"] {
            XCTAssertTrue(scan?.names.containsAny(of: [CalledNames.hash(name)]) ?? false, name)
        }
        // A call inside a string's interpolation is part of the string token, as the extraction reads it.
        XCTAssertFalse(scan?.names.containsAny(of: [CalledNames.hash("hidden")]) ?? true)
        assertSameReading(Array(text.utf8))
    }

    /// A class whose header the file ends in, and classes close enough to share a window.
    func testHeadersAtTheEndAndSideBySide() {
        let many = (0..<40).map { "class C\($0): B\($0) {}" }.joined(separator: " ")
        assertSameReading(Array(many.utf8))
        assertSameReading(Array("class Last: Base".utf8))
        let long = "class Far<" + String(repeating: "A, ", count: 40) + "Z>: Base {}"
        assertSameReading(Array(long.utf8))
    }
}
