/// A String Catalog read in one walk of its bytes (`JSONParser.streaming`): each entry's text
/// and the place of its `value`, without building the document or recording paths, and without
/// even decoding the text of a language no rule reads. It gives exactly what
/// `StringCatalogParser.parseDocument` gives, duplicate keys included (the later one wins, in the
/// earlier one's place), and `nil` where that one reports an error.
enum CatalogReader {
    /// A string unit's `value`: its text (empty when not kept) and where it starts.
    private struct Unit {
        var text: String
        var position: JSONPosition
    }

    /// What `StringCatalogParser.forms(of:)` finds in one localization.
    private struct Found {
        var forms: [String: String]
        var first: Unit
    }

    private struct Key {
        var position: JSONPosition
        var localizations: Members<Found?> = Members()
    }

    /// An object's members in first-appearance order, a repeated key replacing the value in place
    /// as `JSONObject` does. Xcode writes keys and languages sorted: while each key sorts after the
    /// one before, none can be a repeat, and no index is built or hashed.
    private struct Members<Value> {
        private(set) var keys: [String] = []
        private(set) var values: [Value] = []
        /// Every key so far sorts after the one before it.
        private var ascending = true
        /// Each key's position, once a key came out of order.
        private var index: [String: Int] = [:]

        mutating func set(_ key: String, _ value: Value) {
            if ascending {
                if keys.last.map({ $0 < key }) ?? true {
                    keys.append(key)
                    values.append(value)
                    return
                }
                ascending = false
                index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
            }
            if let position = index[key] {
                values[position] = value
                return
            }
            index[key] = keys.count
            keys.append(key)
            values.append(value)
        }

        func contains(_ key: String) -> Bool {
            guard ascending else { return index[key] != nil }
            // Sorted: a binary search.
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low < keys.count && keys[low] == key
        }
    }

    static func read(_ bytes: [UInt8], path: String, tableName: String, keepsText: (String) -> Bool) -> ParsedTable? {
        var parser = JSONParser.streaming(bytes)
        var sourceLanguage: String?
        var strings: Members<Key>?
        do {
            try parser.readDocument { (parser: inout JSONParser) throws(JSONParseError) in
                guard parser.isAtObject else { return try parser.skipValue(depth: 0) }
                try parser.readMembers(depth: 0) { (parser: inout JSONParser, key, _) throws(JSONParseError) in
                    switch key {
                    case "sourceLanguage": sourceLanguage = try parser.readStringOrSkip(depth: 1)
                    case "strings": strings = try readStrings(&parser, keepsText: keepsText)
                    default: try parser.skipValue(depth: 1)
                    }
                }
            }
        } catch {
            return nil
        }
        var table = ParsedTable(name: tableName)
        table.sourceLanguage = sourceLanguage
        guard let strings else { return table }
        // Each language's entries or keys gather in a slot. Entries list their languages in the
        // same order, so a language at the position it had in the entry before needs no look-up.
        var slots: [(language: String, keepsText: Bool, entries: [TableEntry], keys: TableKeys)] = []
        var slotOfLanguage: [String: Int] = [:]
        var recent: [(language: String, slot: Int)] = []
        func slot(_ language: String) -> Int {
            if let known = slotOfLanguage[language] { return known }
            slots.append((language, keepsText(language), [], TableKeys()))
            slotOfLanguage[language] = slots.count - 1
            return slots.count - 1
        }
        func slot(_ language: String, at position: Int) -> Int {
            if position < recent.count, recent[position].language == language { return recent[position].slot }
            let found = slot(language)
            if position < recent.count { recent[position] = (language, found) } else { recent.append((language, found)) }
            return found
        }
        func add(_ slot: Int, _ key: String, _ entry: @autoclosure () -> TableEntry) {
            if slots[slot].keepsText {
                slots[slot].entries.append(entry())
            } else {
                slots[slot].keys.add(key)
            }
        }
        for (key, found) in zip(strings.keys, strings.values) {
            for (position, (language, localization)) in zip(found.localizations.keys, found.localizations.values).enumerated() {
                guard let localization else { continue }
                add(
                    slot(language, at: position), key,
                    TableEntry(
                        key: key, text: localization.first.text, variants: localization.forms,
                        location: StringCatalogParser.location(of: localization.first.position, in: bytes, path: path)))
            }
            if let sourceLanguage, !found.localizations.contains(sourceLanguage) {
                add(
                    slot(sourceLanguage), key,
                    TableEntry(
                        key: key, text: key, location: StringCatalogParser.location(of: found.position, in: bytes, path: path),
                        isKeyItself: true))
            }
        }
        for slot in slots {
            if slot.keepsText { table.entries[slot.language] = slot.entries } else { table.keys[slot.language] = slot.keys }
        }
        return table
    }

