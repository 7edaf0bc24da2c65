/// 004's deliberate-choice exemption: an alert that confirms the very destructive action the
/// person chose (Empty Trash after choosing Empty Trash) needn't warn about it, and may let Return
/// confirm it.
extension AlertSite {
    /// The destructive verb the button's title starts with, given what the alert says.
    func destructiveVerb(of action: AlertAction, extra: [String]) -> String? {
        guard let text = action.title?.text ?? action.displayText else { return nil }
        return Copy.destructiveVerb(text, extra: extra, context: [title?.text, message?.text].compactMap { $0 })
    }

    /// Whether the alert asks about the very action `verb` names: its title names it (“Delete this
    /// photo?” with Delete), or is a stock confirmation (“Confirm”, “Are you sure?”), or its
    /// message asks about it. Copy the engine cannot see may: then the answer is yes, so that
    /// nothing is reported on a guess.
    func confirmsChosenAction(_ verb: String) -> Bool {
        if let title, !(title.text.map(Copy.isBlank) ?? false) {
            guard let text = title.text else { return true }
            if Copy.namesAction(verb, in: text) || Copy.isConfirmationTitle(text) { return true }
        }
        guard let message else { return false }
        guard let text = message.text else { return true }
        return Copy.titleForm(text) == .question && Copy.namesAction(verb, in: Copy.sentences(text).last ?? text)
    }
}
