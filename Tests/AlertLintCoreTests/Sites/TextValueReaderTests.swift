import XCTest

@testable import AlertLintCore

/// Copy reading, through the title of a `UIAlertController` (UIKit) or an `.alert` (SwiftUI).
final class TextValueReaderTests: XCTestCase {
    private func title(_ expression: String) -> (TextValue?, ExtractedSites) {
        let sites = ExtractedSites("let a = UIAlertController(title: \(expression), message: nil, preferredStyle: .alert)")
        return (sites.sites.first?.title, sites)
    }

    private func swiftUITitle(_ expression: String) -> TextValue? {
        ExtractedSites("v.alert(\(expression), isPresented: $x) { Button(\"OK\") {} }").sites.first?.title
    }

    func testLiterals() {
        XCTAssertEqual(title(#""Delete?""#).0?.text, "Delete?")
        XCTAssertEqual(title(#""""#).0?.text, "")
        XCTAssertEqual(title(##"#"Say "hi""#"##).0?.text, #"Say "hi""#)
        XCTAssertEqual(title("\"\"\"\n    Two\n    lines\n    \"\"\"").0?.text, "Two\nlines")
        XCTAssertEqual(title(#"("Wrapped")"#).0?.text, "Wrapped")
        XCTAssertEqual(title(#""Remove \(count) items?""#).0?.text, "Remove \u{FFFC} items?")
        XCTAssertEqual(title(#""Remove \(count) items?""#).0?.literals.first?.hasInterpolation, true)
    }

    /// A key split into a sum of literals is one key (`NSLocalizedString("… scanning. " + "Please …")`),
    /// its text the literals joined, each literal editable in place.
    func testALocalizedKeyWrittenAsASumOfLiterals() {
        let value = title(#"NSLocalizedString("Camera access is required. " + "Enable it in Settings", comment: "")"#).0
        XCTAssertEqual(value?.text, "Camera access is required. Enable it in Settings")
        XCTAssertEqual(value?.localizationKey, "Camera access is required. Enable it in Settings")
        XCTAssertEqual(value?.literals.count, 2)
        let withValue = title(#"NSLocalizedString("k", value: "Can't " + "save", comment: "")"#).0
        XCTAssertEqual(withValue?.text, "Can't save")
        XCTAssertEqual(withValue?.localizationKey, "k")
        // A sum with anything but literals stays unknown.
        XCTAssertNil(title(#"NSLocalizedString("Unable to " + verb, comment: "")"#).0?.text)
    }

    func testNilAndMissing() {
        let (value, sites) = title("nil")
        XCTAssertNil(value)
        XCTAssertEqual(sites.count, 1)
        XCTAssertNil(ExtractedSites("let a = UIAlertController()").sites.first?.title)
    }

    func testConcatenation() {
        let (value, sites) = title(#""Can’t " + "Connect""#)
        XCTAssertEqual(value?.text, "Can’t Connect")
        XCTAssertEqual(value?.literals.count, 2)
        XCTAssertEqual(sites.text(value?.range), #""Can’t " + "Connect""#)
        XCTAssertNil(title(#""Hello " + name"#).0?.text)
        XCTAssertNil(title(#""Hello " +"#).0?.text)
    }

    func testLocalizationCalls() {
        let key = title(#"NSLocalizedString("alert.title", comment: "")"#).0
        XCTAssertEqual(key?.text, "alert.title")
        XCTAssertEqual(key?.isLocalized, true)
        let full = title(#"NSLocalizedString("k", tableName: "Alerts", bundle: .main, value: "Quit App?", comment: "")"#).0
        XCTAssertEqual(full?.text, "Quit App?")
        XCTAssertEqual(title(#"String(localized: "Quit App?")"#).0?.text, "Quit App?")
        XCTAssertEqual(title(#"String(localized: "quit.title", defaultValue: "Quit App?")"#).0?.text, "Quit App?")
        XCTAssertEqual(title(#"String(localized: "quit.title", defaultValue: "Quit App?")"#).0?.isLocalized, true)
        // The format is the text; `%@` and `%ld` are values filled in.
        let format = title(#"String(format: NSLocalizedString("n.items", comment: ""), n)"#).0
        XCTAssertEqual(format?.localization?.key, "n.items")
        XCTAssertEqual(title(#"String.localizedStringWithFormat("Delete %ld photos?", n)"#).0?.text, "Delete %ld photos?")
        XCTAssertEqual(title(#"LocalizedStringKey("Quit")"#).0?.isLocalized, true)
    }

    func testUnknownExpressionsKeepTheirRange() {
        for expression in ["name", "item.title", "makeTitle()", "L10n.Alert.title"] {
            let (value, sites) = title(expression)
            XCTAssertNotNil(value, expression)
            XCTAssertNil(value?.text, expression)
            XCTAssertEqual(sites.text(value?.range), expression)
        }
    }

    /// Both branches of a ternary, each with its own range; an app's `.localized` member keeps its
    /// key for the workspace to resolve.
    func testTernariesAndLocalizingMembers() {
        let (choice, sites) = title(#"isEditing ? "Discard Edits" : (isNew ? "Discard" : name)"#)
        XCTAssertEqual(choice?.alternatives.map(\.text), ["Discard Edits", "Discard", nil])
        XCTAssertEqual(choice?.alternatives.map { sites.text($0.range) }, [#""Discard Edits""#, #""Discard""#, "name"])
        let member = title(#""alert.title".localized"#).0
        XCTAssertEqual(member?.localizingMember, "localized")
        XCTAssertEqual(member?.localization?.key, "alert.title")
    }

    func testSwiftUITitles() {
        XCTAssertEqual(swiftUITitle(#""Plain""#)?.text, "Plain")
        XCTAssertEqual(swiftUITitle(#""Plain""#)?.isLocalized, true)
        XCTAssertEqual(swiftUITitle(#"Text("In Text")"#)?.text, "In Text")
        XCTAssertEqual(swiftUITitle(#"Text(verbatim: "Verbatim")"#)?.isLocalized, false)
        XCTAssertEqual(swiftUITitle(#"Text(LocalizedStringKey("Key"))"#)?.text, "Key")
        XCTAssertEqual(swiftUITitle(#"Text("Bold").bold()"#)?.text, "Bold")
        XCTAssertNil(swiftUITitle(#"Text(model.title)"#)?.text)
        XCTAssertNil(swiftUITitle(#"Text("a").foo + bar"#)?.text)
    }

    func testDeepWrappingStaysUnknownWithoutCrashing() {
        let deep = String(repeating: "Text(", count: 200) + "\"x\"" + String(repeating: ")", count: 200)
        XCTAssertNil(swiftUITitle(deep)?.text)
    }
}
