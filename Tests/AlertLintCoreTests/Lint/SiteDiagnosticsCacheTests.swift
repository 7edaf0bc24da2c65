import XCTest

@testable import AlertLintCore

/// Linting through a cache must find exactly what a fresh lint finds, whatever the edit.
final class SiteDiagnosticsCacheTests: XCTestCase {
    private let file = """
        import UIKit

        final class Screen: UIViewController {
            func confirm() {
                let title = "remove download"
                let alert = UIAlertController(title: title, message: "you can download it again", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Ok", style: .default))
                alert.addAction(UIAlertAction(title: "cancel", style: .default))
                present(alert, animated: true)
            }

            func other() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete", style: .default))
                present(sheet, animated: true)
            }
        }

        """

    /// Lints `edits` in turn through one cache and checks each against a fresh lint.
    private func assertMatchesFreshLint(
        _ texts: [String], linters: [Linter]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        var cache = SiteDiagnosticsCache()
        for (index, text) in texts.enumerated() {
            let linter = linters?[index] ?? Linter()
            let source = SourceText(text)
            let cached = linter.lint(source, cache: &cache)
            let fresh = linter.lint(source)
            XCTAssertEqual(cached.diagnostics, fresh.diagnostics, "edit \(index)", file: file, line: line)
            XCTAssertEqual(cached.problems, fresh.problems, "edit \(index)", file: file, line: line)
            XCTAssertEqual(cached.sites.count, fresh.sites.count, "edit \(index)", file: file, line: line)
        }
    }

    func testUnchangedSitesAreReusedAndShifted() {
        let linter = Linter()
        var cache = SiteDiagnosticsCache()
        let first = linter.lint(SourceText(file), cache: &cache)
        XCTAssertFalse(first.diagnostics.isEmpty)
        XCTAssertEqual(cache.count, 2)
        let moved = "// a new first line\n" + file
        let second = linter.lint(SourceText(moved), cache: &cache)
        XCTAssertEqual(second.diagnostics, linter.lint(SourceText(moved)).diagnostics)
        XCTAssertEqual(second.diagnostics.count, first.diagnostics.count)
        XCTAssertEqual(second.diagnostics.first?.range.start, (first.diagnostics.first?.range.start ?? 0) + 20)
    }

    func testEditsInsideAndAroundSites() {
        assertMatchesFreshLint([
            file,
            file.replacingOccurrences(of: "\"Ok\"", with: "\"Remove\""),
            file.replacingOccurrences(of: "\"remove download\"", with: "\"Remove Download?\""),
            file.replacingOccurrences(of: "present(sheet, animated: true)", with: "return sheet"),
            file.replacingOccurrences(of: "func other() {", with: "func other() {\n        "),
            file,
        ])
    }

    /// A reused function's findings are reused whole only when its sites' lines lie inside it: a
    /// site on the function's first line also reads the bytes before `func` (here the indent that
    /// the Cancel fix copies), which an edit can change while the function's own bytes stay.
    func testAFunctionsFindingsAreReusedOnlyWhenItsSitesLinesLieInsideIt() {
        let oneLine = """
            final class Screen: UIViewController {
            func other() { let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet); sheet.addAction(UIAlertAction(title: "Delete", style: .destructive)); present(sheet, animated: true) }
            }

            """
        let indented = oneLine.replacingOccurrences(of: "\nfunc other", with: "\n        func other")
        assertMatchesFreshLint([oneLine, indented, oneLine])
    }

    func testRandomKeystrokesMatchAFreshLint() {
        let pieces = ["\"", "Delete", "?", " ", "\n", "//", "/*", "*/", "(", ")", "{", "}", ".cancel", "中"]
        var texts = [file]
        var bytes = Array(file.utf8)
        var state: UInt64 = 42
        for _ in 0..<150 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let offset = Int((state >> 33) % UInt64(bytes.count + 1))
            let removed = min(Int((state >> 20) % 4), bytes.count - offset)
            bytes.replaceSubrange(offset..<(offset + removed), with: Array(pieces[Int((state >> 8) % UInt64(pieces.count))].utf8))
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        assertMatchesFreshLint(texts)
    }

    func testAppKitAlertsWhoseResponseIsReadDifferentlyAreNotConfused() {
        // Found by the engine fuzzer: two alerts with the same lines, where only the code after
        // them decides whether the reorder fix can be offered.
        let alert = """
                    let alert = NSAlert()
                    alert.messageText = "Replace the file?"
                    alert.addButton(withTitle: "Cancel")
                    alert.addButton(withTitle: "Replace")
            """
        let text = """
            final class Export {
                func confirm() -> Bool {
            \(alert)
                    return alert.runModal() == .alertSecondButtonReturn
                }
            }
            final class Import {
                func confirm() -> Int {
            \(alert)
                    return alert.runModal().rawValue
                }
            }

            """
        assertMatchesFreshLint([text, text.replacingOccurrences(of: "class Export", with: "class Exporter")])
    }

    func testSuppressionCommentsStillApply() {
        let suppressed = file.replacingOccurrences(
            of: "        alert.addAction(UIAlertAction(title: \"Ok\"",
            with: "        // alertlint:disable:next ok-specific, button-case\n        alert.addAction(UIAlertAction(title: \"Ok\"")
        assertMatchesFreshLint([file, suppressed, file])
    }

    func testConfigurationChangeIsNotServedStaleFindings() {
        var quiet = LintConfiguration()
        quiet.disabled = ["button-case", "ok-specific"]
        var strict = LintConfiguration()
        strict.severities = ["button-case": .error]
        assertMatchesFreshLint(
            [file, file, file, file],
            linters: [Linter(), Linter(configuration: quiet), Linter(configuration: strict), Linter()])
    }
}
