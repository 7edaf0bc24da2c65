/// A small parser for `--flag`, `--option VALUE`, `--option=VALUE` and positional arguments.
struct ParsedOptions {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positional: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ option: String) -> String? { values[option]?.last }
    /// Every value of a repeatable option, comma-separated lists split (`--select a,b --select c`).
    func list(_ option: String) -> [String]? {
        guard let raw = values[option] else { return nil }
        return raw.flatMap { $0.split(separator: ",").map { String($0).trimmingSpaces() } }.filter { !$0.isEmpty }
    }
}

struct OptionParser {
    var flags: Set<String>
    var options: Set<String>

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions {
        var result = ParsedOptions()
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("--") {
                result.positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name), inlineValue == nil {
                result.flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    result.values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                    result.values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw UsageError("unknown option “\(name)”")
            }
        }
        return result
    }
}

extension String {
    func trimmingSpaces() -> String {
        var view = Substring(self)
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}
