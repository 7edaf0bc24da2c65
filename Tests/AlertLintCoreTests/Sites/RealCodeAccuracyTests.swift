import XCTest

@testable import AlertLintCore

/// Shapes found in real apps' code that the extractor used to misread.
final class RealCodeAccuracyTests: XCTestCase {
    /// A local holding copy is followed: a `let`, a `var` assigned once, a `var` assigned in a
    /// branch (either value), and not a `var` once it is assigned something the engine cannot read.
    func testLocalsHoldingCopyAreFollowed() {
        let sites = ExtractedSites(
            """
            func confirm(reason: String) {
                let t = "Delete " + "Account"
                var m = "It can't be undone."
                var b = NSLocalizedString("Delete", comment: "")
                if isShared { b = "Delete Everywhere" }
                var c = "Cancel"
                c = reason
                let a = UIAlertController(title: t, message: m, preferredStyle: .alert)
                a.addAction(UIAlertAction(title: c, style: .cancel))
                a.addAction(UIAlertAction(title: b, style: .destructive))
                present(a, animated: true)
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "Delete Account")
        XCTAssertEqual(sites.text(sites[0].title?.range), "t")
        XCTAssertEqual(sites[0].title?.literals.count, 2)
        XCTAssertEqual(sites[0].message?.text, "It can't be undone.")
        XCTAssertNotNil(sites[0].actions[0].title)
        XCTAssertNil(sites[0].actions[0].title?.text)
        XCTAssertEqual(sites[0].actions[1].title?.alternatives.map(\.text), ["Delete", "Delete Everywhere"])
    }

    func testConstantDoesNotLeakOutOfItsScopeOrPastAShadow() {
        let sites = ExtractedSites(
            """
            func one() { let t = "Delete Account" }
            func two(t: String) {
                let a = UIAlertController(title: t, message: nil, preferredStyle: .alert)
            }
            func three() {
                let t = "Delete"
                let t2 = t
                if true { let t = name(); let b = UIAlertController(title: t, message: nil, preferredStyle: .alert) }
            }
            """)
        XCTAssertEqual(sites.count, 2)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertNil(sites[1].title?.text)
    }

    func testDeferredAssignmentInBranchesGetsTheActions() {
        let sites = ExtractedSites(
            """
            func f(x: Bool) {
                let a: UIAlertController
                if x {
                    a = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                } else {
                    a = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
                }
                a.addAction(UIAlertAction(title: "OK", style: .default))
                present(a, animated: true)
            }
            """)
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        XCTAssertEqual(sites.actionTitles(1), ["OK"])
    }

    func testChainedBuilderMakesTheListIncomplete() {
        let sites = ExtractedSites(
            """
            func f() {
                UIAlertController(title: "Delete items?", message: nil, preferredStyle: .alert)
                    .action(title: "Cancel", style: .cancel)
                    .present(on: self)
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testSelfInitInConvenienceInitializerIsASite() {
        let sites = ExtractedSites(
            """
            extension UIAlertController {
                convenience init(deleteAction: @escaping (UIAlertAction) -> Void) {
                    self.init(title: "Delete Downloads?", message: nil, preferredStyle: .alert)
                    addAction(UIAlertAction(title: "Delete", style: .destructive, handler: deleteAction))
                    self.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                }
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].framework, .uikit)
        XCTAssertEqual(sites[0].title?.text, "Delete Downloads?")
        XCTAssertEqual(sites.actionTitles(0), ["Delete", "Cancel"])
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel])
        XCTAssertFalse(sites[0].actionsComplete)
        XCTAssertTrue(sites[0].isHandedOff)
        XCTAssertEqual(sites[0].enclosingFunction, "init(deleteAction:)")
    }

    func testSelfInitInStaticFactoryIsHandedOff() {
        let sites = ExtractedSites(
            """
            extension UIAlertController {
                static func deleteConfirmation() -> UIAlertController {
                    let alert = self.init(title: "Delete?", message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    return alert
                }
            }
            class Other { convenience init() { self.init(title: "Not an alert") } }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].kind, .actionSheet)
        XCTAssertEqual(sites.actionTitles(0), ["Delete"])
        XCTAssertTrue(sites[0].isHandedOff)
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testCustomAlertTypeIsNotSwiftUI() {
        let sites = ExtractedSites(
            """
            func f() -> Alert {
                Alert(title: "Error", message: "Failed.", alertActions: [AlertAction(title: "OK", style: .cancel)])
            }
            func g() -> Alert { Alert(title: Text("Error"), message: Text("Failed."), actions: []) }
            func h() -> Alert { Alert(title: Text("Saved"), dismissButton: .default(Text("Done"))) }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "Saved")
    }

    func testNSAlertConvenienceInitHasUnknownCopy() {
        let sites = ExtractedSites(
            """
            func f() { let alert = NSAlert(messageText: "Can’t Open File", informativeText: "Damaged."); alert.runModal() }
            func g() { let alert = NSAlert(); alert.runModal() }
            """)
        XCTAssertEqual(sites.count, 2)
        XCTAssertNotNil(sites[0].title)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertNotNil(sites[0].message)
        XCTAssertNil(sites[1].title)
    }

    func testComputedPreferredStyleLeavesTheKindUnknown() {
        let sites = ExtractedSites(
            """
            func f(s: UIAlertController.Style) {
                let a = UIAlertController(title: "A", message: nil, preferredStyle: s)
                let b = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
                let c = UIAlertController(title: "C", message: nil, preferredStyle: .actionSheet)
            }
            """)
        XCTAssertEqual(sites.sites.map(\.kindIsKnown), [false, true, true])
        XCTAssertEqual(sites.sites.map(\.kind), [.alert, .alert, .actionSheet])
    }

    func testSwiftUIAlertWithoutButtonsHasTheSystemOK() {
        let sites = ExtractedSites(
            """
            func f() -> Alert { Alert(title: Text("Saved"), message: Text("Your changes were saved.")) }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        XCTAssertEqual(sites.roles(0), [.default])
        XCTAssertTrue(sites[0].actions[0].hasSystemTitle)
        XCTAssertNil(sites[0].actions[0].title)
        XCTAssertTrue(sites[0].actionsComplete)
    }

    func testButtonInAVariableKeepsItsPlace() {
        let sites = ExtractedSites(
            """
            func f(b: Alert.Button) -> Alert {
                Alert(title: Text("Remove Item?"), message: nil, primaryButton: b, secondaryButton: .cancel())
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["?", "Cancel"])
        XCTAssertEqual(sites.text(sites[0].actions[0].range), "b")
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testAppKitButtonTitledCancelIsTheCancelButton() {
        let sites = ExtractedSites(
            """
            func f() {
                let a = NSAlert()
                a.messageText = "Delete Feed?"
                a.addButton(withTitle: "Delete")
                a.addButton(withTitle: "Cancel")
                let keep = a.addButton(withTitle: "Cancel")
                keep.keyEquivalent = "\\r"
                a.runModal()
            }
            """)
        XCTAssertEqual(sites.roles(0), [.default, .cancel, .default])
    }

    func testExplicitActionsLabelWithOneLineButtonsIsComplete() {
        let sites = ExtractedSites(
            """
            struct V: View {
                var body: some View {
                    Text("x").confirmationDialog("Delete Photo?", isPresented: $p, actions: { Button("Delete", role: .destructive) {}; Button("Cancel", role: .cancel) {} })
                }
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["Delete", "Cancel"])
        XCTAssertTrue(sites[0].actionsComplete)
    }

    func testTextWithTableNameIsALocalizationKey() {
        let sites = ExtractedSites(
            """
            struct V: View {
                var body: some View {
                    Text("x").alert(Text("ERROR_TITLE", tableName: "Errors"), isPresented: $p) {
                        Button("OK") {}
                    }
                }
            }
            """)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "ERROR_TITLE")
        XCTAssertEqual(sites[0].title?.isLocalized, true)
    }
}
