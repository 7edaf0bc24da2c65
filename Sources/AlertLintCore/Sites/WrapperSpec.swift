/// A project's own alert helper, declared in `.alertlint.json`, so that `showAlert(title:…)`
/// calls are linted like the alerts they build.
public struct WrapperSpec: Sendable, Equatable {
    /// The function's name, possibly qualified: `showAlert`, `AlertHelper.show`.
    public var name: String
    public var kind: AlertSite.Kind
    public var framework: AlertSite.Framework
    /// The argument label holding the title; `"_"` for a first, unlabeled argument.
    public var titleLabel: String?
    public var messageLabel: String?
    /// Arguments that hold button titles, in the order the helper adds them.
    public var actions: [WrapperAction]
    /// A cancel button the helper always adds with this fixed title, after the others.
    public var cancelTitle: String?

    public init(
        name: String, kind: AlertSite.Kind = .alert, framework: AlertSite.Framework = .uikit,
        titleLabel: String? = "title", messageLabel: String? = "message",
        actions: [WrapperAction] = [], cancelTitle: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.framework = framework
        self.titleLabel = titleLabel
        self.messageLabel = messageLabel
        self.actions = actions
        self.cancelTitle = cancelTitle
    }
}

/// One button-title argument of a wrapper and the role of the button it makes.
public struct WrapperAction: Sendable, Equatable {
    /// The argument label; `"_"` for a first, unlabeled argument.
    public var label: String
    public var role: AlertAction.Role

    public init(label: String, role: AlertAction.Role = .default) {
        self.label = label
        self.role = role
    }
}
