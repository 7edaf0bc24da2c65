/// Every rule AlertLint knows, in documentation order.
public enum RuleCatalog {
    public static let all: [any Rule] = []

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
