import AlertLintCore

/// Copy as markup: the text people read, interpolations as chips naming their expression, and
/// copy the engine cannot see as a placeholder naming what the code writes — never invented.
struct CopyMarkup {
    let source: SourceText

    /// The longest expression a placeholder quotes before it elides the rest.
    static let placeholderLimit = 60

    /// The markup of `value`, and its plain text for `data-title` and search (empty when unknown).
    /// `fallback` is the development language's text of a translation: what the system shows
    /// where the translation's table lacks the key.
    func render(_ value: TextValue, fallback: TextValue? = nil) -> (markup: String, plain: String) {
        if value.text == nil, value.localization != nil, let fallback, fallback.text != nil, let language = value.language {
            let (markup, plain) = render(fallback)
            let reason = "Not translated into \(language): the system shows the development language's text"
            return (HTML.element("span", [("class", "untranslated"), ("title", reason)], markup), plain)
        }
        guard let text = value.text else { return (placeholder(for: value), "") }
        let placeholder = TextValue.placeholder
        guard text.contains(placeholder) else { return (HTML.escape(text), text) }
        var expressions = value.literals.flatMap(\.interpolations).map { source.text($0) }.makeIterator()
        var markup = ""
        var plain = ""
        var run = ""
        for character in text {
            guard character == placeholder else {
                run.append(character)
                continue
            }
            markup += HTML.escape(run)
            plain += run
            run = ""
            let expression = expressions.next() ?? "…"
            markup += HTML.element("span", [("class", "interp"), ("title", "\\(\(expression))")], HTML.escape(Self.elided(expression)))
            plain += "\\(" + expression + ")"
        }
        return (markup + HTML.escape(run), plain + run)
    }

    /// The markup of a button's title: its own, the one the system gives it, or a placeholder.
    func render(_ action: AlertAction, fallback: AlertAction? = nil) -> (markup: String, plain: String) {
        if let title = action.title, title.text != nil || !action.hasSystemTitle { return render(title, fallback: fallback?.title) }
        if action.hasSystemTitle {
            return (
                HTML.element(
                    "span", [("class", "system"), ("title", "The system titles this button")], HTML.escape(action.systemTitleText)),
                action.systemTitleText
            )
        }
        return (unknown(source.text(action.range), reason: "AlertLint cannot read this button's title"), "")
    }

    /// What the code writes where the copy should be: a missing translation names its key, other
    /// copy the expression itself (`UserText.deleteTitle`, `title` of a parameter).
    private func placeholder(for value: TextValue) -> String {
        if value.missingTranslation, let language = value.language, let key = value.localizationKey {
            return unknown(key, reason: "No \(language) translation of “\(key)”", kind: "missing")
        }
        return unknown(source.text(value.range), reason: "AlertLint cannot see this copy: the code computes it")
    }

    private func unknown(_ expression: String, reason: String, kind: String = "unknown") -> String {
        let flattened = expression.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        return HTML.element("span", [("class", "placeholder \(kind)"), ("title", reason)], HTML.escape(Self.elided(flattened)))
    }

    static func elided(_ text: String) -> String {
        text.count <= placeholderLimit ? text : String(text.prefix(placeholderLimit - 1)) + "…"
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
