import XCTest

@testable import AlertLintCore

/// The scan that lets a file without alert words skip the extraction pass must never skip a file
/// that builds one.
final class SiteTriggerTests: XCTestCase {
    func testFilesWithoutTriggerWordsHaveNoSites() {
        let code = """
            // let alert = UIAlertController(title: "Commented out", message: nil, preferredStyle: .alert)
            struct Settings { var alertsEnabled = true; let label = "alert" }
            func alerting() { print("UIAlertController") }
            """
        let source = SourceText(code)
        XCTAssertFalse(SiteTriggers.mayContainSite(Tokenizer.tokenize(source).tokens, in: source.bytes, wrapperNames: []))
        XCTAssertEqual(ExtractedSites(code).count, 0)
    }

    func testEveryTriggerWordIsSeen() {
        for word in [
            "alert", "Alert", "NSAlert", "UIAlertView", "ActionSheet", "actionSheet", "UIAlertAction", "UIActionSheet",
            "UIAlertController", "confirmationDialog",
        ] {
            let source = SourceText("x.\(word)(y)")
            XCTAssertTrue(SiteTriggers.mayContainSite(Tokenizer.tokenize(source).tokens, in: source.bytes, wrapperNames: []), word)
        }
    }

    func testAFileWhoseOnlySiteIsAWrapperCallIsNotSkipped() {
        let wrapper = WrapperSpec(name: "Popup.present", titleLabel: "title", actions: [WrapperAction(label: "ok", role: .default)])
        let sites = ExtractedSites(
            #"func f() { Popup.`present`(title: "Sync Failed", ok: "Try Again") }"#, wrappers: [wrapper])
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "Sync Failed")
        XCTAssertEqual(sites.actionTitles(0), ["Try Again"])
    }
}
