import AlertLintCore
import XCTest

@testable import AlertLintLSP

final class MessageReaderTests: XCTestCase {
    /// A reader over `chunks`, handed out one per read.
    private func reader(_ chunks: [[UInt8]], max: Int = MessageReader.defaultMaxMessageBytes) -> MessageReader {
        var remaining = chunks
        return MessageReader(maxMessageBytes: max) { remaining.isEmpty ? [] : remaining.removeFirst() }
    }

    private func framed(_ body: String, header: String? = nil) -> [UInt8] {
        Array(((header ?? "Content-Length: \(body.utf8.count)") + "\r\n\r\n" + body).utf8)
    }

    private func events(_ reader: MessageReader) -> [MessageReader.Event] {
        var result: [MessageReader.Event] = []
        while true {
            let event = reader.next()
            result.append(event)
            if case .endOfInput = event { return result }
        }
    }

    func testSplitsMessagesInOneChunk() {
        let input = framed("{\"a\":1}") + framed("[]") + framed("")
        XCTAssertEqual(
            events(reader([input])),
            [.message(Array("{\"a\":1}".utf8)), .message(Array("[]".utf8)), .message([]), .endOfInput(midMessage: false)])
    }

    func testReassemblesMessagesFedOneByteAtATime() {
        let body = "{\"text\":\"中文 😀\"}"
        let input = framed(body, header: "content-type: x\r\nCONTENT-LENGTH: \(body.utf8.count)") + framed("1")
        XCTAssertEqual(
            events(reader(input.map { [$0] })),
            [.message(Array(body.utf8)), .message([0x31]), .endOfInput(midMessage: false)])
    }

    func testEndOfInputInsideABodyIsReportedAsCut() {
        XCTAssertEqual(events(reader([Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)])), [.endOfInput(midMessage: true)])
        XCTAssertEqual(events(reader([Array("Content-Le".utf8)])), [.endOfInput(midMessage: true)])
        XCTAssertEqual(events(reader([Array("\r\n".utf8)])), [.endOfInput(midMessage: false)])
    }

    func testOversizedBodiesAreSkippedAcrossChunks() {
        let big = String(repeating: "x", count: 5000)
        let input = framed(big) + framed("{}")
        let chunks = stride(from: 0, to: input.count, by: 700).map { Array(input[$0..<min($0 + 700, input.count)]) }
        XCTAssertEqual(
            events(reader(chunks, max: 1000)),
            [.tooLarge(declared: 5000), .message(Array("{}".utf8)), .endOfInput(midMessage: false)])
    }

    func testALyingHugeLengthAllocatesNothingUpFront() {
        let events = events(reader([Array("Content-Length: 9223372036854775807\r\n\r\n{}".utf8)]))
        XCTAssertEqual(events, [.tooLarge(declared: Int.max), .endOfInput(midMessage: true)])
    }

    func testRejectsBadLengthsAndGoesOn() {
        for header in ["Content-Length: -1", "Content-Length: 1e3", "Content-Length: 0x10", "X-Other: 1", "no colon here"] {
            let result = events(reader([framed("", header: header) + framed("7")]))
            XCTAssertEqual(result.count, 3, header)
            if case .framingError = result[0] {} else { XCTFail("\(header): \(result[0])") }
            XCTAssertEqual(result[1], .message([0x37]), header)
        }
    }

    func testResynchronisesOnGarbageBeforeAHeader() {
        let input = Array("leftover}".utf8) + framed("[1]")
        let result = events(reader([input]))
        XCTAssertEqual(result.first, .framingError("skipped 9 bytes of garbage before a header"))
        XCTAssertEqual(result.dropFirst().first, .message(Array("[1]".utf8)))
    }

    func testHeaderSectionWithoutEndIsBounded() {
        let junk = [UInt8](repeating: UInt8(ascii: "a"), count: MessageReader.maxHeaderBytes + 10)
        let result = events(reader([junk, framed("{}")]))
        XCTAssertTrue(result.contains { if case .framingError = $0 { return true } else { return false } })
        XCTAssertTrue(result.contains(.message(Array("{}".utf8))), "\(result)")
    }

    func testDrainBufferedReturnsEverythingAlreadyRead() {
        let input = framed("1") + framed("2") + framed("3") + Array("Content-Length: 5\r\n".utf8)
        let subject = reader([input])
        XCTAssertEqual(subject.next(), .message([0x31]))
        XCTAssertEqual(subject.drainBuffered(), [.message([0x32]), .message([0x33])])
        XCTAssertEqual(subject.next(), .endOfInput(midMessage: true))
    }

    func testFrameWritesContentLengthInBytes() {
        XCTAssertEqual(
            String(decoding: MessageWriter.frame(["t": "é"]), as: UTF8.self), "Content-Length: 10\r\n\r\n{\"t\":\"é\"}")
    }
}
