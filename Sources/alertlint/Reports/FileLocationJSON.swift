import AlertLintCore

extension FileLocation {
    /// Where copy read from a string table or a constant is written, as the JSON reports and
    /// `alertlint sites` print it.
    var json: JSONValue {
        .object(JSONObject([("file", .string(path)), ("line", .integer(line)), ("column", .integer(column))]))
    }
}
