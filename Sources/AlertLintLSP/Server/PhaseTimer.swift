import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the time of one `didChange` goes, for `ALERTLINT_LSP_TIMING=1`: one line per change on
/// stderr (never stdout, which carries only protocol), each phase in microseconds of wall time,
/// then the same phases in CPU time of the server thread (`.cpu`), which other processes on a
/// busy machine do not inflate:
///
///     alertlint-lsp: timing didChange file:///…/Big.swift v=7 copied=1390/1400 apply=40us lint=4650us … total=…us apply.cpu=38us …
struct PhaseTimer {
    /// Read once: the environment does not change while the server runs.
    static let isEnabled = ProcessInfo.processInfo.environment["ALERTLINT_LSP_TIMING"] == "1"

    private struct Instant {
        var wall: UInt64
        var cpu: UInt64

        static var now: Instant {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Instant(wall: DispatchTime.now().uptimeNanoseconds, cpu: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
        }
    }

    private let started: Instant
    private var last: Instant
    private var phases: [(name: String, wall: UInt64, cpu: UInt64)] = []
    /// Counts worth reading beside the phases (`copied=1390/1400`).
    private var counts: [String] = []

    init() {
        started = .now
        last = started
    }

    /// Ends the phase called `name`, which began at the previous mark (or at `init`).
    mutating func mark(_ name: String) {
        let now = Instant.now
        phases.append((name, now.wall &- last.wall, now.cpu &- last.cpu))
        last = now
    }

    mutating func count(_ name: String, _ value: Int, of total: Int) {
        counts.append("\(name)=\(value)/\(total)")
    }

    func line(_ event: String, uri: String, version: Int) -> String {
        var fields = ["timing", event, uri, "v=\(version)"] + counts
        for phase in phases { fields.append("\(phase.name)=\(phase.wall / 1_000)us") }
        fields.append("total=\((last.wall &- started.wall) / 1_000)us")
        for phase in phases { fields.append("\(phase.name).cpu=\(phase.cpu / 1_000)us") }
        fields.append("total.cpu=\((last.cpu &- started.cpu) / 1_000)us")
        return fields.joined(separator: " ")
    }
}