    /// `strings` at depth 1: key → `localizations` → language → localization.
    private static func readStrings(_ parser: inout JSONParser, keepsText: (String) -> Bool) throws(JSONParseError) -> Members<Key>? {
        guard parser.isAtObject else {
            try parser.skipValue(depth: 1)
            return nil
        }
        var keys = Members<Key>()
        try parser.readMembers(depth: 1) { (parser: inout JSONParser, key, keyPosition) throws(JSONParseError) in
            var entry = Key(position: keyPosition)
            if parser.isAtObject {
                try parser.readMembers(depth: 2) { (parser: inout JSONParser, member, _) throws(JSONParseError) in
                    guard member == "localizations" else { return try parser.skipValue(depth: 3) }
                    entry.localizations = try readLocalizations(&parser, keepsText: keepsText)
                }
            } else {
                try parser.skipValue(depth: 2)
            }
            keys.set(key, entry)
        }
        return keys
    }

    /// An entry's `localizations`, at depth 3; anything but an object holds none.
    private static func readLocalizations(_ parser: inout JSONParser, keepsText: (String) -> Bool) throws(JSONParseError)
        -> Members<Found?>
    {
        var localizations = Members<Found?>()
        guard parser.isAtObject else {
            try parser.skipValue(depth: 3)
            return localizations
        }
        try parser.readMembers(depth: 3) { (parser: inout JSONParser, language, _) throws(JSONParseError) in
            localizations.set(language, try readLocalization(&parser, keepingText: keepsText(language)))
        }
        return localizations
    }

    /// One language's localization, at depth 4: its `stringUnit`'s value, else the forms of its
    /// first `variations` kind that has any (`StringCatalogParser.forms(of:)`).
    private static func readLocalization(_ parser: inout JSONParser, keepingText: Bool) throws(JSONParseError) -> Found? {
        guard parser.isAtObject else {
            try parser.skipValue(depth: 4)
            return nil
        }
        var unit: Unit?
        var variations: Members<Members<Unit?>?>?
        try parser.readMembers(depth: 4) { (parser: inout JSONParser, member, _) throws(JSONParseError) in
            switch member {
            case "stringUnit": unit = try readUnit(&parser, depth: 5, keepingText: keepingText)
            case "variations": variations = try readVariations(&parser, keepingText: keepingText)
            default: try parser.skipValue(depth: 5)
            }
        }
        if let unit { return Found(forms: [:], first: unit) }
        for cases in variations?.values ?? [] {
            guard let cases else { continue }
            var forms: [String: String] = [:]
            var shown: Unit?
            for (name, form) in zip(cases.keys, cases.values) {
                guard let form else { continue }
                forms[name] = form.text
                if shown == nil || name == "other" { shown = form }
            }
            if let shown { return Found(forms: forms, first: shown) }
        }
        return nil
    }

    /// `variations` at depth 5: kind (`plural`, `device`) → form → `stringUnit`.
    private static func readVariations(_ parser: inout JSONParser, keepingText: Bool) throws(JSONParseError)
        -> Members<Members<Unit?>?>?
    {
        guard parser.isAtObject else {
            try parser.skipValue(depth: 5)
            return nil
        }
        var kinds = Members<Members<Unit?>?>()
        try parser.readMembers(depth: 5) { (parser: inout JSONParser, kind, _) throws(JSONParseError) in
            guard parser.isAtObject else {
                try parser.skipValue(depth: 6)
                return kinds.set(kind, nil)
            }
            var forms = Members<Unit?>()
            try parser.readMembers(depth: 6) { (parser: inout JSONParser, name, _) throws(JSONParseError) in
                guard parser.isAtObject else {
                    try parser.skipValue(depth: 7)
                    return forms.set(name, nil)
                }
                var unit: Unit?
                try parser.readMembers(depth: 7) { (parser: inout JSONParser, member, _) throws(JSONParseError) in
                    guard member == "stringUnit" else { return try parser.skipValue(depth: 8) }
                    unit = try readUnit(&parser, depth: 8, keepingText: keepingText)
                }
                forms.set(name, unit)
            }
            kinds.set(kind, forms)
        }
        return kinds
    }

    /// A `stringUnit` at `depth`: its `value` if that is a string (the last one, if repeated).
    private static func readUnit(_ parser: inout JSONParser, depth: Int, keepingText: Bool) throws(JSONParseError) -> Unit? {
        guard parser.isAtObject else {
            try parser.skipValue(depth: depth)
            return nil
        }
        var unit: Unit?
        try parser.readMembers(depth: depth) { (parser: inout JSONParser, member, _) throws(JSONParseError) in
            guard member == "value" else { return try parser.skipValue(depth: depth + 1) }
            guard parser.isAtString else {
                try parser.skipValue(depth: depth + 1)
                unit = nil
                return
            }
            let position = parser.currentPosition
            if keepingText {
                unit = Unit(text: try parser.parseString(), position: position)
            } else {
                try parser.skipString()
                unit = Unit(text: "", position: position)
            }
        }
        return unit
    }
}
