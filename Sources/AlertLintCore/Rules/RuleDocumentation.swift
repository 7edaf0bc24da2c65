/// The one text that explains a rule: `alertlint explain`, the LSP hover and `docs/rules/` all
/// print this, built from the rule's own description and examples.
public enum RuleDocumentation {
    public static func markdown(
        _ description: RuleDescription, examplesLimit: Int = .max,
        language: MessageLanguage = .english
    ) -> String {
        let say = { (en: String, zh: String) in Localized(en: en, zh: zh).text(language) }
        var text = "# \(description.id)\n\n"
        text += "\(description.summary(language))\n\n"
        let off =
            description.enabledByDefault ? "" : say(" (off by default: enable it in `.alertlint.json`)", "（默认关闭：在 `.alertlint.json` 中启用）")
        text += say("- Default severity: ", "- 默认级别：") + description.defaultSeverity.rawValue + off + "\n"
        switch description.fix {
        case .safe?: text += say("- Fix: safe (applied by `alertlint fix`)\n", "- 修复：安全（由 `alertlint fix` 应用）\n")
        case .unsafe?: text += say("- Fix: unsafe (applied by `alertlint fix --unsafe`)\n", "- 修复：不安全（由 `alertlint fix --unsafe` 应用）\n")
        case nil: text += say("- Fix: none\n", "- 修复：无\n")
        }
        text += say("- Guideline: [Human Interface Guidelines]", "- 准则：[人机界面指南]") + "(\(description.higURL))\n\n"
        text += say("## Why\n\n", "## 原因\n\n") + "\(description.guideline(language))\n\n"
        let examples = description.examples
        if !examples.violating.isEmpty {
            text +=
                say("## Finds\n\n", "## 会报告\n\n") + examples.violating.prefix(examplesLimit).map(codeBlock).joined(separator: "\n") + "\n"
        }
        if !examples.clean.isEmpty {
            text +=
                say("## Leaves alone\n\n", "## 不会报告\n\n") + examples.clean.prefix(examplesLimit).map(codeBlock).joined(separator: "\n")
                + "\n"
        }
        if !examples.strings.isEmpty {
            text += say("With these string tables:\n\n", "所用的字符串表：\n\n")
            for (language, table) in examples.strings.sorted(by: { $0.key < $1.key }) {
                text += "`\(language).lproj/Localizable.strings`:\n\n```\n" + table + (table.hasSuffix("\n") ? "" : "\n") + "```\n\n"
            }
        }
        if !examples.fixed.isEmpty {
            text += say("## Fixes\n\n", "## 修复\n\n")
            for pair in examples.fixed.prefix(examplesLimit) {
                text +=
                    say("Before:\n\n", "修复前：\n\n") + codeBlock(pair.before) + say("\nAfter:\n\n", "\n修复后：\n\n") + codeBlock(pair.after)
                    + "\n"
            }
        }
        text += say("Suppress with ", "抑制方法：") + "`// alertlint:disable:next \(description.id)`" + say(".\n", "。\n")
        return text
    }

    private static func codeBlock(_ code: String) -> String {
        "```swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```\n"
    }
}
