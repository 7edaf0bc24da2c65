import AlertLintCore
import Foundation
import XCTest

/// Lifecycle and load, on the real executable.
final class ServerProcessTests: XCTestCase {
    private let initialize: JSONValue = [
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": ["processId": nil, "rootUri": nil, "capabilities": [:]],
    ]

    func testShutdownThenExitIsZeroAndExitAloneIsOne() throws {
        let clean = try ServerProcess()
        clean.send(initialize)
        XCTAssertEqual(clean.next()?["id"], 1)
        XCTAssertEqual(clean.request(2, "shutdown", [:])?["result"], .null)
        clean.notify("exit", [:])
        XCTAssertEqual(clean.waitForExit(), 0)

        let abrupt = try ServerProcess()
        abrupt.send(initialize)
        XCTAssertEqual(abrupt.next()?["id"], 1)
        abrupt.notify("exit", [:])
        XCTAssertEqual(abrupt.waitForExit(), 1)
    }

    func testExitsWhenTheClientProcessDies() throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sleep")
        client.arguments = ["60"]
        try client.run()
        let server = try ServerProcess()
        server.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["processId": .integer(Int(client.processIdentifier)), "rootUri": nil, "capabilities": [:]],
        ])
        XCTAssertEqual(server.next()?["id"], 1)
        XCTAssertNil(server.waitForExit(timeout: 1), "the server must keep running while its client lives")
        client.terminate()
        client.waitUntilExit()
        // The watcher polls every 3 seconds.
        XCTAssertEqual(server.waitForExit(timeout: 10), 1)
    }

    func testClientProcessIdOptionIsWatchedBeforeInitialize() throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sleep")
        client.arguments = ["60"]
        try client.run()
        let server = try ServerProcess(arguments: ["--stdio", "--clientProcessId=\(client.processIdentifier)"])
        XCTAssertNil(server.waitForExit(timeout: 1))
        client.terminate()
        client.waitUntilExit()
        XCTAssertEqual(server.waitForExit(timeout: 10), 1)
    }

    func testAThousandRequestsSentWithoutWaitingAreAllAnswered() throws {
        let server = try ServerProcess()
        server.send(initialize)
        XCTAssertEqual(server.next()?["id"], 1)
        server.notify("initialized", [:])
        let uri = "file:///tmp/flood.swift"
        var burst = MessageWriterFrames()
        burst.add([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": "let a = 1\n"]],
        ])
        for id in 2...1001 {
            burst.add([
                "jsonrpc": "2.0", "id": .integer(id), "method": "textDocument/hover",
                "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 4]],
            ])
        }
        server.sendRaw(burst.bytes)
        var answered = Set<Int>()
        while answered.count < 1000, let message = server.next(skipping: ["textDocument/publishDiagnostics"]) {
            guard let id = message["id"]?.intValue, message["result"] != nil else {
                XCTFail("unexpected \(message.serialized())")
                break
            }
            answered.insert(id)
        }
        XCTAssertEqual(answered, Set(2...1001))
        XCTAssertEqual(server.request(1002, "shutdown", [:])?["result"], .null)
        server.notify("exit", [:])
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testLogsGoToStandardErrorOnly() throws {
        let server = try ServerProcess(arguments: ["--verbose"])
        server.send(initialize)
        XCTAssertEqual(server.next()?["id"], 1)
        server.sendRaw(Array("Content-Length: 3\r\n\r\n{x}".utf8))
        XCTAssertEqual(server.next()?["error"]?["code"], -32700)
        server.closeInput()
        XCTAssertEqual(server.waitForExit(), 1)
        XCTAssertEqual(server.remainingMessages(), [], "stdout carries nothing but framed messages")
        XCTAssertTrue(server.standardError.contains("alertlint-lsp: initialized"), server.standardError)
    }

    func testCommandLineOptions() throws {
        let help = try ServerProcess(arguments: ["--help"])
        XCTAssertEqual(help.waitForExit(), 0)
        let bad = try ServerProcess(arguments: ["--frobnicate"])
        XCTAssertEqual(bad.waitForExit(), 2)
        XCTAssertTrue(bad.standardError.contains("unknown option '--frobnicate'"))
        let badLimit = try ServerProcess(arguments: ["--max-message-bytes", "-3"])
        XCTAssertEqual(badLimit.waitForExit(), 2)
    }
}

/// Several framed messages in one buffer, written in one go.
struct MessageWriterFrames {
    var bytes: [UInt8] = []

    mutating func add(_ message: JSONValue) {
        let body = message.serializedBytes()
        bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Keystrokes faster than linting: only the last change of a burst is linted and published.
final class ChangeBurstTests: XCTestCase {
    func testABurstOfChangesPublishesOnceForTheLastVersion() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        let uri: JSONValue = "file:///tmp/burst.swift"
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "let title = \"\"\n"]])
        XCTAssertEqual(server.next()?["params"]?["version"], 1)
        // 14 one-character edits in one write under PIPE_BUF (4096 bytes): the server reads them at once.
        var frames = MessageWriterFrames()
        for version in 2...15 {
            let position: JSONValue = ["line": 0, "character": .integer(13 + version - 2)]
            frames.add([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": .integer(version)],
                    "contentChanges": [["range": ["start": position, "end": position], "text": "x"]],
                ],
            ])
        }
        XCTAssertLessThan(frames.bytes.count, 4096)
        server.sendRaw(frames.bytes)
        server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        var published: [JSONValue] = []
        while let message = server.next(), message["id"] != 2 {
            if message["method"] == "textDocument/publishDiagnostics" { published.append(message["params"]?["version"] ?? .null) }
        }
        XCTAssertEqual(published, [15])
        server.notify("exit", nil)
        XCTAssertEqual(server.waitForExit(), 0)
        XCTAssertEqual(server.remainingMessages(), [])
    }
}
