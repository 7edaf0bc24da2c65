import AlertLintCore

/// libFuzzer entry: tokenize, extract sites, lint, and fix arbitrary bytes. Traps (via
/// `precondition`) when a position leaves the file, a fix does not apply cleanly, fixing twice
/// is not a no-op, or the editor's path (tokens re-read around an edit, sites of unchanged
/// functions reused, a lint through the cache) differs from a fresh read of the edited text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceText(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let linter = Linter()
    let result = linter.lint(source)
    for site in result.sites {
        precondition(site.range.end <= source.count, "site outside the file")
        for action in site.actions { precondition(action.range.end <= source.count, "action outside the file") }
    }
    for diagnostic in result.diagnostics {
        precondition(diagnostic.range.start >= 0 && diagnostic.range.end <= source.count, "diagnostic outside the file")
        for fix in diagnostic.fixes {
            for edit in fix.edits { precondition(edit.range.start >= 0 && edit.range.end <= source.count, "edit outside the file") }
        }
    }
    let once = linter.fix(source, unsafe: true)
    let twice = linter.fix(once.source, unsafe: true)
    precondition(
        once.refused || twice.refused || twice.applied.isEmpty || twice.source.bytes == once.source.bytes
            || once.applied.count >= 8, "fixing twice changed the file again")
    checkKeystroke(source, linter: linter)
    return 0
}

/// Edits the text the way a keystroke does (the input's first bytes pick where and what) and
/// holds the incremental path to a fresh one.
private func checkKeystroke(_ source: SourceText, linter: Linter) {
    let bytes = source.bytes
    guard bytes.count >= 4 else { return }
    let offset = Int(bytes[0]) * 256 &+ Int(bytes[1])
    let start = offset % (bytes.count + 1)
    let removed = min(Int(bytes[2] % 8), bytes.count - start)
    let inserted = Array(bytes[3..<min(bytes.count, 3 + Int(bytes[3] % 6))])
    var edited = bytes
    edited.replaceSubrange(start..<(start + removed), with: inserted)
    let after = SourceText(bytes: edited)

    var cache = SiteDiagnosticsCache()
    _ = linter.lint(source, cache: &cache)
    let cached = linter.lint(after, cache: &cache)
    let fresh = linter.lint(after)
    precondition(cached.diagnostics == fresh.diagnostics, "a cached lint after an edit differs from a fresh one")
    precondition(cached.problems == fresh.problems, "incremental tokens report other problems")
    precondition("\(cached.sites)" == "\(fresh.sites)", "reused sites differ from a fresh extraction")
}
