import AlertLintCore
import AlertLintLSP

/// libFuzzer entry: the LSP framer splits any byte stream (fed in uneven chunks) into messages,
/// framing errors and an end, within the size limit; each body goes through the JSON parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRPC(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var offset = 0
    // Chunk sizes come from the input itself so the fuzzer explores split headers too.
    let reader = MessageReader(maxMessageBytes: 4096) {
        guard offset < bytes.count else { return [] }
        let length = max(1, Int(bytes[offset] % 17))
        let chunk = Array(bytes[offset..<min(bytes.count, offset + length)])
        offset += length
        return chunk
    }
    var events = 0
    while true {
        events += 1
        precondition(events <= size + 2, "the reader produced more events than bytes")
        switch reader.next() {
        case .message(let body):
            precondition(body.count <= 4096, "a body over the limit was returned")
            _ = try? JSONParser.parse(body)
        case .framingError, .tooLarge:
            continue
        case .endOfInput:
            return 0
        }
    }
}
