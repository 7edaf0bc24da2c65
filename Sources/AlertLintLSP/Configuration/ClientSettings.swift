import AlertLintCore

/// The editor's AlertLint settings, applied on top of `.alertlint.json`:
/// `{"select": [ids], "ignore": [ids], "severity": {"ok-specific": "error" | "warning" | "info" | "off"},
///   "configPath": "path"}` (configPath is read by `ConfigurationState`).
enum ClientSettings {
    /// Applies `settings` to `configuration`; returns what was ignored and why.
    @discardableResult
    static func apply(
        _ settings: JSONValue, to configuration: inout LintConfiguration,
        knownRuleIDs: Set<String> = Set(RuleCatalog.all.map(\.description.id))
    ) -> [String] {
        var problems: [String] = []
        func ruleIDs(_ key: String) -> [String]? {
            guard let value = settings[key], !value.isNull else { return nil }
            guard let list = value.arrayValue else {
                problems.append("setting “\(key)” must be an array of rule ids")
                return nil
            }
            var ids: [String] = []
            for element in list {
                guard let id = element.stringValue, knownRuleIDs.contains(id) else {
                    problems.append("setting “\(key)”: unknown rule \(element.serialized())")
                    continue
                }
                ids.append(id)
            }
            return ids
        }
        if let select = ruleIDs("select") { configuration.select = Set(select) }
        if let ignore = ruleIDs("ignore") { configuration.ignore.formUnion(ignore) }
        if let severities = settings["severity"], !severities.isNull {
            if let object = severities.objectValue {
                for (id, level) in object {
                    guard knownRuleIDs.contains(id) else {
                        problems.append("setting “severity”: unknown rule “\(id)”")
                        continue
                    }
                    switch level.stringValue {
                    case "off":
                        configuration.disabled.insert(id)
                    case let name? where Severity(rawValue: name) != nil:
                        configuration.enabled.insert(id)
                        configuration.disabled.remove(id)
                        configuration.severities[id] = Severity(rawValue: name)
                    default:
                        problems.append("setting “severity”: “\(id)” must be error, warning, info or off")
                    }
                }
            } else {
                problems.append("setting “severity” must be an object of rule id → level")
            }
        }
        return problems
    }
}
