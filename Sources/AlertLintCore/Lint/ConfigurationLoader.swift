/// A configuration file that cannot be used, with the place that is wrong.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(message)" }
}

/// Reads `.alertlint.json`. Pure: the caller reads the file; this turns its bytes into a
/// `LintConfiguration` or an error that names the file, the line and the key.
public enum ConfigurationLoader {
    public static let fileName = ".alertlint.json"

    public static func load(bytes: [UInt8], path: String, knownRuleIDs: Set<String> = Set(RuleCatalog.all.map(\.description.id)))
        throws(ConfigurationError) -> LintConfiguration
    {
        let document: JSONDocument
        do {
            document = try JSONParser.parseWithPositions(bytes)
        } catch {
            throw ConfigurationError(path: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        var reader = ConfigurationReader(document: document, path: path, knownRuleIDs: knownRuleIDs)
        return try reader.read()
    }
}

/// Walks the parsed document key by key so every complaint can point at its key.
struct ConfigurationReader {
    let document: JSONDocument
    let path: String
    let knownRuleIDs: Set<String>
    var configuration = LintConfiguration()

    static var settingKeys: [String: WritableKeyPath<RuleSettings, Int>] {
        [
            "titleMaxWidth": \.titleMaxWidth, "messageMaxWidth": \.messageMaxWidth, "buttonMaxWords": \.buttonMaxWords,
            "buttonMaxWidthCJK": \.buttonMaxWidthCJK, "sheetMaxActions": \.sheetMaxActions,
        ]
    }

    static var switchKeys: [String: WritableKeyPath<RuleSettings, Bool?>] {
        ["pronounsInMessages": \.pronounsInMessagesSetting, "targetsIPad": \.targetsIPad]
    }

    func error(_ path: JSONPath, _ message: String) -> ConfigurationError {
        let position = document.position(ofKey: path) ?? document.position(of: path) ?? JSONPosition(offset: 0, line: 1, column: 1)
        return ConfigurationError(path: self.path, line: position.line, column: position.column, message: message)
    }

    mutating func read() throws(ConfigurationError) -> LintConfiguration {
        guard let root = document.value.objectValue else { throw error(.root, "the configuration must be a JSON object") }
        for (key, value) in root {
            let keyPath = JSONPath.root.appending(key: key)
            switch key {
            case "$schema": break
            case "rules": try readRules(value, at: keyPath)
            case "select": configuration.select = Set(try ruleList(value, at: keyPath))
            case "ignore": configuration.ignore = Set(try ruleList(value, at: keyPath))
            case "include": configuration.include = try strings(value, at: keyPath)
            case "exclude": configuration.exclude = try strings(value, at: keyPath)
            case "destructiveVerbs": configuration.settings.extraDestructiveVerbs = try strings(value, at: keyPath)
            case "repositoryURL":
                guard let url = value.stringValue, url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    throw error(keyPath, "“repositoryURL” must be an http(s) URL of the repository that holds docs/rules/")
                }
                configuration.repositoryURL = url
            case "settings": try readSettings(value, at: keyPath)
            case "wrappers":
                let read = try WrapperConfiguration.read(value, at: keyPath, reader: self)
                configuration.wrappers = read.wrappers
                configuration.localizers = read.localizers
            default:
                throw error(
                    keyPath,
                    "unknown key “\(key)” (expected rules, select, ignore, include, exclude, settings, destructiveVerbs, wrappers or repositoryURL)"
                )
            }
        }
        return configuration
    }

    private mutating func readRules(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError) {
        guard let rules = value.objectValue else {
            throw error(path, "“rules” must be an object of rule id → \"off\", \"on\", \"info\", \"warning\" or \"error\"")
        }
        for (id, setting) in rules {
            let rulePath = path.appending(key: id)
            guard knownRuleIDs.contains(id) else { throw error(rulePath, "unknown rule “\(id)” (see `alertlint rules`)") }
            switch setting.stringValue ?? (setting.boolValue.map { $0 ? "on" : "off" }) {
            case "off": configuration.disabled.insert(id)
            case "on": configuration.enabled.insert(id)
            case let level?:
                guard let severity = Severity(rawValue: level) else {
                    throw error(rulePath, "rule “\(id)”: “\(level)” is not one of off, on, info, warning, error")
                }
                configuration.enabled.insert(id)
                configuration.severities[id] = severity
            case nil:
                throw error(rulePath, "rule “\(id)” must be set to \"off\", \"on\", \"info\", \"warning\" or \"error\"")
            }
        }
    }

    private mutating func readSettings(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError) {
        guard let settings = value.objectValue else { throw error(path, "“settings” must be an object") }
        for (key, setting) in settings {
            let settingPath = path.appending(key: key)
            if let keyPath = Self.switchKeys[key] {
                guard let flag = setting.boolValue else { throw error(settingPath, "setting “\(key)” must be true or false") }
                configuration.settings[keyPath: keyPath] = flag
                continue
            }
            guard let keyPath = Self.settingKeys[key] else {
                let known = (Array(Self.settingKeys.keys) + Array(Self.switchKeys.keys)).sorted()
                throw error(settingPath, "unknown setting “\(key)” (expected \(known.joined(separator: ", ")))")
            }
            guard let number = setting.intValue, number > 0 else { throw error(settingPath, "setting “\(key)” must be a positive integer") }
            configuration.settings[keyPath: keyPath] = number
        }
    }

    func strings(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError) -> [String] {
        guard let array = value.arrayValue else { throw error(path, "expected an array of strings") }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element.stringValue else { throw error(path.appending(index: index), "expected a string") }
            result.append(string)
        }
        return result
    }

    private func ruleList(_ value: JSONValue, at path: JSONPath) throws(ConfigurationError) -> [String] {
        let ids = try strings(value, at: path)
        for (index, id) in ids.enumerated() where !knownRuleIDs.contains(id) {
            throw error(path.appending(index: index), "unknown rule “\(id)” (see `alertlint rules`)")
        }
        return ids
    }
}
