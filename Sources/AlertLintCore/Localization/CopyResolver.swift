/// The one place where copy the code names — a constant, a table key — becomes text.
///
/// Rules never resolve anything: they read the resolved site. A resolved text that lives in a
/// table or a constant loses its `literals`, so no rule can offer a fix that would edit the
/// Swift site for copy written elsewhere.
public struct CopyResolver: Sendable {
    public let context: LocalizationContext

    public init(context: LocalizationContext) {
        self.context = context
    }

    /// The site as it reads in `language` (`nil`: the development language).
    public func resolve(_ site: AlertSite, language: String?) -> AlertSite {
        var resolved = site
        let scope = site.typeScope
        resolved.title = site.title.map { resolve($0, language: language, typeScope: scope) }
        resolved.message = site.message.map { resolve($0, language: language, typeScope: scope) }
        for index in resolved.actions.indices {
            resolved.actions[index].title = site.actions[index].title.map { resolve($0, language: language, typeScope: scope) }
        }
        resolved.helperAlone = site.helperAlone.map { resolve($0, language: language) }
        return resolved
    }

    /// One text as it reads in `language`; a constant it names is looked up from `typeScope`, the
    /// types its site is written in.
    public func resolve(_ original: TextValue, language: String?, typeScope: [String] = []) -> TextValue {
        if !original.alternatives.isEmpty {
            var value = resolve(original.withoutAlternatives, language: language, typeScope: typeScope)
            value.alternatives = original.alternatives.map { resolve($0, language: language, typeScope: typeScope) }
            return value
        }
        var value = original
        // `"key".localized`: a lookup when the workspace declares the member as one, or when a
        // library's member (never declared here) names a key of the default table.
        if let member = value.localizingMember {
            if let table = context.constants.localizingMembers[member] {
                value.localization?.table = table
            } else if !libraryLookup(member, value.localization) {
                return Self.opaque(value)
            }
            value.localizingMember = nil
        }
        if let name = value.constantReference,
            let constant = context.constants.constant(named: name, typeScope: value.typeScope ?? typeScope)
        {
            value.text = constant.text
            value.localization = constant.localization
            value.isLocalized = constant.localization != nil
            value.literals = []
            value.externalLocation = constant.location
        } else if let name = value.constantReference, value.text == nil, value.localization == nil,
            let key = generatedKey(name)
        {
            value.localization = LocalizedReference(key: key)
            value.isLocalized = true
        }
        guard var reference = value.localization else { return value }
        let tables = context.tables
        guard !tables.isEmpty else { return Self.withoutTables(value) }
        var identifierKey = Self.isIdentifierKey(reference.key)
        if reference.isInterpolated {
            // Looked up as the tables spell it (`Delete %lld files`); when none does, the literal
            // shows with its values, as a key written with none would.
            guard let key = tables.formattedKey(reference.key, table: reference.table) else { return Self.unformattedKey(value) }
            identifierKey = Self.isIdentifierKey(Self.wordsBeforeValues(reference.key))
            reference.key = key
            value.localization = reference
        }
        if let language {
            // A translation: the table's text or nothing; the Swift literal is not this language.
            value.literals = []
            value.language = language
            guard let entry = tables.entry(key: reference.key, table: reference.table, language: language) else {
                value.text = nil
                value.externalLocation = nil
                // A key no table has is reported once, in the development language.
                value.missingTranslation = tables.contains(key: reference.key, table: reference.table)
                return value
            }
            value.text = entry.text
            value.externalLocation = entry.location
            return value
        }
        // The development table's text is what people read whenever it has the key, whatever the
        // key looks like and whatever default value the call gives.
        if let entry = tables.entry(key: reference.key, table: reference.table, language: tables.developmentLanguage),
            !entry.isKeyItself || (!reference.hasDefaultValue && !identifierKey)
        {
            value.text = entry.text
            value.externalLocation = entry.location
            value.language = tables.developmentLanguage
            value.literals = []
            return value
        }
        if tables.contains(key: reference.key, table: reference.table) {
            value.keyHasTranslations = true
        } else if reference.isExplicit || identifierKey {
            value.missingTranslation = true
        }
        // Missing from the table: the default value shows, else the key itself, which is no copy
        // when it is an identifier (`"alert.delete.title"`).
        guard !reference.hasDefaultValue, identifierKey else { return value }
        if value.externalLocation == nil { value.text = nil }
        value.literals = []
        return value
    }

