extension JSONValue {
    /// Compact JSON text. Integers print without ".0"; non-finite numbers, which JSON cannot
    /// spell, print as `null`. With `sortedKeys` the output is byte-for-byte deterministic.
    public func serialized(sortedKeys: Bool = false) -> String {
        var output = ""
        JSONSerializer(sortedKeys: sortedKeys).write(self, to: &output)
        return output
    }

    /// The serialized text as UTF-8 bytes.
    public func serializedBytes(sortedKeys: Bool = false) -> [UInt8] {
        Array(serialized(sortedKeys: sortedKeys).utf8)
    }
}

struct JSONSerializer {
    var sortedKeys: Bool

    func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .number(let number): output += Self.format(number)
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            var keys = object.keys
            if sortedKeys { keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
            for (position, key) in keys.enumerated() {
                guard let member = object[key] else { continue }
                if position > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                write(member, to: &output)
            }
            output += "}"
        }
    }

    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if let integer = JSONValue.exactInteger(number), integer != 0 || number.sign == .plus {
            return String(integer)
        }
        return String(number)  // Swift prints the shortest round-tripping form, e.g. 0.1 or 1e-07
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        var plainStart = text.unicodeScalars.startIndex
        var cursor = plainStart
        let scalars = text.unicodeScalars
        while cursor < scalars.endIndex {
            let scalar = scalars[cursor]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\u{08}": escape = "\\b"
            case "\u{0C}": escape = "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                output.unicodeScalars.append(contentsOf: scalars[plainStart..<cursor])
                output += escape
                cursor = scalars.index(after: cursor)
                plainStart = cursor
            } else {
                cursor = scalars.index(after: cursor)
            }
        }
        output.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        output += "\""
    }
}
