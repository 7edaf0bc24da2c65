import Foundation
import XCTest

@testable import AlertLintCore

/// Reusing the sites of unchanged functions must give exactly what a fresh extraction gives.
final class ExtractionMemoTests: XCTestCase {
    private let pieces = [
        "\"", "Delete", "?", " ", "\n", "//", "/*", "*/", "(", ")", "{", "}", ".cancel", "中", "if x {", "} else {",
        "let alert = ", "alert.addAction(UIAlertAction(title: \"OK\", style: .default))\n", "func f() {", "extension UIAlertController {",
        "self.init(title: \"T\", message: nil, preferredStyle: .alert)\n", "var body: some View {",
    ]

    private func fresh(_ source: SourceText) -> String {
        "\(SiteExtractor.extract(from: Tokenizer.tokenize(source), in: source))"
    }

    /// Edits `text` at random `count` times, extracting through one memo, and compares each result
    /// (every field of every site, printed) with a fresh extraction.
    private func check(_ text: String, seed: UInt64, count: Int) -> Int {
        var reused = 0
        var state = seed
        var bytes = Array(text.utf8)
        var memo = ExtractionMemo()
        for step in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let offset = Int((state >> 33) % UInt64(bytes.count + 1))
            let removed = min(Int((state >> 20) % 6), bytes.count - offset)
            bytes.replaceSubrange(offset..<(offset + removed), with: Array(pieces[Int((state >> 8) % UInt64(pieces.count))].utf8))
            let source = SourceText(bytes: bytes)
            let memoized = SiteExtractor.extract(from: Tokenizer.tokenize(source), in: source, memo: &memo)
            XCTAssertEqual("\(memoized)", fresh(source), "seed \(seed) step \(step)")
            reused += memo.reused
        }
        return reused
    }

    func testRandomEditsOfTheExamplesMatchAFreshExtraction() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples")
        let files = (FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty)
        var reused = 0
        for (index, file) in files.enumerated() {
            reused += check(try String(contentsOf: file, encoding: .utf8), seed: UInt64(index + 1), count: 120)
        }
        // Most keystrokes leave most functions as they were.
        XCTAssertGreaterThan(reused, 100)
    }

    func testAnEditReusesTheOtherFunctions() {
        let text = """
            final class Screen: UIViewController {
                func one() {
                    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    present(alert, animated: true)
                }
                func two() {
                    let alert = UIAlertController(title: "Sync Failed", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """
        var memo = ExtractionMemo()
        let first = SourceText(text)
        _ = SiteExtractor.extract(from: Tokenizer.tokenize(first), in: first, memo: &memo)
        XCTAssertEqual(memo.count, 2)
        let edited = SourceText(text.replacingOccurrences(of: "Delete Photo?", with: "Delete This Photo?"))
        let sites = SiteExtractor.extract(from: Tokenizer.tokenize(edited), in: edited, memo: &memo)
        XCTAssertEqual("\(sites)", fresh(edited))
        XCTAssertEqual(sites[1].title?.text, "Sync Failed")
        XCTAssertEqual(edited.text(sites[1].title?.range ?? ByteRange(0, 0)), "\"Sync Failed\"")
        XCTAssertEqual(memo.count, 2)
        XCTAssertEqual(memo.reused, 1)
    }

    func testABodyShowingAMemberIsReadAgainWhenTheMemberChangesElsewhere() {
        let text = """
            struct ArticleView: View {
                @State private var alertTitle = ""
                var body: some View {
                    Text("Article").alert(alertTitle, isPresented: .constant(true)) { Button("OK") {} }
                }
                func failed() {
                    alertTitle = "Unable to Load"
                }
            }
            """
        var memo = ExtractionMemo()
        let first = SourceText(text)
        _ = SiteExtractor.extract(from: Tokenizer.tokenize(first), in: first, memo: &memo)
        for replacement in ["Unable to Open the Article", "Load", "error.localizedDescription"] {
            let edited = SourceText(
                text.replacingOccurrences(of: "\"Unable to Load\"", with: replacement.contains(".") ? replacement : "\"\(replacement)\""))
            let sites = SiteExtractor.extract(from: Tokenizer.tokenize(edited), in: edited, memo: &memo)
            XCTAssertEqual("\(sites)", fresh(edited), replacement)
            XCTAssertEqual(sites.first?.title?.text, replacement.contains(".") ? nil : replacement)
        }
    }
}
