import XCTest

/// The configuration is looked up per folder from the paths as given: however a path is spelled
/// (`./`, `..`, `//`, absolute), the same folder has the same configuration and globs match the
/// same relative path.
final class ConfigurationPathTests: XCTestCase {
    /// Each spelling is checked in a run of its own: a file named twice in one run is linted once.
    func testNestedConfigurationsHoweverThePathIsSpelled() throws {
        let folder = try ConfigurationTests.nestedConfigurations()
        for spelling in ["./Photo.swift", "Feature/../Photo.swift"] {
            let output = try AlertLintProcess.run(["check", spelling], in: folder.url)
            XCTAssertTrue(output.stdout.contains("\(spelling):7:46: error:"), output.stdout)
        }
        for spelling in ["Feature/../Feature/Photo.swift", "./Feature//Photo.swift", folder.url.path + "/Feature/./Photo.swift"] {
            let output = try AlertLintProcess.run(["check", spelling], in: folder.url)
            XCTAssertTrue(output.stderr.contains("Checked 1 file"), output.stderr)
            XCTAssertFalse(output.stdout.contains("[ok-specific]"), output.stdout)
        }
    }

    func testIncludeAndExcludeMatchHoweverThePathIsSpelled() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", #"{ "include": ["Sources/**"], "exclude": ["Sources/Generated/**"] }"#)
        for path in ["Sources/App/Photo.swift", "Sources/Generated/Photo.swift", "Other/Photo.swift"] {
            try folder.write(path, CheckCommandTests.confirmDelete)
        }
        let walked = try AlertLintProcess.run(["check", "--select", "ok-specific", "."], in: folder.url)
        XCTAssertEqual(reported(walked.stdout), ["Sources/App/Photo.swift"], walked.stdout)
        let given = try AlertLintProcess.run(
            [
                "check", "--select", "ok-specific", "./Sources/Generated/Photo.swift", "Other/../Sources/App/Photo.swift",
                folder.url.path + "/Other/Photo.swift", folder.url.path + "/Sources/App/../Generated/Photo.swift",
            ], in: folder.url)
        XCTAssertEqual(reported(given.stdout), ["Other/../Sources/App/Photo.swift"], given.stdout)
    }

    /// A folder reached through a symbolic link takes the configuration of the folder the link is
    /// in, as its paths are spelled there, and the globs match the link's path.
    func testALinkedFolderTakesTheConfigurationWhereTheLinkIs() throws {
        let project = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("Photo.swift", CheckCommandTests.confirmDelete)
        try elsewhere.write("Skipped/Photo.swift", CheckCommandTests.confirmDelete)
        try project.write(".alertlint.json", #"{ "rules": { "ok-specific": "error" }, "exclude": ["Linked/Skipped/**"] }"#)
        try FileManager.default.createSymbolicLink(at: project.url.appendingPathComponent("Linked"), withDestinationURL: elsewhere.url)
        let output = try AlertLintProcess.run(["check", "--select", "ok-specific", "."], in: project.url)
        XCTAssertTrue(output.stdout.contains("Linked/Photo.swift:7:46: error:"), output.stdout)
        XCTAssertEqual(reported(output.stdout), ["Linked/Photo.swift"], output.stdout)
    }

    /// The files with findings, in order.
    private func reported(_ stdout: String) -> [String] {
        let files = stdout.split(separator: "\n").compactMap { line in
            line.contains(": warning: ") || line.contains(": error: ") ? String(line.prefix { $0 != ":" }) : nil
        }
        return files.reduce(into: []) { unique, file in if unique.last != file { unique.append(file) } }
    }
}
