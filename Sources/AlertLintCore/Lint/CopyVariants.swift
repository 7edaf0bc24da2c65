/// An alert whose copy the code chooses at run time (`isEditing ? "Discard Edits" : "Discard"`, a
/// local assigned in branches) is linted once per choice, so each value the code can show is
/// checked, each finding pointing at the value it is about.
extension AlertSite {
    /// The site with every text at its first value, then one site per other value of each text
    /// (the other texts at their first): linear in the values, never their product.
    var copyVariants: [AlertSite] {
        // Most alerts show one text each: no key paths to make (each costs an allocation).
        let hasAlternatives = { (value: TextValue?) in !(value?.alternatives.isEmpty ?? true) }
        guard hasAlternatives(title) || hasAlternatives(message) || actions.contains(where: { hasAlternatives($0.title) })
        else { return [self] }
        let slots: [WritableKeyPath<AlertSite, TextValue?>] =
            [\.title, \.message] + actions.indices.map { \AlertSite.actions[$0].title }
        var first = self
        for slot in slots {
            if let value = first[keyPath: slot]?.alternatives.first { first[keyPath: slot] = value }
        }
        var variants = [first]
        for slot in slots {
            guard let alternatives = self[keyPath: slot]?.alternatives, alternatives.count > 1 else { continue }
            for value in alternatives.dropFirst() {
                var variant = first
                variant[keyPath: slot] = value
                variants.append(variant)
            }
        }
        return variants
    }
}
