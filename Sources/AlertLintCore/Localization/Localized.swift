/// The language AlertLint speaks in its own messages, fix titles and rule documentation.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language for a locale name such as `zh_CN.UTF-8`, `zh-Hans`, `en_US`: Chinese for
    /// any `zh`, English otherwise (and for `nil`, `C` and `POSIX`).
    public static func from(locale: String?) -> MessageLanguage {
        guard let locale = locale?.lowercased() else { return .english }
        return locale == "zh" || locale.hasPrefix("zh-") || locale.hasPrefix("zh_") || locale.hasPrefix("zh.")
            ? .simplifiedChinese : .english
    }

    /// `--locale`, else `LC_ALL`, else `LANG` (the first one set and not empty).
    public static func from(option: String?, environment: [String: String]) -> MessageLanguage {
        for candidate in [option, environment["LC_ALL"], environment["LANG"]] {
            if let candidate, !candidate.isEmpty { return from(locale: candidate) }
        }
        return .english
    }
}

/// One text of ours in both languages. Every message, fix title and rule explanation is built as
/// one, so `LocalizedMessagesTests` can see a missing translation.
public struct Localized: Sendable, Hashable {
    public var en: String
    public var zh: String

    public init(en: String, zh: String) {
        self.en = en
        self.zh = zh
    }

    public func text(_ language: MessageLanguage) -> String {
        switch language {
        case .english: return en
        case .simplifiedChinese: return zh.isEmpty ? en : zh
        }
    }
}
