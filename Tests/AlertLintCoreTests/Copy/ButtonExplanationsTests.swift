import XCTest

@testable import AlertLintCore

final class ButtonExplanationsTests: XCTestCase {
    private func fixed(_ message: String, _ titles: [String] = []) -> String {
        let found = Copy.buttonExplanations(message, buttonTitles: titles)
        return Copy.applying(found.flatMap(\.edits), to: message)
    }

    func testEnglishPointingVerbsBecomeChoose() {
        XCTAssertEqual(fixed("Tap OK to continue."), "Choose OK to continue.")
        XCTAssertEqual(fixed("To save, click Settings."), "To save, choose Settings.")
        XCTAssertEqual(fixed("Press Delete to remove it."), "Choose Delete to remove it.")
        XCTAssertEqual(fixed("Tap on “Allow” below."), "Choose Allow below.")
        XCTAssertEqual(fixed("TAP “OK”"), "CHOOSE OK")
        XCTAssertEqual(fixed("Then select Erase \u{FFFC}."), "Then choose Erase \u{FFFC}.")
    }

    func testPhrasesThatDoNotNameAButtonAreLeft() {
        for message in [
            "Select a photo to share.", "Press and hold to record.", "Use Touch ID to unlock.",
            "Click here for help.", "Tap", "Choose OK to continue.", "",
        ] {
            XCTAssertEqual(Copy.buttonExplanations(message, buttonTitles: []), [], message)
        }
    }

    /// With every button known, a capitalized word that starts none of their titles names a
    /// setting or a product, not a button; with buttons unknown it may be one.
    func testACapitalizedWordNoButtonStartsWithIsNoButtonWhenAllAreKnown() {
        let message = "For Multi-Hop connection you must select WireGuard or OpenVPN protocol."
        XCTAssertEqual(Copy.buttonExplanations(message, buttonTitles: ["OK"], titlesAreAll: true), [])
        XCTAssertEqual(Copy.buttonExplanations(message, buttonTitles: ["OK"]).count, 1)
        let pointing = Copy.buttonExplanations(
            "Tap Open Settings to turn it on.", buttonTitles: ["Open Settings", "Cancel"], titlesAreAll: true)
        XCTAssertEqual(pointing.map(\.phrase), ["Tap Open"])
    }

    func testKnownLowercaseTitleCounts() {
        XCTAssertEqual(Copy.buttonExplanations("Tap retry later.", buttonTitles: ["Retry"]).count, 1)
    }

    func testGerundsNameAButtonOnlyByItsTitle() {
        XCTAssertEqual(
            fixed("Tapping confirm will reset Loop and quit the app.", ["Confirm", "Cancel"]),
            "Choosing Confirm will reset Loop and quit the app.")
        // A menu item elsewhere, quoted, is no button of this alert.
        XCTAssertEqual(
            Copy.buttonExplanations("Find them by pressing “View Incompatible Save States” in the options menu.", buttonTitles: ["OK"]), [])
    }

    func testAButtonPointedAtByItsPlaceIsReportedWithNoRewrite() {
        let found = Copy.buttonExplanations("Wait a few minutes, or tap the button below to learn more.", buttonTitles: ["Learn More"])
        XCTAssertEqual(found.map(\.phrase), ["tap the button below"])
        XCTAssertEqual(found.first?.edits, [])
        XCTAssertEqual(
            Copy.buttonExplanations("Tap the Settings button to turn it on.", buttonTitles: ["Settings"]).map(\.phrase),
            ["Tap the Settings button"])
        // A device's own button is no alert button.
        XCTAssertEqual(Copy.buttonExplanations("Press the button on the back of the sensor.", buttonTitles: ["Pair"]), [])
    }

    func testQuotedButtonTitlesLoseTheirQuotes() {
        XCTAssertEqual(fixed("The “Delete” button removes it.", ["Delete"]), "The Delete button removes it.")
        XCTAssertEqual(fixed("Use \"Save\" first.", ["Save"]), "Use Save first.")
        XCTAssertEqual(fixed("The “Notes” app is open.", ["Delete"]), "The “Notes” app is open.")
    }

    func testChinese() {
        XCTAssertEqual(fixed("点击“设置”以打开定位服务。"), "选择设置以打开定位服务。")
        XCTAssertEqual(fixed("请轻点「删除」。"), "请选择删除。")
        XCTAssertEqual(fixed("点按好继续。", ["好"]), "选择好继续。")
        XCTAssertEqual(fixed("点击此处了解更多。"), "点击此处了解更多。")
        XCTAssertEqual(fixed("使用“设置”更改。", ["设置"]), "使用设置更改。")
    }

    func testReportsPhraseAndRange() {
        let found = Copy.buttonExplanations("Tap OK to continue.", buttonTitles: ["OK"])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.phrase, "Tap OK")
        XCTAssertEqual(found.first?.range, 0..<6)
        XCTAssertEqual(found.first?.rewritten, "Choose OK")
        XCTAssertEqual(Copy.buttonExplanations("请点按「删除」。", buttonTitles: []).first?.rewritten, "选择删除")
    }

    func testFixIsIdempotent() {
        for message in ["Tap OK to continue.", "点击“设置”以打开。", "Click “Delete”."] {
            let once = fixed(message, ["OK", "设置", "Delete"])
            XCTAssertEqual(fixed(once, ["OK", "设置", "Delete"]), once)
        }
    }
}
