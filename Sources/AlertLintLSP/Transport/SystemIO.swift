#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over read(2)/write(2): the transport works on raw file descriptors so that it
/// controls buffering (FileHandle may read ahead or buffer output).
enum SystemIO {
    /// Hands memory freed by a large message (an opened file's text, its tokens) back to the
    /// system, so the resident size follows what the open documents hold rather than the peak.
    static func releaseFreeMemory() {
        #if os(Linux)
            _ = glibcMallocTrim(0)
        #endif
    }

    /// Keeps freed memory in the process between keystrokes instead of giving it back at every
    /// free: each lint allocates a few megabytes of tokens, and memory taken fresh from the system
    /// costs a page fault per page, about a tenth of a keystroke's time. `releaseFreeMemory`
    /// (after an open, a close, or a pause in typing) still hands it back. All threads share one
    /// heap, so what is kept is kept once.
    static func keepFreedMemory() {
        #if os(Linux)
            // mallopt's M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3); 32 MiB is the largest
            // mmap threshold glibc accepts on 64-bit systems.
            _ = glibcMallopt(-1, 256 << 20)
            _ = glibcMallopt(-3, 32 << 20)
            // M_ARENA_MAX (-8): one heap for every thread. The server's work runs on a dispatch
            // queue whose worker thread changes, and each thread would otherwise fill an arena of
            // its own, each left fragmented: 50 open files then measured 26 to 29 MiB from run to
            // run instead of 25.
            _ = glibcMallopt(-8, 1)
        #endif
    }

    /// Asks for a 1 MiB pipe on `descriptor` when it is one (Linux; elsewhere nothing happens):
    /// a large file's diagnostics then go out in one write instead of 64 KiB at a time, each
    /// waiting for the client to read the one before.
    static func enlargePipe(_ descriptor: Int32) {
        #if os(Linux)
            // F_SETPIPE_SZ; fails harmlessly on a file or a terminal, or over the system's limit.
            _ = fcntl(descriptor, 1031, Int32(1 << 20))
        #endif
    }

    /// Reads up to `capacity` bytes; an empty array means end of input (or an unrecoverable error).
    static func read(_ descriptor: Int32, capacity: Int) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.read(descriptor, buffer.baseAddress, capacity)
                #else
                    Darwin.read(descriptor, buffer.baseAddress, capacity)
                #endif
            }
            if count > 0 { return Array(chunk[0..<count]) }
            if count < 0, errno == EINTR { continue }
            return []
        }
    }

    /// Writes all of `bytes`; false when the other end is gone.
    @discardableResult
    static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
                #endif
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// A client that closes our stdout must not kill us with SIGPIPE: we notice the failed write
    /// and finish when stdin closes.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether process `pid` still exists (EPERM means it exists but belongs to someone else).
    static func processExists(_ pid: Int32) -> Bool {
        if kill(pid, 0) == 0 { return true }
        return errno == EPERM
    }
}

#if os(Linux)
    /// glibc's `malloc_trim`, which the Glibc module does not export.
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32

    /// glibc's `mallopt`, likewise not exported.
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
