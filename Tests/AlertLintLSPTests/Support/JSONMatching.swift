import AlertLintCore

/// Compares a server message with a fixture's expectation. `"${ANY}"` in the expectation matches
/// any value; everything else must be equal, objects with exactly the same keys.
enum JSONMatching {
    static let any: JSONValue = "${ANY}"

    /// nil when `actual` matches `expected`, else the path and what differs.
    static func mismatch(expected: JSONValue, actual: JSONValue, path: String = "$") -> String? {
        if expected == any { return nil }
        switch (expected, actual) {
        case (.object(let want), .object(let have)):
            for key in want.keys {
                guard let value = have[key], let wanted = want[key] else { return "\(path): missing key “\(key)”" }
                if let problem = mismatch(expected: wanted, actual: value, path: "\(path).\(key)") { return problem }
            }
            if let extra = have.keys.first(where: { want[$0] == nil }) { return "\(path): unexpected key “\(extra)”" }
            return nil
        case (.array(let want), .array(let have)):
            guard want.count == have.count else {
                return "\(path): expected \(want.count) elements, got \(have.count): \(actual.serialized())"
            }
            for (index, pair) in zip(want, have).enumerated() {
                if let problem = mismatch(expected: pair.0, actual: pair.1, path: "\(path)[\(index)]") { return problem }
            }
            return nil
        default:
            return expected == actual ? nil : "\(path): expected \(expected.serialized()), got \(actual.serialized())"
        }
    }

    /// Replaces every occurrence of `variables`' keys in strings (keys and values).
    static func substitute(_ value: JSONValue, _ variables: [(String, String)]) -> JSONValue {
        switch value {
        case .string(let text): return .string(replace(text, variables))
        case .array(let elements): return .array(elements.map { substitute($0, variables) })
        case .object(let object):
            var result = JSONObject()
            for (key, member) in object { result[replace(key, variables)] = substitute(member, variables) }
            return .object(result)
        default: return value
        }
    }

    static func replace(_ text: String, _ variables: [(String, String)]) -> String {
        var result = text
        for (name, value) in variables where result.contains(name) {
            result = result.split(separator: name, omittingEmptySubsequences: false).joined(separator: value)
        }
        return result
    }

    /// Indented JSON with keys in their order, for fixture files people read.
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        // Short values (positions, ranges) stay on one line.
        let compact = value.serialized()
        if compact.count <= 90 { return compact }
        switch value {
        case .array(let elements) where !elements.isEmpty:
            return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let object) where !object.isEmpty:
            let members = object.members.map { member in
                inner + JSONValue.string(member.key).serialized() + ": " + pretty(member.value, indent: inner)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
        default:
            return value.serialized()
        }
    }
}
