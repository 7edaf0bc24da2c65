/// The value of one string-literal token and the map from its value back to the source.
///
/// Fixes edit copy inside literals; the map lets them touch only bytes that spell the value
/// verbatim, so escapes, interpolations, raw delimiters and multi-line indentation stay as written.
public struct StringLiteral: Sendable, Hashable {
    /// The whole literal, `#` delimiters and quotes included.
    public var range: ByteRange
    /// The decoded text; each interpolation `\(…)` is `TextValue.placeholder`.
    public var value: String
    public var isMultiline: Bool
    public var poundCount: Int
    public var hasInterpolation: Bool
    /// The interpolated expressions (inside `\(` and `)`), in order.
    public var interpolations: [ByteRange]
    /// Runs of value bytes copied verbatim from the source: (value offset, source offset, length).
    var verbatimRuns: [VerbatimRun]

    struct VerbatimRun: Sendable, Hashable {
        var valueStart: Int
        var sourceStart: Int
        var length: Int
    }

    /// Source bytes that spell `value.utf8[range]` verbatim, or nil when an escape, an
    /// interpolation or stripped indentation lies inside.
    public func sourceRange(forValueUTF8 range: Range<Int>) -> ByteRange? {
        for run in verbatimRuns where run.valueStart <= range.lowerBound {
            if range.upperBound <= run.valueStart + run.length {
                let start = run.sourceStart + (range.lowerBound - run.valueStart)
                return ByteRange(start, start + range.count)
            }
        }
        return nil
    }

    /// The source range between the delimiters (for a multi-line literal: its content lines).
    public var contentRange: ByteRange {
        guard let first = verbatimRuns.first, let last = verbatimRuns.last else { return ByteRange(range.start, range.start) }
        return ByteRange(first.sourceStart, last.sourceStart + last.length)
    }

    /// `text` written so it can be pasted inside this literal and read back as `text`.
    public func spelled(_ text: String) -> String {
        if poundCount > 0 {
            // Raw literals need no escapes unless the text would close the literal.
            let closing = "\"" + String(repeating: "#", count: poundCount)
            return text.replacing(closing, with: "\\" + String(repeating: "#", count: poundCount) + closing)
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += isMultiline ? "\"" : "\\\""
            case "\n": result += isMultiline ? "\n" : "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    public static func decode(_ token: Token, in source: SourceText) -> StringLiteral {
        source.bytes.withUnsafeBufferPointer { buffer in
            var decoder = StringLiteralDecoder(buffer: buffer, range: token.range)
            return decoder.decode()
        }
    }
}
