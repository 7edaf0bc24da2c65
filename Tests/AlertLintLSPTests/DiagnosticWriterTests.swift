import AlertLintCore
import XCTest

@testable import AlertLintLSP

/// The byte writer must send exactly what the `JSONValue` conversion sends.
final class DiagnosticWriterTests: XCTestCase {
    private let code = """
        import UIKit
        func confirm() {
            // “Quotes”, tabs\tand emoji 🎉 before the alert shift UTF-16 columns.
            let alert = UIAlertController(title: "remove \\"download\\"", message: "you can download it again", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Ok", style: .default))
            alert.addAction(UIAlertAction(title: "cancel", style: .default))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Keep", style: .default))
            present(alert, animated: true)
        }
        """

    private func assertSameBytes(_ capabilities: ClientCapabilities, version: Int?, file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceText(code)
        var configuration = LintConfiguration()
        configuration.enabled = Set(RuleCatalog.all.map(\.description.id))
        var diagnostics = Linter(configuration: configuration).lint(source).diagnostics
        // One finding about copy read from a string table.
        diagnostics[1].externalLocation = FileLocation(path: "/tmp/en.lproj/Localizable.strings", line: 3, column: 1)
        diagnostics[1].language = "en"
        XCTAssertGreaterThan(diagnostics.count, 3, file: file, line: line)
        XCTAssertTrue(diagnostics.contains { !$0.fixes.isEmpty }, file: file, line: line)
        XCTAssertTrue(diagnostics.contains { !$0.related.isEmpty }, file: file, line: line)
        let converter = DiagnosticConverter(
            converter: LSPConverter(source: source, encoding: capabilities.positionEncoding),
            uri: "file:///tmp/A%20b.swift", version: version, capabilities: capabilities)
        let expected = RPC.notification(
            "textDocument/publishDiagnostics",
            [
                "uri": .string(converter.uri), "version": .integer(version ?? 0),
                "diagnostics": .array(diagnostics.map(converter.lsp)),
            ]
        ).serializedBytes()
        let written = DiagnosticWriter(converter: converter).notification(
            uri: converter.uri, version: version ?? 0, diagnostics)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self), file: file, line: line)
    }

    func testPlainClient() {
        assertSameBytes(ClientCapabilities(), version: 3)
    }

    func testClientWithEveryDiagnosticFeature() {
        var capabilities = ClientCapabilities()
        capabilities.relatedInformation = true
        capabilities.codeDescription = true
        capabilities.diagnosticData = true
        capabilities.positionEncoding = .utf8
        assertSameBytes(capabilities, version: 12_345_678)
        capabilities.positionEncoding = .utf16
        assertSameBytes(capabilities, version: nil)
    }

    /// Each step edits the text; the publication that copies from the previous one must be the
    /// bytes a fresh one writes, and must copy the diagnostics the edit left alone.
    func testAPublicationCopiedFromThePreviousOneIsTheSameBytesAsAFreshOne() {
        var capabilities = ClientCapabilities()
        capabilities.relatedInformation = true
        capabilities.codeDescription = true
        capabilities.diagnosticData = true
        var configuration = LintConfiguration()
        configuration.enabled = Set(RuleCatalog.all.map(\.description.id))
        let linter = Linter(configuration: configuration)
        let uri = "file:///tmp/A.swift"
        let alert = code.split(separator: "\n").dropFirst().joined(separator: "\n")
        var text =
            "import UIKit\n" + alert.replacingOccurrences(of: "confirm", with: "first") + "\n"
            + alert.replacingOccurrences(of: "confirm", with: "second") + "\n"
        func replacingFirst(_ target: String, with replacement: String) -> (String) -> String {
            { text in text.replacingCharacters(in: text.range(of: target)!, with: replacement) }
        }
        // (what the edit does, the text after it, which of the diagnostics are copied)
        enum Copied { case all, none, onlyThoseTheEditLeftAlone }
        let steps: [(String, (String) -> String, Copied)] = [
            ("spaces typed on a line without diagnostics", replacingFirst("func first", with: "func   first"), .all),
            ("a line added above everything", { "// header\n" + $0 }, .none),
            // Same length: only the words of the findings about it change, not their positions.
            ("a message reworded in the first alert", replacingFirst("it again", with: "it later"), .onlyThoseTheEditLeftAlone),
            ("a title changed in the first alert", replacingFirst("\"Keep\"", with: "\"keep it\""), .onlyThoseTheEditLeftAlone),
            (
                "emoji typed before the first alert's title (UTF-16 columns after it move)",
                replacingFirst("let alert = UIAlertController", with: "let alert = /* 🎉 */ UIAlertController"),
                .onlyThoseTheEditLeftAlone
            ),
        ]
        // As the server lints while typing: findings the cache moves share their strings with the
        // last lint's, which is what lets a publication copy them.
        var cache = SiteDiagnosticsCache()
        func publication(
            _ text: String, version: Int?, reusing previous: PublishedDiagnostics?, cached: Bool = true
        ) -> PublishedDiagnostics {
            let source = SourceText(text)
            let converter = DiagnosticConverter(
                converter: LSPConverter(source: source, encoding: .utf16), uri: uri, version: version, capabilities: capabilities)
            let diagnostics = cached ? linter.lint(source, cache: &cache).diagnostics : linter.lint(source).diagnostics
            return DiagnosticWriter(converter: converter).publication(
                uri: uri, version: version ?? 0, diagnostics, RangePositions(diagnostics, converter: converter), reusing: previous)
        }
        // Versions of different widths, and none, so the copied `data` must take the new digits.
        var previous = publication(text, version: 9, reusing: nil)
        for (index, (name, edit, expected)) in steps.enumerated() {
            text = edit(text)
            let version: Int? = index == 3 ? nil : 10 + index * 1_000
            let copied = publication(text, version: version, reusing: previous)
            let fresh = publication(text, version: version, reusing: nil, cached: false)
            XCTAssertEqual(String(decoding: copied.body, as: UTF8.self), String(decoding: fresh.body, as: UTF8.self), name)
            XCTAssertEqual(fresh.copied, 0, name)
            switch expected {
            case .all: XCTAssertEqual(copied.copied, fresh.entries.count, name)
            case .none: XCTAssertEqual(copied.copied, 0, name)
            case .onlyThoseTheEditLeftAlone:
                // The second alert's findings at least; not the edited ones.
                XCTAssertGreaterThanOrEqual(copied.copied, fresh.entries.count / 2, name)
                XCTAssertLessThan(copied.copied, fresh.entries.count, name)
            }
            previous = copied
        }
    }

    /// Any string a diagnostic writes that differs keeps it from being copied, whatever else stays.
    func testADiagnosticIsCopiedOnlyWhenEveryStringItWritesIsTheSame() {
        var capabilities = ClientCapabilities()
        capabilities.relatedInformation = true
        capabilities.diagnosticData = true
        let source = SourceText("let a = 1\nlet b = 2\n")
        let converter = DiagnosticConverter(
            converter: LSPConverter(source: source, encoding: .utf16), uri: "file:///tmp/B.swift", version: 1, capabilities: capabilities)
        let writer = DiagnosticWriter(converter: converter)
        func publication(_ diagnostic: Diagnostic, reusing previous: PublishedDiagnostics?) -> PublishedDiagnostics {
            writer.publication(
                uri: converter.uri, version: 1, [diagnostic], RangePositions([diagnostic], converter: converter), reusing: previous)
        }
        let original = Diagnostic(
            ruleID: "ok-specific", severity: .warning, range: ByteRange(4, 5), message: "Name it",
            fixes: [Fix(title: "Rename", safety: .unsafe, edits: [TextEdit(ByteRange(4, 5), "x")])],
            related: [RelatedLocation(ByteRange(14, 15), "the other one")])
        let previous = publication(original, reusing: nil)
        XCTAssertEqual(publication(original, reusing: previous).copied, 1)
        var changes: [(String, Diagnostic)] = []
        for (name, change) in [
            ("rule", { (d: inout Diagnostic) in d.ruleID = "ok-spelling" }),
            ("severity", { $0.severity = .error }),
            ("message", { $0.message = "Name it well" }),
            ("related message", { $0.related[0].message = "another one" }),
            ("fix title", { $0.fixes[0].title = "Rename it" }),
            ("fix safety", { $0.fixes[0].safety = .safe }),
            ("replacement", { $0.fixes[0].edits[0].replacement = "y" }),
        ] as [(String, (inout Diagnostic) -> Void)] {
            var changed = original
            change(&changed)
            changes.append((name, changed))
        }
        for (name, changed) in changes {
            let copied = publication(changed, reusing: previous)
            XCTAssertEqual(copied.copied, 0, name)
            XCTAssertEqual(copied.body, publication(changed, reusing: nil).body, name)
        }
    }
}
