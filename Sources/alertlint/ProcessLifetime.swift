/// Values a one-shot command keeps to the end of the process, which ends in `exit`: freeing a
/// whole workspace (its texts, tables and file reports, object by object) is time spent on
/// nothing anyone sees, and the system takes the memory back at once. Compilers skip it the same
/// way. Only for `check`, never for the server, which lives on.
enum ProcessLifetime {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
