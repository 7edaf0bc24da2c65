/// The app's own alert helper, configured in `.alertlint.json`.
public struct WrapperSpec: Sendable, Equatable {
    public var name: String
    public var kind: AlertSite.Kind = .alert
    public var framework: AlertSite.Framework = .uikit
    public var titleLabel: String?
    public var messageLabel: String?
    public var actions: [WrapperAction] = []
    public var cancelTitle: String?
    public init(name: String) { self.name = name }
}

public struct WrapperAction: Sendable, Equatable {
    public var label: String
    public var role: AlertAction.Role
    public init(label: String, role: AlertAction.Role) {
        self.label = label
        self.role = role
    }
}

public enum SiteExtractor {
    public static func extract(from tokenized: TokenizedSource, in source: SourceText, wrappers: [WrapperSpec] = []) -> [AlertSite] {
        []
    }
}
