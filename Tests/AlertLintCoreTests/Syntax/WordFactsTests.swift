import Foundation
import XCTest

@testable import AlertLintCore

/// What the lexer notes of a file's words must answer as the walks of its tokens do.
final class WordFactsTests: XCTestCase {
    private func assertAgrees(_ bytes: [UInt8], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceText(bytes: bytes)
        let noted = Tokenizer.tokenize(source)
        XCTAssertNotNil(noted.words, context, file: file, line: line)
        XCTAssertNotNil(noted.notes, context, file: file, line: line)
        var walked = noted
        walked.words = nil
        walked.notes = nil
        let calledByLexer = CalledNames.scan(noted, in: source), calledByWalk = CalledNames.scan(walked, in: source)
        XCTAssertEqual(calledByLexer.names.finished(), calledByWalk.names.finished(), "calls: \(context)", file: file, line: line)
        XCTAssertEqual(calledByLexer.superclasses, calledByWalk.superclasses, "classes: \(context)", file: file, line: line)
        XCTAssertEqual(
            SiteTriggers.mayContainSite(noted, in: source.bytes, wrapperNames: []),
            SiteTriggers.mayContainSite(walked, in: source.bytes, wrapperNames: []), "triggers: \(context)", file: file, line: line)
        XCTAssertEqual(
            ConstantIndex.constants(in: source, tokenized: noted, path: "F.swift"),
            ConstantIndex.constants(in: source, tokenized: walked, path: "F.swift"), "constants: \(context)", file: file, line: line)
    }

    func testEachKindOfWordIsNoted() {
        let cases = [
            "let alert = 1", "x.alert", "$alert", "`alert`", "// alert", "\"alert\"", "UIAlertController()",
            "enum L { static let title = \"Delete?\" }", "enum L { class var title: String { \"Delete?\" } }",
            "class\nvar x = 1", "extension String { var localized: String { NSLocalizedString(self, comment: \"\") } }",
            "extension /* c */ String { var t: String { \"x\" } }", "func t(_ k: String) -> String { NSLocalizedString(k, comment: \"\") }",
            "func t() {}\nlet x = WMFLocalizedString(\"k\", value: \"Delete?\", comment: \"\")",
            "let x = NSLocalizedString(\"k\", comment: \"\")",
            "struct S { let a = \"static\" }", "",
            "class A: B { func f() { `default`(x); g /* c */ (y); x.class(1); h\n(2); `class`(3) } }",
            "final class C<T>: UIViewController {}",
        ]
        for text in cases { assertAgrees(Array(text.utf8), text) }
        // What the notes say, not only that both ways agree.
        let facts = { (text: String) in Tokenizer.tokenize(SourceText(text)).words }
        for text in ["let alert = 1", "x.alert", "UIAlertController()"] {
            XCTAssertEqual(facts(text)?.namesTrigger, true, text)
        }
        for text in ["$alert", "`alert`", "// alert", "\"alert\"", ""] { XCTAssertEqual(facts(text)?.namesTrigger, false, text) }
        for text in [
            "enum L { static let title = \"Delete?\" }", "enum L { class var title: String { \"Delete?\" } }",
            "extension /* c */ String { var t: String { \"x\" } }",
            "func t(_ k: String) -> String { NSLocalizedString(k, comment: \"\") }",
        ] {
            XCTAssertEqual(facts(text)?.mayDeclareCopy, true, text)
        }
        for text in ["struct S { let a = \"static\" }", "let x = NSLocalizedString(\"k\", comment: \"\")", "class\nvar x = 1"] {
            XCTAssertEqual(facts(text)?.mayDeclareCopy, text.hasPrefix("class"), text)
        }
    }

    /// The lexer lets most words pass unnoted (`Keywords.isPlainName`); none of these may pass.
    func testEveryTriggerWordIsNoted() {
        let triggers = [
            "alert", "Alert", "NSAlert", "UIAlertView", "ActionSheet", "actionSheet", "UIAlertAction", "UIActionSheet",
            "UIAlertController", "confirmationDialog",
        ]
        for word in triggers {
            XCTAssertEqual(Tokenizer.tokenize(SourceText("x.\(word)")).words?.namesTrigger, true, word)
            XCTAssertEqual(Tokenizer.tokenize(SourceText("x.\(word)s")).words?.namesTrigger, false, word)
        }
        for text in ["func t() { let x = String(localized: String.LocalizationValue(k)) }", "func f() { MyLocalizedString(k) }"] {
            XCTAssertEqual(Tokenizer.tokenize(SourceText(text)).words?.mayDeclareCopy, true, text)
        }
    }

    func testTheExamplesAndRandomEditsOfThemAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
        let files = ["Examples", "Tests/Fixtures"].flatMap { folder in
            (FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?.allObjects ?? [])
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        XCTAssertFalse(files.isEmpty)
        let pieces = [
            "static ", "class ", "var ", "extension ", "String", "func ", "LocalizedString(", "alert", "`", "$", "\"", "//", "\n", ".", "(",
            ": ", "{", "}", "f",
        ]
        var state: UInt64 = 15
        for file in files {
            var bytes = Array(try String(contentsOf: file, encoding: .utf8).utf8)
            assertAgrees(bytes, file.lastPathComponent)
            for step in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let offset = Int((state >> 33) % UInt64(bytes.count + 1))
                let removed = min(Int((state >> 20) % 8), bytes.count - offset)
                bytes.replaceSubrange(offset..<(offset + removed), with: Array(pieces[Int((state >> 8) % UInt64(pieces.count))].utf8))
                assertAgrees(bytes, "\(file.lastPathComponent) step \(step)")
            }
        }
    }
}
