#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reads a whole file straight into a byte array: one `open`, `fstat` and `read`, without the
/// `Data` and the copy `FileManager.contents(atPath:)` makes on the way.
public enum FileBytes {
    /// The file's bytes; `nil` when it cannot be read or is larger than `maxSize`.
    public static func read(_ path: String, maxSize: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size <= maxSize else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            // A file that shrinks while it is read keeps what was there.
            while initialized < size, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failed = true }
                guard count > 0 else { return }
                initialized += count
            }
        }
        return failed ? nil : bytes
    }
}
