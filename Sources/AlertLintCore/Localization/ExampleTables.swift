extension RuleExamples {
    /// The examples' `.strings` tables as the linter takes them, every translation linted; empty
    /// when the examples have none.
    public var localization: LocalizationContext {
        guard !strings.isEmpty else { return LocalizationContext() }
        let tables = LocalizationTables(
            strings.map { language, text in
                StringsFileParser.parse(
                    Array(text.utf8), path: "\(language).lproj/Localizable.strings",
                    language: language, tableName: LocalizedReference.defaultTable)
            })
        return LocalizationContext(tables: tables, languages: tables.translations)
    }
}
