/// The one text that explains a rule: `alertlint explain`, the LSP hover and `docs/rules/` all
/// print this, built from the rule's own description and examples.
public enum RuleDocumentation {
    public static func markdown(_ description: RuleDescription, examplesLimit: Int = .max) -> String {
        var text = "# \(description.id)\n\n"
        text += "\(description.summary)\n\n"
        text += "- Default severity: \(description.defaultSeverity.rawValue)\(description.enabledByDefault ? "" : " (off by default: enable it in `.alertlint.json`)")\n"
        switch description.fix {
        case .safe?: text += "- Fix: safe (applied by `alertlint fix`)\n"
        case .unsafe?: text += "- Fix: unsafe (applied by `alertlint fix --unsafe`)\n"
        case nil: text += "- Fix: none\n"
        }
        text += "- Guideline: [Human Interface Guidelines](\(description.higURL))\n\n"
        text += "## Why\n\n\(description.guideline)\n\n"
        let examples = description.examples
        if !examples.violating.isEmpty {
            text += "## Finds\n\n" + examples.violating.prefix(examplesLimit).map(codeBlock).joined(separator: "\n") + "\n"
        }
        if !examples.clean.isEmpty {
            text += "## Leaves alone\n\n" + examples.clean.prefix(examplesLimit).map(codeBlock).joined(separator: "\n") + "\n"
        }
        if !examples.fixed.isEmpty {
            text += "## Fixes\n\n"
            for pair in examples.fixed.prefix(examplesLimit) {
                text += "Before:\n\n" + codeBlock(pair.before) + "\nAfter:\n\n" + codeBlock(pair.after) + "\n"
            }
        }
        text += "Suppress with `// alertlint:disable:next \(description.id)`.\n"
        return text
    }

    private static func codeBlock(_ code: String) -> String {
        "```swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```\n"
    }
}
