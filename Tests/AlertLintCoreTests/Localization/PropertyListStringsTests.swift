import XCTest

@testable import AlertLintCore

/// The byte reader of XML `.strings` gives the entries, texts, locations and problems the scalar
/// reader gave (`ReferencePropertyListStrings`), on inputs made of the pieces XML cares about.
final class PropertyListStringsTests: XCTestCase {
    private let pieces = [
        "<plist>", "</plist>", "<dict>", "</dict>", "<dict/>", "<key>", "</key>", "<string>", "</string>", "<string/>",
        "<integer>1</integer>",
        "<array>", "</array>", "&amp;", "&lt;", "&#x41;", "&#233;", "&#x1F600;", "&bogus;", "&é;", "&", ";", "<![CDATA[", "]]>", "<!--",
        "-->", "<?xml version=\"1.0\"?>", "<!DOCTYPE plist>", "é", "值", "😀", "\n", "\r\n", " ", "\t", "a", "key", "<", ">", "/",
        "<key attr=\"1\">", "</ key>", "&#x0001F600;", "&#00000000065;", "&#xéééééééé;", "&ééééééééé;",
    ]

    private func assertSame(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let read = PropertyListStrings.parse(text, path: "L.strings")
        let reference = ReferencePropertyListStrings.parse(text, path: "L.strings")
        XCTAssertEqual(read.entries, reference.entries, text.debugDescription, file: file, line: line)
        XCTAssertEqual(read.problems, reference.problems, text.debugDescription, file: file, line: line)
    }

    func testSameResultsAsTheScalarReader() {
        for bytes in BiasedSamples.make(pieces, count: 5000, seed: 22, maxPieces: 40) {
            assertSame("<plist><dict>" + String(decoding: bytes, as: UTF8.self))
            assertSame(String(decoding: bytes, as: UTF8.self))
        }
    }

    func testATypicalTable() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<!-- The delete alert -->
            \t<key>alert.delete.title</key>
            \t<string>删除“照片”？ &amp; &#x1F600; &#10;</string>
            \t<key>empty</key>
            \t<string/>
            \t<key>nested</key>
            \t<dict><key>inner</key><string>no</string></dict>
            \t<key>cdata</key>
            \t<string><![CDATA[<b>bold</b> & more]]></string>
            </dict>
            </plist>
            """
        let read = PropertyListStrings.parse(text, path: "L.strings")
        XCTAssertEqual(read.entries.map(\.key), ["alert.delete.title", "empty", "cdata"])
        XCTAssertEqual(read.entries.first?.text, "删除“照片”？ & 😀 \n")
        XCTAssertEqual(read.entries.first?.location, FileLocation(path: "L.strings", line: 6, column: 2))
        XCTAssertEqual(read.entries.last?.text, "<b>bold</b> & more")
        assertSame(text)
    }
}
