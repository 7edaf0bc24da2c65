import Foundation

/// `file://` URIs and file system paths.
enum DocumentURI {
    /// The path of a `file:` URI (percent-decoded); nil for other schemes.
    static func path(of uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst("file://".count)
        // Skip an authority ("file://localhost/…"); paths start at the first slash.
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { return nil }
        // Most paths have nothing to decode; Foundation's decoding is a large part of answering a
        // whole workspace's diagnostics.
        guard rest.utf8.contains(UInt8(ascii: "%")) else { return String(rest) }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    static func uri(forPath path: String) -> String {
        // An ASCII path is encoded byte by byte, as Foundation would: letters, digits and `-._~/`
        // stay, every other byte becomes `%XX`.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            var encoded: [UInt8] = Array("file://".utf8)
            encoded.reserveCapacity(path.utf8.count + 16)
            let hex = Array("0123456789ABCDEF".utf8)
            for byte in path.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                    encoded.append(byte)
                default:
                    encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
                }
            }
            return String(decoding: encoded, as: UTF8.self)
        }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file://" + encoded
    }
}
