import XCTest

@testable import AlertLintCore

/// Actions added in different arms of one `if` chain never show together; the sites say which
/// arm added each, and the counting rules use it.
final class IfBranchTests: XCTestCase {
    func testUIKitActionsRecordTheirArm() {
        let sites = ExtractedSites(
            """
            func confirm(canUndo: Bool, isShared: Bool) {
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                if canUndo {
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                } else if isShared {
                    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
                } else {
                    alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
                }
                if isShared { alert.addAction(UIAlertAction(title: "Unshare", style: .default)) }
                DispatchQueue.main.async { alert.addAction(UIAlertAction(title: "Later", style: .default)) }
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }
            """)
        let branches = sites[0].actions.map(\.branch)
        XCTAssertEqual(branches.count, 6)
        // One chain, three arms.
        XCTAssertEqual(Set(branches[0...2].compactMap { $0?.chain }).count, 1)
        XCTAssertEqual(Set(branches[0...2].compactMap { $0?.arm }).count, 3)
        // A second `if` is a chain of its own; a closure and the plain statement are no arm.
        XCTAssertNotEqual(branches[3]?.chain, branches[0]?.chain)
        XCTAssertNil(branches[4])
        XCTAssertNil(branches[5])
        // The closure's button may come later or never: not counted as shown with the others.
        XCTAssertEqual(sites[0].actions.map(\.isConditional), [false, false, false, false, true, false])
        XCTAssertEqual(ShownTogether.most(sites[0].actions), 3)
        XCTAssertEqual(ShownTogether.most(sites[0].actions) { $0.role == .cancel }, 1)
        // Surely shown together: the two chains may test conditions that exclude each other.
        XCTAssertEqual(ShownTogether.most(sites[0].actions, surely: true), 2)
    }

    /// An `if`/`else` inside an `if` arm: the inner arms are alternatives too, in UIKit and in a
    /// SwiftUI builder alike (a “Remove from Favorites” / “Mark as Favorite” pair behind a check).
    func testNestedArmsAreAlternativesToo() {
        let sites = ExtractedSites(
            """
            func menu(canFavorite: Bool, isFavorite: Bool) async {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if canFavorite {
                    sheet.addAction(UIAlertAction(title: "Share", style: .default))
                    if await isFavorite {
                        sheet.addAction(UIAlertAction(title: "Remove from Favorites", style: .default))
                    } else {
                        sheet.addAction(UIAlertAction(title: "Mark as Favorite", style: .default))
                    }
                }
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            struct Menu: View {
                var body: some View {
                    Text("Product").confirmationDialog("Product", isPresented: $shown) {
                        if canFavorite {
                            if isFavorite {
                                Button("Remove from Favorites") {}
                            } else {
                                Button("Mark as Favorite") {}
                            }
                        }
                    }
                }
            }
            """)
        XCTAssertEqual(sites[0].actions.map(\.innerBranches.count), [0, 1, 1, 0])
        XCTAssertNotEqual(sites[0].actions[1].innerBranches, sites[0].actions[2].innerBranches)
        XCTAssertEqual(ShownTogether.most(sites[0].actions), 3)
        XCTAssertEqual(sites[1].actions.map(\.innerBranches.count), [1, 1])
        XCTAssertEqual(ShownTogether.most(sites[1].actions), 1)
    }

    /// A `switch` adds one case's buttons: a sheet whose cases add eleven in all shows far fewer,
    /// so sheet-length counts only what every path adds (and the most of one `if` arm).
    func testSwitchCasesAreNotCountedAsShownTogether() {
        let code = """
            func menu(kind: Kind) {
                let sheet = UIAlertController(title: "Layers", message: nil, preferredStyle: .actionSheet)
                switch kind {
                case .a:
                    for title in ["One", "Two", "Three", "Four"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
                    sheet.addAction(UIAlertAction(title: "Five", style: .default))
                    sheet.addAction(UIAlertAction(title: "Six", style: .default))
                    sheet.addAction(UIAlertAction(title: "Seven", style: .default))
                case .b:
                    sheet.addAction(UIAlertAction(title: "Eight", style: .default))
                    sheet.addAction(UIAlertAction(title: "Nine", style: .default))
                    sheet.addAction(UIAlertAction(title: "Ten", style: .default))
                }
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """
        XCTAssertEqual(Linter().lint(SourceText(code)).diagnostics.filter { $0.ruleID == SheetLengthRule.id }.count, 0)
        let plain = (1...8).map { "sheet.addAction(UIAlertAction(title: \"Choice \($0)\", style: .default))" }.joined(separator: "\n")
        let long = "let sheet = UIAlertController(title: \"Layers\", message: nil, preferredStyle: .actionSheet)\n" + plain
        XCTAssertEqual(Linter().lint(SourceText(long)).diagnostics.filter { $0.ruleID == SheetLengthRule.id }.count, 1)
    }

    /// A button added only in debug builds or behind a debug gate is a developer's: no copy rule
    /// reads it and it does not count; a negated gate (`if !isDebug`) is the app's own.
    func testDebugOnlyButtonsAreLeftToDevelopers() {
        let code = """
            func clear(_ c: UIViewController) {
                let alert = UIAlertController(title: "Purge Cache?", message: "Tiles download again when needed.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Purge", style: .destructive))
                if isUnderDebugger() {
                    alert.addAction(UIAlertAction(title: "Debug: Low memory", style: .default))
                    alert.addAction(UIAlertAction(title: "Debug: Automatic cache management", style: .default))
                }
                #if DEBUG
                alert.addAction(UIAlertAction(title: "dump state", style: .default))
                #endif
                if !isDebug {
                    alert.addAction(UIAlertAction(title: "send report", style: .default))
                }
                c.present(alert, animated: true)
            }
            """
        let result = Linter().lint(SourceText(code))
        XCTAssertEqual(result.sites.materialized.first?.actions.map(\.isDebugOnly), [false, false, true, true, true, false])
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [ButtonCaseRule.id], result.diagnostics.map(\.message).description)
        XCTAssertTrue(result.diagnostics.first?.message.contains("send report") ?? false)
    }

    func testSwiftUIButtonsRecordTheirArm() {
        let sites = ExtractedSites(
            """
            Text("Book").alert("Book Status", isPresented: $showing) {
                if isRegistered {
                    Button("Cancel", role: .cancel) {}
                    Button("View") {}
                } else {
                    Button("OK", role: .cancel) {}
                }
                Button("Help") {}
            }
            """)
        XCTAssertEqual(sites.actionTitles(0), ["Cancel", "View", "OK", "Help"])
        let branches = sites[0].actions.map(\.branch)
        XCTAssertEqual(branches[0], branches[1])
        XCTAssertNotEqual(branches[0], branches[2])
        XCTAssertEqual(branches[0]?.chain, branches[2]?.chain)
        XCTAssertNil(branches[3])
        XCTAssertEqual(ShownTogether.most(sites[0].actions), 3)
    }

    func testTwoSeparateIfsCanBothAddACancel() {
        let source = SourceText(
            """
            func f(a: Bool, b: Bool) {
                let alert = UIAlertController(title: "Sync Failed", message: nil, preferredStyle: .alert)
                if a { alert.addAction(UIAlertAction(title: "Cancel", style: .cancel)) }
                if b { alert.addAction(UIAlertAction(title: "Close", style: .cancel)) }
            }
            """)
        XCTAssertEqual(Linter().lint(source).diagnostics.filter { $0.ruleID == "multiple-cancel" }.count, 1)
    }
}
