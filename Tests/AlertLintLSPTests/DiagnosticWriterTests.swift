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
}
