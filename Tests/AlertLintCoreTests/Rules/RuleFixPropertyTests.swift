import XCTest

@testable import AlertLintCore

/// Copy assembled from awkward pieces (escapes, interpolations, CJK, emoji, quotes, stray
/// punctuation) through every rule: nothing crashes, every fix leaves the file lexically sound, and
/// fixing twice changes nothing more.
final class RuleFixPropertyTests: XCTestCase {
    private let pieces = [
        "delete", "Delete", "photo", "OK", "ok", "Okay", "yes", "No", "cancel", "Cancel", "Dismiss", "tap", "Tap",
        "“Delete”", "\\\"Save\\\"", "\\(name)", "\\n", "\\u{1F600}", "删除", "照片", "你的", "点击", "“设置”", "确定", "。",
        ".", "?", "!", "…", "e.g.", "iCloud", "URL", "Wi-Fi", "sign", "in", "to", "the", "you", " ", "  ", "🎉", "'", "-",
        "Error", "出错了", "\\\\", "1.5", "Mr.", "are", "is", "full", "取消", "是", "否",
    ]

    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func copy(_ generator: inout Generator) -> String {
        var text = ""
        for _ in 0..<generator.next(6) {
            text += pieces[generator.next(pieces.count)]
            if generator.next(3) > 0 { text += " " }
        }
        return text
    }

    func testFixesAreSoundAndSettleOnGeneratedCopy() {
        var generator = Generator(state: 2026)
        let linter = Linter()
        var applied = 0
        for round in 0..<150 {
            let title = copy(&generator), message = copy(&generator)
            let buttons = (0..<(1 + generator.next(3))).map { _ in copy(&generator) }
            let styles = [".default", ".cancel", ".destructive"]
            var code =
                "func f() {\n    let alert = UIAlertController(title: \"\(title)\", message: \"\(message)\", preferredStyle: .alert)\n"
            for button in buttons {
                code += "    alert.addAction(UIAlertAction(title: \"\(button)\", style: \(styles[generator.next(3)])))\n"
            }
            code += "}\n"
            let source = SourceText(code)
            XCTAssertEqual(Tokenizer.tokenize(source).problems, [], "round \(round): generator made bad Swift\n\(code)")
            let once = linter.fix(source, unsafe: true)
            applied += once.applied.count
            XCTAssertFalse(once.refused, "round \(round): a fix broke the file\n\(code)")
            let twice = linter.fix(once.source, unsafe: true)
            XCTAssertEqual(
                String(decoding: twice.source.bytes, as: UTF8.self), String(decoding: once.source.bytes, as: UTF8.self),
                "round \(round): fixing again changed more\n\(code)")
            XCTAssertEqual(Tokenizer.tokenize(once.source).problems, [], "round \(round)\n\(code)")
        }
        XCTAssertGreaterThan(applied, 150, "the generated copy should need fixing")
    }

    func testCopyFunctionsTolerateAnyScalars() {
        var generator = Generator(state: 7)
        let scalars: [Unicode.Scalar] = [
            "a", "Z", " ", ".", "?", "。", "“", "”", "\"", "'", "’", "-", "\u{FFFC}", "\u{301}",
            "\u{200D}", "\u{1F600}", "删", "你", "\n", "\t", "\u{0}", "ß", "İ", "1",
        ]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<generator.next(12) { text.unicodeScalars.append(scalars[generator.next(scalars.count)]) }
            _ = Copy.sentences(text)
            _ = Copy.titleForm(text)
            _ = Copy.displayWidth(text)
            _ = Copy.pronouns(text)
            _ = Copy.isGenericTitle(text)
            _ = Copy.actionVerb(text)
            _ = Copy.fragmentPeriodRange(text)
            _ = Copy.looksLikeUnpunctuatedSentence(text)
            _ = Copy.destructiveVerb(text, extra: ["x", ""])
            let explained = Copy.buttonExplanations(text, buttonTitles: [text, "OK"])
            _ = Copy.applying(explained.flatMap(\.edits), to: text)
            let recased = Copy.titleCased(text)
            XCTAssertTrue(Copy.isTitleCase(recased), "title case does not settle: \(text.debugDescription) → \(recased.debugDescription)")
            XCTAssertEqual(Copy.sentenceStartEdit(Copy.sentenceCased(text)), nil, text.debugDescription)
        }
    }
}
