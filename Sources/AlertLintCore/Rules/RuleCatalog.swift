/// Every rule AlertLint knows, in the order they are documented and run.
public enum RuleCatalog {
    /// The rules: immutable values, built once.
    public static let all: [any Rule] = [
        // Titles
        TitleMissingRule(), TitleGenericRule(), TitleLengthRule(), TitleCaseRule(), TitleSentencesRule(),
        // Messages
        MessageLengthRule(), MessageSentenceRule(), MessageExplainsButtonsRule(), MessageRepeatsTitleRule(),
        NoPronounsRule(),
        // Button titles
        OKSpecificRule(), OKSpellingRule(), YesNoRule(), ButtonCaseRule(), ButtonLengthRule(),
        // Cancel
        CancelTitleRule(), CancelRoleRule(), CancelPositionRule(), CancelDefaultRule(), CancelMissingRule(),
        SingleCancelRule(),
        // Buttons as a whole
        TooManyButtonsRule(), DestructiveStyleRule(), DestructiveDefaultRule(), MultipleCancelRule(), NoActionsRule(),
        // Action sheets
        SheetDestructiveFirstRule(), SheetLengthRule(), SheetPopoverRule(),
        // Context
        LaunchAlertRule(), CriticalStyleRule(),
        // Chinese typography and translations
        CJKPunctuationRule(), CJKSpacingRule(), MissingTranslationRule(),
    ]

    private static let byID: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, rule) in all.enumerated() { index[rule.description.id] = position }
        return index
    }()

    /// The rule with `id`, or nil when there is none.
    public static func rule(id: String) -> (any Rule)? {
        byID[id].map { all[$0] }
    }
}
