import XCTest

@testable import AlertLintCore

final class OnScreenLayoutTests: XCTestCase {
    /// The titles of a layout's buttons in on-screen order, `|` between the main group and the
    /// buttons drawn apart, `*` on the emphasized one.
    private func drawn(_ code: String, on platform: OnScreenLayout.Platform, stacked: Bool = false) -> String {
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1, code)
        let site = sites[0]
        var layout = OnScreenLayout.layout(site, on: platform)
        if stacked { layout = layout.stacked(site) }
        func names(_ buttons: [OnScreenLayout.Button]) -> String {
            buttons.map { (site.actions[$0.index].displayText ?? "?") + ($0.isEmphasized ? "*" : "") }.joined(separator: " ")
        }
        let main = "\(layout.presentation.rawValue) \(layout.arrangement.rawValue): \(names(layout.buttons))"
        return layout.apart.isEmpty ? main : main + " | " + names(layout.apart)
    }

    private let uikitAlert = """
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        """

    func testIOSRowPutsCancelAtTheLeadingEndAndBoldsItWithoutAPreferredAction() {
        XCTAssertEqual(drawn(uikitAlert, on: .iOS), "alert row: Cancel* Delete")
    }

    func testIOSStackPutsCancelAtTheBottomAndBoldsThePreferredAction() {
        let code = """
            let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default)
            alert.addAction(save)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
            alert.preferredAction = save
            """
        XCTAssertEqual(drawn(code, on: .iOS), "alert stack: Save* Discard Cancel")
    }

    func testARowThatDoesNotFitStacksWithCancelAtTheBottom() {
        XCTAssertEqual(drawn(uikitAlert, on: .iOS, stacked: true), "alert stack: Delete Cancel*")
    }

    func testIPhoneActionSheetSetsCancelApartAndIPadOmitsIt() {
        let code = """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            """
        XCTAssertEqual(drawn(code, on: .iOS), "sheet stack: Share Delete | Cancel*")
        XCTAssertEqual(drawn(code, on: .iPadOS), "popover stack: Share Delete")
        let site = ExtractedSites(code)[0]
        XCTAssertEqual(OnScreenLayout.layout(site, on: .iPadOS).omitted, [0])
        XCTAssertEqual(OnScreenLayout.platforms(for: site), [.iOS, .iPadOS])
    }

    func testNSAlertRowPutsTheFirstButtonAddedAtTheTrailingEndAsTheDefault() {
        let code = """
            let alert = NSAlert()
            alert.messageText = "Replace the file?"
            alert.addButton(withTitle: "Replace")
            alert.addButton(withTitle: "Cancel")
            """
        XCTAssertEqual(drawn(code, on: .macOS), "alert row: Cancel Replace*")
        XCTAssertEqual(drawn(code, on: .macOS, stacked: true), "alert stack: Replace* | Cancel")
    }

    func testNSAlertStackKeepsTheOrderAddedWithCancelApartAtTheBottom() {
        let code = """
            let alert = NSAlert()
            alert.messageText = "Save changes?"
            alert.addButton(withTitle: "Save")
            alert.addButton(withTitle: "Cancel")
            alert.addButton(withTitle: "Don't Save")
            """
        XCTAssertEqual(drawn(code, on: .macOS), "alert stack: Save* Don't Save | Cancel")
        let site = ExtractedSites(code)[0]
        XCTAssertFalse(OnScreenLayout.layout(site, on: .macOS).isList)
    }

    func testNSAlertWithFourButtonsIsAListAndReturnMovesTheDefault() {
        let code = """
            let alert = NSAlert()
            alert.messageText = "Print Size"
            alert.addButton(withTitle: "Small")
            alert.addButton(withTitle: "Medium")
            alert.addButton(withTitle: "Large")
            alert.addButton(withTitle: "Poster")
            alert.buttons[2].keyEquivalent = "\\r"
            """
        XCTAssertEqual(drawn(code, on: .macOS), "alert stack: Small Medium Large* Poster")
        XCTAssertTrue(OnScreenLayout.layout(ExtractedSites(code)[0], on: .macOS).isList)
    }

    func testSwiftUIAlertIsDrawnOnIOSAndMacOS() {
        let code = """
            Text("Trash")
                .alert("Empty Trash?", isPresented: $showing) {
                    Button("Cancel", role: .cancel) { }
                    Button("Empty Trash", role: .destructive) { }
                }
            """
        let site = ExtractedSites(code)[0]
        XCTAssertEqual(OnScreenLayout.platforms(for: site), [.iOS, .macOS])
        XCTAssertEqual(drawn(code, on: .iOS), "alert row: Cancel* Empty Trash")
        // No default marked: the first button that is not Cancel, at the trailing end.
        XCTAssertEqual(drawn(code, on: .macOS), "alert row: Cancel Empty Trash*")
        XCTAssertEqual(drawn(code, on: .macOS, stacked: true), "alert stack: Empty Trash* | Cancel")
    }

    func testSwiftUIConfirmationDialogOnEveryPlatform() {
        let code = """
            Text("Photo")
                .confirmationDialog("Photo", isPresented: $showing) {
                    Button("Share") { }
                    Button("Delete", role: .destructive) { }
                    Button("Cancel", role: .cancel) { }
                }
            """
        let site = ExtractedSites(code)[0]
        XCTAssertEqual(OnScreenLayout.platforms(for: site), [.iOS, .iPadOS, .macOS])
        XCTAssertEqual(drawn(code, on: .iOS), "sheet stack: Share Delete | Cancel*")
        XCTAssertEqual(drawn(code, on: .iPadOS), "popover stack: Share Delete")
        XCTAssertEqual(drawn(code, on: .macOS), "alert stack: Share* Delete | Cancel")
    }

    func testShownListsEveryVisibleButtonOnceInOnScreenOrder() {
        let code = """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            """
        let site = ExtractedSites(code)[0]
        for platform in OnScreenLayout.platforms(for: site) {
            let layout = OnScreenLayout.layout(site, on: platform)
            let indexes = layout.shown.map(\.index) + layout.omitted
            XCTAssertEqual(indexes.sorted(), Array(site.actions.indices), "\(platform)")
        }
        XCTAssertEqual(OnScreenLayout.layout(site, on: .iOS).shown.map(\.index), [1, 0])
    }
}
