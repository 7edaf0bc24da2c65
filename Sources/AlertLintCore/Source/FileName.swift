/// The part of a path after its last `/` (all of it when there is none), found on its UTF-8
/// bytes: `split(separator:)` walks characters and builds every component, and this runs once per
/// file of a workspace.
public enum FileName {
    public static func of(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
