import AlertLintCore
import Foundation
import XCTest

/// Garbage in, no crash out: the server answers every request and exits normally.
final class RobustnessTests: XCTestCase {
    /// A small deterministic generator (the same garbage on every run).
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }

        mutating func value(depth: Int = 0) -> JSONValue {
            let keys = [
                "textDocument", "uri", "position", "range", "start", "end", "line", "character", "context",
                "diagnostics", "only", "text", "version", "contentChanges", "data", "action", "settings",
            ]
            let strings = ["file:///tmp/robust.swift", "", "swift", "fixAll", "quickfix", "\u{0}", "😀", "../../x"]
            switch next(depth > 2 ? 5 : 8) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .integer([0, 1, -1, 3, Int.max, Int.min, 100_000][next(7)])
            case 3: return .number([0.5, -2.5, 1e300][next(3)])
            case 4: return .string(strings[next(strings.count)])
            case 5, 6:
                var object = JSONObject()
                for _ in 0..<next(4) { object[keys[next(keys.count)]] = value(depth: depth + 1) }
                return .object(object)
            default:
                return .array((0..<next(3)).map { _ in value(depth: depth + 1) })
            }
        }
    }

    func testRandomParamsToEveryMethodAreAnswered() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        server.notify("initialized", [:])
        server.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": "file:///tmp/robust.swift", "languageId": "swift", "version": 1,
                    "text": "let a = UIAlertController(title: \"Ok\", message: nil, preferredStyle: .alert)\n",
                ]
            ])
        let requests = [
            "textDocument/hover", "textDocument/codeAction", "codeAction/resolve", "textDocument/diagnostic",
            "workspace/diagnostic",
        ]
        let notifications = [
            "textDocument/didChange", "textDocument/didOpen", "textDocument/didClose",
            "textDocument/didSave", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles",
            "$/cancelRequest", "$/setTrace",
        ]
        var generator = Generator(state: 42)
        var frames = MessageWriterFrames()
        var expected = Set<Int>()
        for id in 2..<602 {
            let params = generator.value()
            if generator.next(3) == 0 {
                frames.add(["jsonrpc": "2.0", "method": .string(notifications[generator.next(notifications.count)]), "params": params])
            } else {
                frames.add([
                    "jsonrpc": "2.0", "id": .integer(id), "method": .string(requests[generator.next(requests.count)]),
                    "params": params,
                ])
                expected.insert(id)
            }
        }
        server.sendRaw(frames.bytes)
        var answered = Set<Int>()
        while answered != expected, let message = server.next() {
            if message["method"] == nil, let id = message["id"]?.intValue { answered.insert(id) }
        }
        XCTAssertEqual(answered, expected)
        XCTAssertEqual(server.request(1000, "shutdown", nil)?["result"], .null)
        server.notify("exit", nil)
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testRandomBytesNeverCrashTheServer() throws {
        var generator = Generator(state: 7)
        var bytes: [UInt8] = []
        let pieces = [
            Array("Content-Length: ".utf8), Array("\r\n\r\n".utf8), Array("{\"jsonrpc\":\"2.0\",".utf8),
            Array("12".utf8), [0xFF, 0xC3], Array("content-type: x\r\n".utf8),
        ]
        while bytes.count < 200_000 {
            if generator.next(3) == 0 {
                bytes += pieces[generator.next(pieces.count)]
            } else {
                bytes.append(UInt8(generator.next(256)))
            }
        }
        let server = try ServerProcess()
        server.sendRaw(bytes)
        server.closeInput()
        XCTAssertEqual(server.waitForExit(timeout: 30), 1, "an abrupt end without shutdown is status 1, not a crash")
    }
}