    /// The site as it reads when no table was found: what `resolve` does to each text then.
    public static func withoutTables(_ site: AlertSite) -> AlertSite {
        var resolved = site
        resolved.title = site.title.map(withoutTables)
        resolved.message = site.message.map(withoutTables)
        for index in resolved.actions.indices {
            resolved.actions[index].title = site.actions[index].title.map(withoutTables)
        }
        resolved.helperAlone = site.helperAlone.map(withoutTables)
        return resolved
    }

    /// With no table found, an identifier key (`general.ok`, `_remove_`) is still no copy: linting
    /// it as text would report its dots and underscores. Nothing can be called missing either.
    private static func withoutTables(_ original: TextValue) -> TextValue {
        if !original.alternatives.isEmpty {
            var value = withoutTables(original.withoutAlternatives)
            value.alternatives = original.alternatives.map(withoutTables)
            return value
        }
        if original.localizingMember != nil { return opaque(original) }
        if original.localization?.isInterpolated == true { return unformattedKey(original) }
        guard let reference = original.localization, !reference.hasDefaultValue, isIdentifierKey(reference.key)
        else { return original }
        var value = original
        if value.externalLocation == nil {
            value.text = nil
        }
        value.literals = []
        return value
    }

    /// A key written with interpolations that no table holds: its literal shows, values filled
    /// in, which is no copy when its words are an identifier (`"downloads.count \(n)"`).
    private static func unformattedKey(_ original: TextValue) -> TextValue {
        var value = original
        value.localization = nil
        guard let reference = original.localization, !reference.hasDefaultValue, isIdentifierKey(wordsBeforeValues(reference.key))
        else { return value }
        if value.externalLocation == nil { value.text = nil }
        value.literals = []
        return value
    }

    /// The key up to its first value (`%lld` or an interpolation), without the space before it.
    private static func wordsBeforeValues(_ key: String) -> String {
        let end = key.firstIndex { $0 == TextValue.placeholder || $0 == "%" } ?? key.endIndex
        var words = key[..<end]
        while words.last == " " { words.removeLast() }
        return String(words)
    }

    /// A text the engine cannot read after all (an app's member whose meaning is not known).
    private static func opaque(_ original: TextValue) -> TextValue {
        var value = TextValue.unknown(original.range)
        value.parameter = original.parameter
        return value
    }

    /// `"generic.ok".localized` with `localized` from a library the app imports (Localize-Swift,
    /// an internal pod): read as a lookup only when the member says it localizes and the literal
    /// is an identifier key of the default table, so nothing but the table can make it copy.
    private func libraryLookup(_ member: String, _ reference: LocalizedReference?) -> Bool {
        guard !member.hasPrefix("func:"), member.lowercased().contains("locali"), let reference,
            Self.isIdentifierKey(reference.key)
        else { return false }
        return context.tables.contains(key: reference.key, table: nil)
    }

    /// `LocalString.common_button_ok`, `L10n.Settings.privacyTitle` or `L10n.error` when no file
    /// declares the type: an accessor a build step generates from the default table (Kiwix's
    /// script, SwiftGen with its output ignored), so the one key it spells is its copy: an
    /// identifier key, or a one-word key (`"error" = "Error";`), which SwiftGen names the same.
    /// Framework types (`UIAlertAction.cancel`) are left alone.
    private func generatedKey(_ name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 2, let type = parts.first, type.first?.isUppercase == true,
            !(type.count > 1 && type.dropFirst().first?.isUppercase == true), !context.constants.declaresType(String(type))
        else { return nil }
        let member = parts.dropFirst().joined(separator: ".")
        guard Self.isIdentifierKey(member) || Self.isWordKey(member) else { return nil }
        return context.tables.key(spelledAs: member)
    }

    /// One word of ASCII letters (`error`, `OK`): a key a generated accessor spells as it is.
    static func isWordKey(_ key: String) -> Bool {
        key.utf8.count >= 2 && key.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Whether a key is an identifier (`alert.delete.title`, `error_label`, `deleteTitle`) rather
    /// than the English text itself (`Delete`, `Delete this photo?`).
    static func isIdentifierKey(_ key: String) -> Bool {
        var sawLower = false
        var camel = false
        var separator = false
        for scalar in key.unicodeScalars {
            if scalar == " " || !scalar.isASCII { return false }
            if scalar == "." || scalar == "_" { separator = true }
            if ("a"..."z").contains(scalar) { sawLower = true }
            if ("A"..."Z").contains(scalar), sawLower { camel = true }
        }
        guard let last = key.unicodeScalars.last, last != "." else { return false }
        return separator || camel
    }
}
