/// What the workspace knows about copy beyond one file: its string tables, its named constants,
/// its alert helpers, and which translations to lint. Empty by default, which leaves linting as
/// literal-only.
public struct LocalizationContext: Sendable {
    public var tables: LocalizationTables
    public var constants: ConstantIndex
    /// Functions whose parameters reach an alert's copy: their calls are sites.
    public var helpers: AlertHelperIndex
    /// `UIAlertController` methods of the app's own that add one button, by name.
    public var actionAdders: [String: [ActionAdder]]
    /// Languages besides the development one whose copy is linted too (`--languages`).
    public var languages: [String]

    public init(
        tables: LocalizationTables = LocalizationTables(), constants: ConstantIndex = ConstantIndex(),
        helpers: AlertHelperIndex = AlertHelperIndex(), actionAdders: [String: [ActionAdder]] = [:], languages: [String] = []
    ) {
        self.tables = tables
        self.constants = constants
        self.helpers = helpers
        self.actionAdders = actionAdders
        self.languages = languages
    }

    public var isEmpty: Bool { tables.isEmpty && constants.isEmpty && helpers.isEmpty && actionAdders.isEmpty }
}
