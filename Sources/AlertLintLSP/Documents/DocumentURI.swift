import Foundation

/// `file://` URIs and file system paths.
enum DocumentURI {
    /// The path of a `file:` URI (percent-decoded); nil for other schemes.
    static func path(of uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst("file://".count)
        // Skip an authority ("file://localhost/…"); paths start at the first slash.
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { return nil }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    static func uri(forPath path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "file://" + encoded
    }
}
