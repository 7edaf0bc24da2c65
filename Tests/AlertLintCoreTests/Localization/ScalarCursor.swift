@testable import AlertLintCore

/// The cursor of the readers kept as references (`ReferenceStringsFileParser`,
/// `ReferencePropertyListStrings`): over a table file's decoded scalars, knowing its line and
/// column (1-based, in scalars), collecting the problems found.
struct ScalarCursor {
    let scalars: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1
    var column = 1
    var problems: [TableProblem] = []

    init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    var atEnd: Bool { index >= scalars.count }
    var location: FileLocation { FileLocation(path: path, line: line, column: column) }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard peek() == scalar else { return false }
        advance()
        return true
    }

    func starts(with prefix: String) -> Bool {
        var offset = index
        for scalar in prefix.unicodeScalars {
            guard offset < scalars.count, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return true
    }

    /// Moves past the next `terminator`; false when the text ends first.
    mutating func skip(past terminator: String) -> Bool {
        while !atEnd {
            if starts(with: terminator) {
                for _ in terminator.unicodeScalars { advance() }
                return true
            }
            advance()
        }
        return false
    }
}
