/// A localized key the string tables don't have.
public struct MissingTranslationRule: Rule {
    public static let id = "missing-translation"
    public init() {}

    public let description = RuleDescription(
        id: MissingTranslationRule.id,
        summary: Localized(
            en: "A localized key is in no string table, or a linted language lacks it.",
            zh: "本地化键不在任何字符串表中，或被检查的某种语言缺少它。"),
        defaultSeverity: .info,
        guideline: Localized(
            en: """
                Copy that goes through `NSLocalizedString`, `String(localized:)` or SwiftUI's \
                `LocalizedStringKey` is looked up in the app's `Localizable.strings` or String Catalog. A key \
                the tables don't have shows the key itself — often an identifier such as \
                `alert.delete.title` — or, when the call gives a default value (`value:`, `defaultValue:`), \
                that value untranslated in every language.

                The rule runs only when AlertLint finds string tables in the workspace. A key missing from \
                every table is reported once at the Swift site; with `--languages`, each language that lacks \
                it is reported too.
                """,
            zh: """
                通过 `NSLocalizedString`、`String(localized:)` 或 SwiftUI 的 `LocalizedStringKey` 显示的文案，会在 App 的 `Localizable.strings` 或 String Catalog 中查找。字符串表中没有的键会直接显示键本身（往往是 `alert.delete.title` 这样的标识符）；调用给出默认值（`value:`、`defaultValue:`）时，则在所有语言中显示未翻译的默认值。

                只有在工作区中找到字符串表时此规则才会运行。所有表都缺少的键只在 Swift 代码处报告一次；使用 `--languages` 时，缺少该键的每种语言也会各报告一次。
                """),
        examples: RuleExamples(
            violating: [
                """
                let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: ""),
                                              message: NSLocalizedString("photo.delete.message", comment: ""),
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive))
                """,
                """
                Text("照片")
                    .alert(Text("photo.delete.title"), isPresented: $isConfirming) {
                        Button("Cancel", role: .cancel) { }
                        Button("Delete", role: .destructive) { }
                    } message: {
                        Text("photo.delete.message")
                    }
                """,
            ],
            clean: [
                """
                let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: ""),
                                              message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive))
                """,
                """
                let alert = UIAlertController(title: "Photo Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                """,
            ],
            strings: [
                "en": """
                "photo.delete.title" = "Delete Photo?";
                """,
                "zh-Hans": """
                "photo.delete.title" = "删除照片？";
                "Cancel" = "取消";
                "Delete" = "删除";
                """,
            ]
        )
    )

    public func check(_ site: AlertSite, in context: RuleContext) -> [Diagnostic] {
        site.texts.compactMap { value, _ in
            guard value.missingTranslation, let key = value.localizationKey else { return nil }
            let shown = Copy.quoted(key)
            if let language = value.language {
                return context.diagnostic(
                    Self.id, value.range,
                    context.say(
                        "Key \(shown) has no \(language) translation: add it to the \(language) table",
                        "键\(shown)没有 \(language) 翻译：请添加到 \(language) 字符串表中"))
            }
            // `NSLocalizedString(key, value:)` falls back to its value, not to the key.
            if value.localization?.hasDefaultValue == true {
                let fallback = value.text.map(Copy.quoted) ?? context.text("its default value", "默认值")
                return context.diagnostic(
                    Self.id, value.range,
                    context.say(
                        "Key \(shown) is in no string table: every language shows the default value \(fallback), untranslated",
                        "键\(shown)不在任何字符串表中：所有语言都会显示未翻译的默认值\(fallback)"))
            }
            return context.diagnostic(
                Self.id, value.range,
                context.say(
                    "Key \(shown) is in no string table: people will see the key itself",
                    "键\(shown)不在任何字符串表中：界面上会直接显示这个键"))
        }
    }
}
