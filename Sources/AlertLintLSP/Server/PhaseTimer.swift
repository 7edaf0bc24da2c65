import Foundation

/// Where the time of one `didChange` goes, for `ALERTLINT_LSP_TIMING=1`: one line per change on
/// stderr (never stdout, which carries only protocol), each phase in microseconds:
///
///     alertlint-lsp: timing didChange file:///…/Big.swift v=7 apply=40us lint=4650us convert=…us encode=…us write=…us total=…us
struct PhaseTimer {
    /// Read once: the environment does not change while the server runs.
    static let isEnabled = ProcessInfo.processInfo.environment["ALERTLINT_LSP_TIMING"] == "1"

    private let started: UInt64
    private var last: UInt64
    private var phases: [(name: String, nanoseconds: UInt64)] = []

    init() {
        started = DispatchTime.now().uptimeNanoseconds
        last = started
    }

    /// Ends the phase called `name`, which began at the previous mark (or at `init`).
    mutating func mark(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, now - last))
        last = now
    }

    func line(_ event: String, uri: String, version: Int) -> String {
        var fields = ["timing", event, uri, "v=\(version)"]
        for phase in phases { fields.append("\(phase.name)=\(phase.nanoseconds / 1_000)us") }
        fields.append("total=\((last - started) / 1_000)us")
        return fields.joined(separator: " ")
    }
}
