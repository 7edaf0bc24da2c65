/// The part of a path after its last `/` (all of it when there is none), found on its UTF-8
/// bytes: `split(separator:)` walks characters and builds every component, and this runs once per
/// file of a workspace.
public enum FileName {
    public static func of(_ path: String) -> Substring {
        guard let slash = lastSlash(in: path) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// Where the last `/` of `path` is, searched backwards over its bytes in place: the generic
    /// `utf8.lastIndex(of:)` steps an index a byte at a time, and paths are asked this for every
    /// file, folder and project entry of a workspace.
    public static func lastSlash(in path: String) -> String.Index? {
        let offset = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: "/") { return index }
            }
            return nil
        }
        guard let offset else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
        return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }
}
