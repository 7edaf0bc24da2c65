/// Reads the `wrappers` array of `.alertlint.json`:
///
///     "wrappers": [{ "name": "showAlert", "kind": "alert", "title": "title", "message": "message",
///                    "actions": [{ "label": "confirmTitle", "role": "destructive" }],
///                    "cancelTitle": "Cancel" }]
///
/// An entry with a `key` is a localization function instead (`L10n.tr("Localizable", "key")`):
///
///     { "name": "L10n.tr", "table": "_", "key": "_2", "value": "fallback" }
enum WrapperConfiguration {
    static let keys = ["name", "kind", "framework", "title", "message", "actions", "cancelTitle"]
    static let localizerKeys = ["name", "key", "table", "value"]

    static func read(_ value: JSONValue, at path: JSONPath, reader: ConfigurationReader) throws(ConfigurationError)
        -> (wrappers: [WrapperSpec], localizers: [LocalizerSpec])
    {
        guard let entries = value.arrayValue else { throw reader.error(path, "“wrappers” must be an array of objects") }
        var specs: [WrapperSpec] = []
        var localizers: [LocalizerSpec] = []
        for (index, entry) in entries.enumerated() {
            let entryPath = path.appending(index: index)
            guard let object = entry.objectValue else { throw reader.error(entryPath, "a wrapper must be an object") }
            if object["key"] != nil {
                localizers.append(try readLocalizer(object, at: entryPath, reader))
                continue
            }
            for (key, _) in object where !keys.contains(key) {
                throw reader.error(entryPath.appending(key: key), "unknown wrapper key “\(key)” (expected \(keys.joined(separator: ", ")))")
            }
            guard let name = object["name"]?.stringValue, !name.isEmpty else {
                throw reader.error(entryPath, "a wrapper needs a “name”: the function that shows the alert")
            }
            var spec = WrapperSpec(name: name)
            if let kind = object["kind"] {
                guard let parsed = kind.stringValue.flatMap(AlertSite.Kind.init(rawValue:)) else {
                    throw reader.error(entryPath.appending(key: "kind"), "“kind” must be alert, actionSheet or confirmationDialog")
                }
                spec.kind = parsed
            }
            if let framework = object["framework"] {
                guard let parsed = framework.stringValue.flatMap(AlertSite.Framework.init(rawValue:)) else {
                    throw reader.error(entryPath.appending(key: "framework"), "“framework” must be uikit, swiftui or appkit")
                }
                spec.framework = parsed
            }
            spec.titleLabel = try optionalString(object["title"], at: entryPath.appending(key: "title"), reader)
            spec.messageLabel = try optionalString(object["message"], at: entryPath.appending(key: "message"), reader)
            spec.cancelTitle = try optionalString(object["cancelTitle"], at: entryPath.appending(key: "cancelTitle"), reader)
            if let actions = object["actions"] {
                spec.actions = try readActions(actions, at: entryPath.appending(key: "actions"), reader)
            }
            specs.append(spec)
        }
        return (specs, localizers)
    }

    private static func readLocalizer(_ object: JSONObject, at path: JSONPath, _ reader: ConfigurationReader) throws(ConfigurationError)
        -> LocalizerSpec
    {
        for (key, _) in object where !localizerKeys.contains(key) {
            throw reader.error(
                path.appending(key: key), "unknown localization-function key “\(key)” (expected \(localizerKeys.joined(separator: ", ")))")
        }
        guard let name = object["name"]?.stringValue, !name.isEmpty else {
            throw reader.error(path, "a localization function needs a “name”: the function that looks copy up")
        }
        guard let key = try optionalString(object["key"], at: path.appending(key: "key"), reader), !key.isEmpty else {
            throw reader.error(path.appending(key: "key"), "“key” must name the argument holding the key")
        }
        return LocalizerSpec(
            name: name, keyLabel: key,
            tableLabel: try optionalString(object["table"], at: path.appending(key: "table"), reader),
            valueLabel: try optionalString(object["value"], at: path.appending(key: "value"), reader))
    }

    private static func optionalString(_ value: JSONValue?, at path: JSONPath, _ reader: ConfigurationReader) throws(ConfigurationError)
        -> String?
    {
        guard let value else { return nil }
        guard let string = value.stringValue else {
            throw reader.error(path, "expected a string (an argument label, or \"_\" for the first unlabelled argument)")
        }
        return string
    }

    private static func readActions(_ value: JSONValue, at path: JSONPath, _ reader: ConfigurationReader) throws(ConfigurationError)
        -> [WrapperAction]
    {
        guard let array = value.arrayValue else { throw reader.error(path, "“actions” must be an array of {\"label\": …, \"role\": …}") }
        var actions: [WrapperAction] = []
        for (index, element) in array.enumerated() {
            let elementPath = path.appending(index: index)
            guard let label = element["label"]?.stringValue else {
                throw reader.error(elementPath, "an action needs a “label”: the argument that holds its title")
            }
            let roleName = element["role"]?.stringValue ?? "default"
            guard let role = AlertAction.Role(rawValue: roleName) else {
                throw reader.error(elementPath.appending(key: "role"), "“role” must be default, cancel or destructive")
            }
            actions.append(WrapperAction(label: label, role: role))
        }
        return actions
    }
}
