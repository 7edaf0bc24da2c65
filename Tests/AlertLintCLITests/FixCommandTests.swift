import XCTest

final class FixCommandTests: XCTestCase {
    static let sloppy = """
        import UIKit

        func confirmDelete(_ controller: UIViewController) {
            let alert = UIAlertController(title: "Delete this photo?", message: "It will be removed from all devices.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Ok", style: .destructive))
            controller.present(alert, animated: true)
        }

        """

    /// `swiftc -frontend -parse` is the compiler's own parser: a fixed file must still pass it.
    private func assertParses(_ file: URL, file callerFile: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-frontend", "-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, message, file: callerFile, line: line)
    }

    func testSafeFixesOnlyWithoutUnsafe() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Photo.swift", Self.sloppy)
        let output = try AlertLintProcess.run(["fix", "Photo.swift"], in: folder.url)
        let fixed = try folder.read("Photo.swift")
        XCTAssertTrue(fixed.contains("UIAlertAction(title: \"OK\", style: .destructive)"), fixed)
        XCTAssertTrue(output.stderr.contains("Fixed 1 finding in Photo.swift"), output.stderr)
        XCTAssertTrue(output.stdout.contains("[ok-specific]"), "the unsafe finding remains: \(output.stdout)")
        try assertParses(file)
    }

    func testUnsafeFixesChooseTheVerb() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Photo.swift", Self.sloppy)
        _ = try AlertLintProcess.run(["fix", "--unsafe", "Photo.swift"], in: folder.url)
        let fixed = try folder.read("Photo.swift")
        XCTAssertTrue(fixed.contains("UIAlertAction(title: \"Delete\", style: .destructive)"), fixed)
        try assertParses(file)
        let second = try AlertLintProcess.run(["fix", "--unsafe", "Photo.swift"], in: folder.url)
        XCTAssertEqual(try folder.read("Photo.swift"), fixed, "a second run changes nothing")
        XCTAssertTrue(second.stderr.contains("0 findings fixed"), second.stderr)
    }

    func testDiffWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Photo.swift", Self.sloppy)
        let output = try AlertLintProcess.run(["fix", "--diff", "Photo.swift"], in: folder.url)
        XCTAssertEqual(try folder.read("Photo.swift"), Self.sloppy)
        XCTAssertTrue(output.stdout.contains("--- a/Photo.swift\n+++ b/Photo.swift\n@@ -3,6 +3,6 @@"), output.stdout)
        XCTAssertTrue(
            output.stdout.contains(
                "-    alert.addAction(UIAlertAction(title: \"Ok\", style: .destructive))\n+    alert.addAction(UIAlertAction(title: \"OK\", style: .destructive))"
            ), output.stdout)
    }

    func testPermissionsAreKeptAndCleanFilesUntouched() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Photo.swift", Self.sloppy)
        let clean = try folder.write("Clean.swift", CheckCommandTests.clean)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let cleanBefore = try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        _ = try AlertLintProcess.run(["fix", "."], in: folder.url)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o640)
        let cleanAfter = try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date
        XCTAssertEqual(cleanBefore, cleanAfter)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testStandardInputIsFixedToStandardOutput() throws {
        let output = try AlertLintProcess.run(["fix", "--stdin-filename", "Photo.swift"], stdin: Self.sloppy)
        XCTAssertEqual(output.stdout, Self.sloppy.replacingOccurrences(of: "\"Ok\"", with: "\"OK\""))
    }
}
