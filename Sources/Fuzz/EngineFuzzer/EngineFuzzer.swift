import AlertLintCore

/// libFuzzer entry: tokenize, extract sites, lint, and fix arbitrary bytes. Traps (via
/// `precondition`) when a position leaves the file, a fix does not apply cleanly, or fixing
/// twice is not a no-op.
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
    return 0
}
