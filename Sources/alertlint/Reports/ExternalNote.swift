import AlertLintCore

/// The note that points from a finding to the file holding its copy.
enum ExternalNote {
    static func text(_ diagnostic: Diagnostic, _ language: MessageLanguage) -> String {
        if let copyLanguage = diagnostic.language {
            return Localized(en: "the \(copyLanguage) text is here", zh: "\(copyLanguage) 文本在这里").text(language)
        }
        return Localized(en: "the text is defined here", zh: "文本定义在这里").text(language)
    }
}
