import AlertLintCore

/// Keys that survive line shifts and unrelated edits: the rule, the file, and the text at fault
/// (with whitespace squeezed), numbered when the same text is at fault more than once in a file.
enum Fingerprint {
    static func keys(for findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let base = "\(finding.diagnostic.ruleID)|\(finding.path)|\(textAtFault(finding))"
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return "\(base)|\(occurrence)"
        }
    }

    static func textAtFault(_ finding: Finding) -> String {
        let text = finding.source.text(finding.diagnostic.range)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and platforms (unlike `hashValue`).
    static func hash(_ key: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
