import XCTest

@testable import AlertLintCore

/// The scan of a file that names no alert API (`CalledNames.scan`) must read its classes as the
/// extraction pass reads them, and name every call a full survey records.
final class CalledNamesScanTests: XCTestCase {
    private let pieces = [
        "class", "class ", " ", "\n", "A", "Base", "Cell", "<", ">", "<T>", ":", ",", "{", "}", ";", "=", "(", ")", "[", "]", ".", "?",
        "!", "/", "/*", "*/", "//", "// alertlint:disable\n", "\"", "\"s\"", "\"\\(f(x))\"", "#\"", "\"#", "#if", "#endif", "`", "`class`",
        "func ", "show", "present", "init", "self.", "static ", "let ", "var ", "extension ", "String", "NSLocalizedString",
        "struct ", "where ", "T", "1", "0x1p+4", "@objc ", "$0", "->", "&&", "é", "\u{FEFF}", "\t", "\r\n", "x /y/ z", "/^a$/",
    ]

    private func assertSameReading(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceText(bytes: bytes)
        let tokenized = Tokenizer.tokenize(source)
        let scan = CalledNames.scan(tokenized, in: source)
        let context = "\(String(decoding: bytes, as: UTF8.self).debugDescription)"
        let extracted = SiteExtractor.extractFile(from: tokenized, in: source, recordsCalls: .all, callsNamedOnly: true, namesOnly: true)
        XCTAssertEqual(scan.superclasses, extracted.superclasses, context, file: file, line: line)
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
        let scan = CalledNames.scan(Tokenizer.tokenize(source), in: source)
        XCTAssertEqual(scan.superclasses, ["BrowseViewController": "BaseViewController", "Cell": "BaseCell"])
        for name in ["showError", "present", "alert", "fatalError"] {
            XCTAssertTrue(scan.names.containsAny(of: [CalledNames.hash(name)]), name)
        }
        // A call inside a string's interpolation is part of the string token, as the extraction reads it.
        XCTAssertFalse(scan.names.containsAny(of: [CalledNames.hash("hidden")]))
        assertSameReading(Array(text.utf8))
    }

    /// A class whose header the file ends in, classes side by side, a header of many tokens.
    func testHeadersAtTheEndAndSideBySide() {
        let many = (0..<40).map { "class C\($0): B\($0) {}" }.joined(separator: " ")
        assertSameReading(Array(many.utf8))
        assertSameReading(Array("class Last: Base".utf8))
        let long = "class Far<" + String(repeating: "A, ", count: 40) + "Z>: Base {}"
        assertSameReading(Array(long.utf8))
    }
}
