/// Which positions `JSONParser.parseWithPositions` records.
///
/// Recording a position builds the member's path and hashes it; for a large String Catalog that
/// was most of the parse, while its reader needs one position per localization. A reader that
/// needs few positions names them; a configuration file, any of whose members a message may name,
/// records everything.
public struct JSONPositionSelection: Sendable {
    /// Keys and values recorded; `nil` is every one.
    let keysOf: JSONPath?
    let valuesEndingIn: [JSONPath.Component]?

    /// Every key and every value, and the keys given twice in one object.
    public static let everything = JSONPositionSelection(keysOf: nil, valuesEndingIn: nil)

    /// The keys of the members of the object at `object` (`.strings`), and the values whose path
    /// ends in `suffix` (`stringUnit`, `value`). Duplicate keys are not looked for.
    public static func keys(of object: JSONPath, valuesEndingIn suffix: [String]) -> JSONPositionSelection {
        JSONPositionSelection(keysOf: object, valuesEndingIn: suffix.map(JSONPath.Component.key))
    }

    var isEverything: Bool { keysOf == nil && valuesEndingIn == nil }
}
