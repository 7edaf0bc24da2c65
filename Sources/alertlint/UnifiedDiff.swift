import AlertLintCore

/// A unified diff (`--- a/…`, `+++ b/…`, `@@` hunks with three lines of context) between two
/// versions of a file, from a longest-common-subsequence walk over the changed middle.
enum UnifiedDiff {
    static func render(old: SourceText, new: SourceText, path: String) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let operations = diff(oldLines, newLines)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        let context = 3
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            // Grow the hunk while changes are within 2 * context lines of each other.
            var last = firstChange
            var cursor = firstChange
            while cursor < operations.count {
                if operations[cursor].kind != .same { last = cursor; cursor += 1; continue }
                if cursor - last > 2 * context { break }
                cursor += 1
            }
            let start = max(index, firstChange - context)
            let end = min(operations.count, last + context + 1)
            let hunk = operations[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " " + oldLines[operation.oldLine]
                case .delete: output += "-" + oldLines[operation.oldLine]
                case .insert: output += "+" + newLines[operation.newLine]
                }
                if !(output.hasSuffix("\n")) { output += "\n\\ No newline at end of file\n" }
            }
            index = end
        }
        return output
    }

    private struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ source: SourceText) -> [String] {
        (0..<source.lineCount).compactMap { line in
            let start = source.lineStarts[line]
            let end = line + 1 < source.lineCount ? source.lineStarts[line + 1] : source.count
            return start < end ? source.text(ByteRange(start, end)) : nil
        }
    }

    /// Common prefix and suffix are matched directly; only the middle goes through the
    /// quadratic LCS table, and fixes change few lines, so the middle is small.
    private static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var operations = (0..<prefix).map { Operation(kind: .same, oldLine: $0, newLine: $0) }
        // Past a few million cells the table costs more than a plain replace is worth.
        let tableFits = oldMiddle.count * newMiddle.count <= 4_000_000
        var table = Array(
            repeating: Array(repeating: 0, count: tableFits ? newMiddle.count + 1 : 1), count: tableFits ? oldMiddle.count + 1 : 1)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) where tableFits {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                table[i][j] = oldMiddle[i] == newMiddle[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if !tableFits {
                if i < oldMiddle.count {
                    operations.append(Operation(kind: .delete, oldLine: prefix + i, newLine: prefix + j)); i += 1
                } else {
                    operations.append(Operation(kind: .insert, oldLine: prefix + i, newLine: prefix + j)); j += 1
                }
            } else if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                operations.append(Operation(kind: .same, oldLine: prefix + i, newLine: prefix + j)); i += 1; j += 1
            } else if i < oldMiddle.count, j == newMiddle.count || table[i + 1][j] >= table[i][j + 1] {
                operations.append(Operation(kind: .delete, oldLine: prefix + i, newLine: prefix + j)); i += 1
            } else {
                operations.append(Operation(kind: .insert, oldLine: prefix + i, newLine: prefix + j)); j += 1
            }
        }
        for offset in 0..<suffix {
            operations.append(Operation(kind: .same, oldLine: old.count - suffix + offset, newLine: new.count - suffix + offset))
        }
        return operations
    }
}
