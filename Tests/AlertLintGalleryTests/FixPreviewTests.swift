import AlertLintCore
import XCTest

@testable import AlertLintGallery

final class FixPreviewTests: XCTestCase {
    private func previews(_ code: String, rule: String) -> [FixPreview] {
        let source = SourceText(code)
        let result = Linter().lint(source)
        guard let site = result.sites.first else { return [] }
        return result.diagnostics.filter { $0.ruleID == rule }.flatMap(\.fixes).compactMap { FixPreview($0, site: site, source: source) }
    }

    func testAFixInsideALiteralShowsTheCopyBeforeAndAfter() {
        let code = """
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """
        XCTAssertEqual(previews(code, rule: "ok-specific"), [FixPreview(before: "OK", after: "Delete", isCopy: true)])
    }

    func testAFixOutsideTheCopyShowsTheLinesItChanges() {
        let code = """
            func confirm() {
                let alert = UIAlertController(title: "Sign Out of iCloud?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .default))
            }
            """
        guard let preview = previews(code, rule: "destructive-style").first else { return XCTFail("no fix") }
        XCTAssertFalse(preview.isCopy)
        XCTAssertEqual(preview.before, #"alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .default))"#)
        XCTAssertEqual(preview.after, #"alert.addAction(UIAlertAction(title: "Delete Local Copies", style: .destructive))"#)
    }

    func testLongPreviewsAreCutAndDedented() {
        let lines = (1...20).map { "        line\($0)" }.joined(separator: "\n")
        let dedented = FixPreview.dedented(lines)
        XCTAssertTrue(dedented.hasPrefix("line1\nline2"), dedented)
        XCTAssertEqual(dedented.split(separator: "\n").count, FixPreview.lineLimit)
        XCTAssertTrue(dedented.hasSuffix("…"))
        XCTAssertNil(FixPreview.unquoted(#""a" + "b""#))
        XCTAssertEqual(FixPreview.unquoted(#""Sign Out""#), "Sign Out")
    }
}
