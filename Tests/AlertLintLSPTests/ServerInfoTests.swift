import AlertLintCore
import Foundation
import XCTest

/// The server introduces itself with the version the command line prints.
final class ServerInfoTests: XCTestCase {
    func testServerInfoVersionIsTheCommandLineVersion() throws {
        let cli = Process()
        cli.executableURL = ServerProcess.executable
        cli.arguments = ["--version"]
        let pipe = Pipe()
        cli.standardOutput = pipe
        try cli.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        cli.waitUntilExit()

        let server = try ServerProcess()
        let response = server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]])
        let info = response?["result"]?["serverInfo"]
        XCTAssertEqual(info?["name"], "alertlint")
        let version = try XCTUnwrap(info?["version"]?.stringValue)
        XCTAssertEqual("alertlint \(version)\n", printed)
        XCTAssertEqual(server.request(2, "shutdown", [:])?["result"], .null)
        server.notify("exit", [:])
        XCTAssertEqual(server.waitForExit(), 0)
    }
}
