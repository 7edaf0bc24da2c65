import AlertLintCore

/// libFuzzer entry: the JSON parser and the `.alertlint.json` loader must turn any bytes into a
/// value or an error with a position inside the input, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let value = try JSONParser.parse(bytes)
        // What we serialize must parse back and serialize the same way (`1E0` and `1` are one
        // number, so values are compared by their serialization).
        let text = value.serialized()
        let again = try? JSONParser.parse(text)
        precondition(again?.serialized() == text, "serializer round trip failed")
    } catch {
        precondition(error.offset >= 0 && error.offset <= size, "error position outside the input")
    }
    do {
        _ = try ConfigurationLoader.load(bytes: bytes, path: ".alertlint.json")
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "configuration error without a position")
    }
    return 0
}
