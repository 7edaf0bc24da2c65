import XCTest

@testable import AlertLintCore

final class ConstantIndexTests: XCTestCase {
    private func constants(_ code: String, path: String = "A.swift") -> [String: IndexedConstant] {
        Dictionary(ConstantIndex.constants(in: SourceText(code), path: path).map { ($0.name, $0) }) { first, _ in first }
    }

    func testTypesNestingExtensionsAndForms() {
        let found = constants(
            """
            enum UserText {
                static let deleteTitle = NSLocalizedString("delete.title", value: "Delete Bookmark?", comment: "")
                static let plain: String = "Plain"
                static var computed: String { "Computed" }
                static var getter: String { get { return "Getter" } }
                static let reference = Strings.ok
                static let notCopy = 42
                let instance = "Not static"
                enum Nested {
                    struct Deeper { static let title = "Deep" }
                }
            }
            extension L10n.Settings {
                static func title(_ count: Int) -> String { L10n.tr("Localizable", "settings.title", count, fallback: "Settings") }
                class var legacy: String { "Legacy" }
            }
            struct Generic<T>: Equatable where T: Hashable { static let name = "Generic" }
            """)
        XCTAssertEqual(found["UserText.deleteTitle"]?.text, "Delete Bookmark?")
        XCTAssertEqual(found["UserText.deleteTitle"]?.localization, LocalizedReference(key: "delete.title", hasDefaultValue: true))
        XCTAssertEqual(found["UserText.plain"]?.text, "Plain")
        XCTAssertEqual(found["UserText.computed"]?.text, "Computed")
        XCTAssertEqual(found["UserText.getter"]?.text, "Getter")
        XCTAssertEqual(found["UserText.reference"]?.reference, "Strings.ok")
        XCTAssertNil(found["UserText.notCopy"])
        XCTAssertNil(found["UserText.instance"])
        XCTAssertEqual(found["UserText.Nested.Deeper.title"]?.text, "Deep")
        XCTAssertEqual(found["L10n.Settings.title"]?.text, "Settings")
        XCTAssertEqual(found["L10n.Settings.title"]?.localization?.key, "settings.title")
        XCTAssertEqual(found["L10n.Settings.title"]?.localization?.table, "Localizable")
        XCTAssertEqual(found["L10n.Settings.legacy"]?.text, "Legacy")
        XCTAssertEqual(found["Generic.name"]?.text, "Generic")
        XCTAssertEqual(found["UserText.plain"]?.location, FileLocation(path: "A.swift", line: 3, column: 16))
    }

    /// Columns count scalars: “日本” is two columns, not six bytes; an invalid byte counts one, as
    /// its replacement character does.
    func testLocationColumnsCountScalars() {
        var code = Array("enum T {\n    /* 日本 */ static let title = \"Title\"\n    /* ".utf8)
        code += [0xFF] + Array(" */ static let other = \"Other\"\n}\n".utf8)
        let found = Dictionary(ConstantIndex.constants(in: SourceText(bytes: code), path: "A.swift").map { ($0.name, $0) }) { first, _ in
            first
        }
        XCTAssertEqual(found["T.title"]?.location, FileLocation(path: "A.swift", line: 2, column: 25))
        XCTAssertEqual(found["T.other"]?.location, FileLocation(path: "A.swift", line: 3, column: 24))
    }

    func testUpdatingOneFileReplacesOnlyItsDeclarations() {
        var index = ConstantIndex()
        index.update(
            path: "A.swift", constants: ConstantIndex.constants(in: SourceText("enum A { static let x = \"One\" }"), path: "A.swift"))
        index.update(path: "B.swift", constants: ConstantIndex.constants(in: SourceText("enum B { static let y = A.x }"), path: "B.swift"))
        XCTAssertEqual(index.constant(named: "B.y")?.text, "One")
        index.update(
            path: "A.swift", constants: ConstantIndex.constants(in: SourceText("enum A { static let z = \"Two\" }"), path: "A.swift"))
        XCTAssertNil(index.constant(named: "A.x"))
        XCTAssertEqual(index.constant(named: "A.z")?.text, "Two")
        XCTAssertNil(index.constant(named: "B.y")?.text)
        XCTAssertEqual(index.count, 2)
        index.update(path: "A.swift", constants: [])
        XCTAssertEqual(index.count, 1)
    }

    func testCyclesAndGarbageStayBounded() {
        var index = ConstantIndex()
        index.update(
            path: "C.swift",
            constants: ConstantIndex.constants(
                in: SourceText(
                    """
                    enum C { static let a = C.b; static let b = C.a }
                    enum { static let
                    extension { static func ( -> String {
                    """), path: "C.swift"))
        XCTAssertNil(index.constant(named: "C.a")?.text)
    }
}
