import Foundation
import XCTest

/// `alertlint gallery` through the real executable: it lints as `check` does and writes one page.
final class GalleryCommandTests: XCTestCase {
    private func page(_ folder: TemporaryFolder, _ output: String = "out") throws -> String {
        try folder.read(output + "/index.html")
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testWritesOnePageWithEveryAlertAndItsFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Photo.swift", CheckCommandTests.confirmDelete)
        try folder.write("App/SignOut.swift", CheckCommandTests.clean)
        let output = try AlertLintProcess.run(["gallery", "App", "--output", "out"], in: folder.url)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stderr.contains("out/index.html: 2 alerts from 2 files"), output.stderr)
        let html = try page(folder)
        XCTAssertEqual(count("<article class=\"card\"", in: html), 2)
        XCTAssertTrue(html.contains("data-file=\"App/Photo.swift\" data-line=\"5\" data-kind=\"alert\" data-platform=\"ios\""), html)
        XCTAssertTrue(html.contains("data-rule=\"ok-specific\""), html)
        XCTAssertTrue(html.contains("vscode://file/"), html)
    }

    func testUsesCheckOptions() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Photo.swift", CheckCommandTests.confirmDelete)
        try AlertLintProcess.run(
            ["gallery", "--select", "ok-specific", "--editor-link", "none", "App", "--output", "out"], in: folder.url)
        let html = try page(folder)
        XCTAssertEqual(count("<li class=\"finding", in: html), 1, html)
        XCTAssertFalse(html.contains("Open in editor"))
        try AlertLintProcess.run(["check", "--write-baseline", "baseline.json", "App"], in: folder.url)
        try AlertLintProcess.run(["gallery", "--baseline", "baseline.json", "App", "--output", "out"], in: folder.url)
        XCTAssertEqual(count("<li class=\"finding", in: try page(folder)), 0)
        let unknown = try AlertLintProcess.run(["gallery", "--select", "no-such-rule", "App", "--output", "out"], in: folder.url)
        XCTAssertEqual(unknown.status, 2)
        let missing = try AlertLintProcess.run(["gallery", "App"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("gallery needs --output DIR"), missing.stderr)
    }

    func testPlatformsNarrowsWhereSwiftUIIsDrawn() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Settings.swift",
            """
            Text("Trash")
                .alert("Empty Trash?", isPresented: $showing) {
                    Button("Cancel", role: .cancel) { }
                    Button("Empty Trash", role: .destructive) { }
                }
            """)
        try AlertLintProcess.run(["gallery", "App", "--output", "all"], in: folder.url)
        XCTAssertTrue(try page(folder, "all").contains("data-platform=\"macos\""))
        let output = try AlertLintProcess.run(["gallery", "--platforms", "ios", "App", "--output", "ios"], in: folder.url)
        XCTAssertEqual(output.status, 0, output.stderr)
        let html = try page(folder, "ios")
        XCTAssertTrue(html.contains("data-platform=\"ios\" data-framework=\"swiftui\""), html)
        XCTAssertFalse(html.contains("data-platform=\"macos\" data-framework"), html)
        let wrong = try AlertLintProcess.run(["gallery", "--platforms", "watchos", "App", "--output", "x"], in: folder.url)
        XCTAssertEqual(wrong.status, 2)
    }

    func testTranslationsAreDrawnWithLanguagesAll() throws {
        let output = try AlertLintProcess.run([
            "gallery", "--languages", "all", "Tests/Fixtures/LocalizedUIKitApp", "--output", NSTemporaryDirectory() + "gallery-zh",
        ])
        XCTAssertEqual(output.status, 0, output.stderr)
        let html = try String(contentsOfFile: NSTemporaryDirectory() + "gallery-zh/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("data-language=\"zh-Hans\""), html)
        XCTAssertTrue(html.contains("<option value=\"zh-Hans\">zh-Hans</option>"), html)
    }

    func testDiffBaseDrawsOnlyTheChangedAlertsBeforeAndAfter() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Photo.swift", CheckCommandTests.confirmDelete)
        try folder.write("App/SignOut.swift", CheckCommandTests.clean)
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["-c", "user.email=ci@example.com", "-c", "user.name=CI", "commit", "-qm", "base"], in: folder)
        try folder.write(
            "App/Photo.swift", CheckCommandTests.confirmDelete.replacingOccurrences(of: "title: \"OK\"", with: "title: \"Delete\""))
        let output = try AlertLintProcess.run(["gallery", "--diff-base", "HEAD", "App", "--output", "out"], in: folder.url)
        XCTAssertEqual(output.status, 0, output.stderr)
        let html = try page(folder)
        XCTAssertEqual(count("<article class=\"card\"", in: html), 1, html)
        XCTAssertTrue(html.contains("data-change=\"changed\""), html)
        XCTAssertTrue(html.contains("Before (HEAD)"), html)
        XCTAssertTrue(html.contains("data-version=\"before\"") && html.contains("data-version=\"after\""), html)
        XCTAssertTrue(html.contains("data-title=\"OK\"") && html.contains("data-title=\"Delete\""), html)
        let unknown = try AlertLintProcess.run(["gallery", "--diff-base", "no-such-rev", "App", "--output", "out"], in: folder.url)
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
    }

    private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder.url
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
    }
}
