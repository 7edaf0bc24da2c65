import Foundation
import XCTest

/// `Scripts/fix-safety.sh` judges `fix --unsafe` on real code: it must pass a clean run and catch a
/// fixer that leaves a file behind, which it once missed when the set of file names changed.
final class FixSafetyScriptTests: XCTestCase {
    private func runScript(on folder: URL, binary: URL) throws -> AlertLintProcess.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "bash", AlertLintProcess.packageRoot.appendingPathComponent("Scripts/fix-safety.sh").path, folder.path, binary.path,
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return AlertLintProcess.Output(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    func testAFolderWithoutFindingsPasses() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/Plain.swift", "struct Plain {}\n")
        let output = try runScript(on: folder.url.appendingPathComponent("tree"), binary: AlertLintProcess.executable)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertTrue(output.stdout.contains("1 files (0 unparsable before), 0 fixes in 0 files"), output.stdout)
    }

    func testAFileLeftBehindByTheFixIsCaught() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/Photo.swift", FixCommandTests.sloppy)
        let stub = try folder.write(
            "alertlint-stub", "#!/bin/sh\n\"\(AlertLintProcess.executable.path)\" \"$@\"\n[ -e stray.tmp ] || echo x > stray.tmp\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let output = try runScript(on: folder.url.appendingPathComponent("tree"), binary: stub)
        XCTAssertNotEqual(output.status, 0, output.stdout)
        XCTAssertTrue(output.stdout.contains("TOUCHED BUT NOT REPORTED: ./stray.tmp"), output.stdout)
        XCTAssertTrue(output.stdout.contains("broken after fix: 0"), output.stdout)
    }
}
