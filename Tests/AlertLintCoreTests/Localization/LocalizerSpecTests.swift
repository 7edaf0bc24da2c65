import XCTest

@testable import AlertLintCore

/// Which spelled calls a localizer spec takes as its own.
final class LocalizerSpecTests: XCTestCase {
    func testAnUnqualifiedSpecMatchesTheLastPartAQualifiedOneTheWholeName() {
        let swiftGen = LocalizerSpec.swiftGen
        for name in ["tr", "L10n.tr", "Strings.L10n.tr"] { XCTAssertTrue(swiftGen.matches(name), name) }
        for name in ["", "t", "trx", "L10n.trx", "tr.L10n", "L10n.t", "L10ntr"] { XCTAssertFalse(swiftGen.matches(name), name) }
        let qualified = LocalizerSpec(name: "Strings.localized")
        XCTAssertTrue(qualified.matches("Strings.localized"))
        for name in ["localized", "App.Strings.localized", "Other.localized"] { XCTAssertFalse(qualified.matches(name), name) }
    }

    /// Outside ASCII, names compare as Swift compares strings: a precomposed “é” is the same name
    /// as “e” with a combining accent.
    func testNamesOutsideASCIICompareAsStrings() {
        let spec = LocalizerSpec(name: "r\u{E9}sum\u{E9}")
        XCTAssertTrue(spec.matches("Texte.r\u{E9}sum\u{E9}"))
        XCTAssertTrue(spec.matches("Texte.re\u{301}sume\u{301}"))
        XCTAssertFalse(spec.matches("Texte.resume"))
        XCTAssertTrue(LocalizerSpec(name: "tr").matches("Übersetzung.tr"))
    }
}
