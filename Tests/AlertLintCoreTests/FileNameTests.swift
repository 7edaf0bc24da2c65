import XCTest

@testable import AlertLintCore

/// The last `/` of a path, found backwards over its bytes, is the one the generic search finds.
final class FileNameTests: XCTestCase {
    func testLastSlashAgreesWithTheGenericSearch() {
        let paths = [
            "", "/", "//", "a", "a/", "/a", "App/Photo.swift", "./App/Views/Photo.swift", "/tmp/x/y.strings",
            "Ré/sumé.swift", "日本/語/ファイル.swift", "a/\u{301}b", "no slash at all é", "trailing/slash/",
        ]
        for path in paths {
            XCTAssertEqual(FileName.lastSlash(in: path), path.utf8.lastIndex(of: UInt8(ascii: "/")), path)
        }
        XCTAssertEqual(FileName.of("App/Views/Photo.swift"), "Photo.swift")
        XCTAssertEqual(FileName.of("Photo.swift"), "Photo.swift")
        XCTAssertEqual(FileName.of("App/"), "")
        XCTAssertEqual(FileName.of("日本/語/ファイル.swift"), "ファイル.swift")
    }
}
