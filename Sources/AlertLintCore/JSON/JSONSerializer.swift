extension JSONValue {
    /// Compact JSON text. Integers print without ".0"; non-finite numbers, which JSON cannot
    /// spell, print as `null`. With `sortedKeys` the output is byte-for-byte deterministic.
    public func serialized(sortedKeys: Bool = false) -> String {
        String(decoding: serializedBytes(sortedKeys: sortedKeys), as: UTF8.self)
    }

    /// The serialized text as UTF-8 bytes (the form the LSP transport writes).
    public func serializedBytes(sortedKeys: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        JSONSerializer(sortedKeys: sortedKeys).write(self, to: &output)
        return output
    }
}

/// Writes UTF-8 bytes directly: diagnostics for a large file are hundreds of kilobytes on every
/// keystroke, and byte appends are an order of magnitude faster than building a `String`.
struct JSONSerializer {
    var sortedKeys: Bool

    func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: Self.append("null", to: &output)
        case .bool(let flag): Self.append(flag ? "true" : "false", to: &output)
        case .integer(let integer): Self.append(String(integer), to: &output)
        case .number(let number): Self.append(Self.format(number), to: &output)
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            var keys = object.keys
            if sortedKeys { keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
            var first = true
            for key in keys {
                guard let member = object[key] else { continue }
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if let integer = JSONValue.exactInteger(number), integer != 0 || number.sign == .plus {
            return String(integer)
        }
        return String(number)  // Swift prints the shortest round-tripping form, e.g. 0.1 or 1e-07
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: text.utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Escapes `"`, `\` and control characters; every other byte (UTF-8 included) is copied.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Nearly every string needs no escape: copy it whole.
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            output.append(contentsOf: buffer)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x00..<0x20:
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// Appends `text` as a JSON string (quoted and escaped), for writers that build JSON bytes
    /// without making `JSONValue`s first.
    public static func appendString(_ text: String, to output: inout [UInt8]) {
        JSONSerializer.writeString(text, to: &output)
    }
}
