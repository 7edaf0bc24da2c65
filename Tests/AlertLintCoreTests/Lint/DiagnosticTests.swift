import XCTest

@testable import AlertLintCore

/// A finding holds its fixes and related locations relative to its start (so moving it is cheap);
/// what it says about them must not depend on that.
final class DiagnosticTests: XCTestCase {
    private let finding = Diagnostic(
        ruleID: "cancel-order", severity: .warning, range: ByteRange(40, 48), message: "Cancel is out of place",
        fixes: [Fix(title: "Move Cancel", safety: .unsafe, edits: [TextEdit(ByteRange(60, 70), ""), TextEdit(ByteRange(10, 10), "x")])],
        related: [RelatedLocation(ByteRange(12, 20), "the other button")])

    func testFixesAndRelatedLocationsReadBackAbsolute() {
        XCTAssertEqual(finding.fixes.first?.edits.map(\.range), [ByteRange(10, 10), ByteRange(60, 70)])
        XCTAssertEqual(finding.related.map(\.range), [ByteRange(12, 20)])
        XCTAssertEqual(finding.relativeFixes.first?.edits.map(\.range), [ByteRange(-30, -30), ByteRange(20, 30)])
        XCTAssertEqual(finding.relativeRelated.map(\.range), [ByteRange(-28, -20)])
    }

    func testSettingTheRangeLeavesFixesAndRelatedLocationsWhereTheyAre() {
        var moved = finding
        moved.range = ByteRange(44, 46)
        XCTAssertEqual(moved.fixes, finding.fixes)
        XCTAssertEqual(moved.related, finding.related)
        XCTAssertNotEqual(moved, finding)
        moved.range = finding.range
        XCTAssertEqual(moved, finding)
    }

    func testShiftingMovesEverything() {
        let shifted = finding.shifted(by: 5)
        XCTAssertEqual(shifted.range, ByteRange(45, 53))
        XCTAssertEqual(shifted.fixes.first?.edits.map(\.range), [ByteRange(15, 15), ByteRange(65, 75)])
        XCTAssertEqual(shifted.related.map(\.range), [ByteRange(17, 25)])
        XCTAssertEqual(shifted.shifted(by: -5), finding)
    }

    func testSettingFixesAndRelatedLocationsTakesThemAbsolute() {
        var changed = finding
        changed.fixes = [Fix(title: "Delete", safety: .safe, edits: [TextEdit(ByteRange(41, 42), "")])]
        changed.related = []
        XCTAssertEqual(changed.fixes.first?.edits.first?.range, ByteRange(41, 42))
        XCTAssertEqual(changed.relativeFixes.first?.edits.first?.range, ByteRange(1, 2))
        XCTAssertTrue(changed.related.isEmpty)
    }
}
