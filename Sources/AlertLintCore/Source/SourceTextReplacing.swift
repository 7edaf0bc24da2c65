extension SourceText {
    /// The text with the bytes of `range` replaced by `replacement`: the same as
    /// `SourceText(bytes:)` of the edited bytes, but only the edited lines are read again. A line
    /// start before the edit stays, one after it moves by the change in length, and UTF-8 is
    /// checked again only on the edited lines. An editor pays this on every keystroke, so it must
    /// not cost a pass over the whole file.
    public func replacing(_ range: ByteRange, with replacement: [UInt8]) -> SourceText {
        let lower = min(max(0, range.start), count)
        let upper = min(max(lower, range.end), count)
        let edited = [UInt8](joining: [bytes[..<lower], replacement[...], bytes[upper...]])
        let delta = replacement.count - (upper - lower)
        let editEnd = lower + replacement.count

        // A start before `lower` depends only on bytes before `lower`; one at `lower` may not
        // survive (a `\r` before it can now meet a `\n`), so the scan restarts at the line before.
        let firstLine = line(containing: max(0, lower - 1))
        var starts = Array(lineStarts[...firstLine])
        starts.reserveCapacity(lineStarts.count + replacement.count / 16 + 1)
        let scanned = edited.withUnsafeBufferPointer { buffer in
            // Through the edited bytes; the scan itself looks past a `\r` for its `\n`.
            Self.appendLineStarts(in: buffer, from: starts[firstLine], to: editEnd, to: &starts)
        }
        // The rest of the old table, from the first start the scan did not reach.
        var next = line(containing: upper) + 1
        while next < lineStarts.count, lineStarts[next] + delta <= scanned { next += 1 }
        if next < lineStarts.count {
            let moved = starts.count
            starts += lineStarts[next...]
            starts.withUnsafeMutableBufferPointer { starts in
                for index in moved..<starts.count { starts[index] += delta }
            }
        }

        let invalid: Int?
        if firstInvalidUTF8Offset == nil {
            // The unedited text was valid and every line start follows an ASCII terminator, so only
            // the edited lines can hold the first invalid byte.
            let last = Self.line(containing: editEnd, in: starts)
            let end = last + 1 < starts.count ? starts[last + 1] : edited.count
            invalid = UTF8Validation.firstInvalidOffset(in: edited, from: starts[firstLine], to: end)
        } else {
            invalid = UTF8Validation.firstInvalidOffset(in: edited, from: 0, to: edited.count)
        }
        return SourceText(bytes: edited, lineStarts: starts, firstInvalidUTF8Offset: invalid)
    }
}
