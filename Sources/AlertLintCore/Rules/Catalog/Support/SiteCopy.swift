/// Questions rules ask about a site's copy and buttons.
extension AlertSite {
    /// Whether the alert is written in Chinese: its title, message or a button has Han characters.
    var isChineseCopy: Bool {
        Copy.isChinese([title?.text, message?.text] + actions.map { $0.title?.text })
    }

    /// The known titles of the buttons.
    var buttonTitles: [String] {
        actions.compactMap(\.displayText)
    }

    /// AppKit: the index of the button Return triggers — one whose key equivalent is Return, else
    /// the first button unless its key equivalent was changed.
    var appKitDefaultIndex: Int? {
        if let index = actions.firstIndex(where: { $0.keyEquivalent == "\r" }) { return index }
        guard let first = actions.first, first.keyEquivalent == nil else { return nil }
        return 0
    }

    /// The action Return triggers: the preferred one, or AppKit's default button.
    var defaultActionIndex: Int? {
        framework == .appkit ? appKitDefaultIndex : preferredActionIndex
    }
}

extension AlertAction {
    /// The cancel action: the cancel role, or (AppKit has no roles) a button titled Cancel.
    var isCancel: Bool {
        role == .cancel || (displayText.map(Copy.isCancelTitle) ?? false)
    }

    /// Whether the system titles this button (SwiftUI's `.cancel()`): its copy is not ours to lint.
    var hasOwnTitle: Bool {
        title?.text != nil
    }
}

extension RuleContext {
    /// A diagnostic of the rule `ruleID` at the configured severity, in the context's language.
    func diagnostic(
        _ ruleID: String, _ range: ByteRange, _ message: Localized, fixes: [Fix] = [],
        related: [RelatedLocation] = [], severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity ?? self.severity, range: range,
            message: message.text(language), fixes: fixes, related: related)
    }

    /// Our own text (a fix title, a related note) in the context's language.
    func text(_ localized: Localized) -> String {
        localized.text(language)
    }

    /// Our own text given in both languages, in the context's language.
    func text(_ en: String, _ zh: String) -> String {
        language == .english ? en : zh
    }

    /// Shorthand for `Localized(en:zh:)`.
    func say(_ en: String, _ zh: String) -> Localized {
        Localized(en: en, zh: zh)
    }
}

extension RuleContext {
    /// Copy as a diagnostic quotes it: in curly quotes, interpolations spelled as the code wrote them.
    func shown(_ value: TextValue) -> String {
        guard let text = value.readableText(in: source) else { return language == .english ? "an unknown text" : "未知文本" }
        return "“" + text + "”"
    }
}
