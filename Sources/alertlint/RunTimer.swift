import Dispatch
import Foundation

/// Where the time of one `check` goes, for `ALERTLINT_TIMING=1`: one line on standard error at
/// the end, each phase in milliseconds of wall time since the one before (the tables and projects
/// are read beside the survey, so their own times overlap it), with the cores the process kept
/// busy on average during each phase (its CPU time over the wall time):
///
///     alertlint: timing discover=3.0ms/1.0 configure=1.2ms/1.0 survey=80.4ms/1.9 … total=130.2ms/1.7 tables=61.0ms
final class RunTimer: @unchecked Sendable {
    static let shared = RunTimer()
    /// Read once: the environment does not change while the command runs.
    let isEnabled = Environment.value("ALERTLINT_TIMING") == "1"

    private let lock = NSLock()
    private let started = DispatchTime.now().uptimeNanoseconds
    private lazy var last = started
    private let startedCPU = RunTimer.processCPUNanoseconds()
    private lazy var lastCPU = startedCPU
    private var phases: [String] = []
    private var beside: [String] = []

    /// Ends the phase called `name`, which began at the previous mark.
    func mark(_ name: String) {
        guard isEnabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let cpu = Self.processCPUNanoseconds()
        lock.withLock {
            phases.append("\(name)=\(Self.milliseconds(now &- last))/\(Self.cores(cpu &- lastCPU, over: now &- last))")
            last = now
            lastCPU = cpu
        }
    }

    /// Times `body`, which runs beside the marked phases, as `name`.
    func time<T>(_ name: String, _ body: () -> T) -> T {
        guard isEnabled else { return body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        let elapsed = DispatchTime.now().uptimeNanoseconds &- start
        lock.withLock { beside.append("\(name)=\(Self.milliseconds(elapsed))") }
        return value
    }

    /// The line, with the total since the timer was first asked.
    func report() {
        guard isEnabled else { return }
        mark("report")
        let total = lock.withLock { "\(Self.milliseconds(last &- started))/\(Self.cores(lastCPU &- startedCPU, over: last &- started))" }
        Console.error(
            (["alertlint: timing"] + lock.withLock { phases } + ["total=\(total)"] + lock.withLock { beside }).joined(separator: " "))
    }

    private static func cores(_ cpu: UInt64, over wall: UInt64) -> String {
        Summary.decimal(wall == 0 ? 0 : Double(cpu) / Double(wall), places: 1)
    }

    /// The CPU time of every thread of the process so far.
    private static func processCPUNanoseconds() -> UInt64 {
        var now = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String { Summary.decimal(Double(nanoseconds) / 1e6, places: 1) + "ms" }
}
