/// Finds every alert and action sheet a Swift file builds.
///
/// One pass over the tokens with bounded look-ahead at each construction; comments are never
/// read, so a commented-out alert does not count. A file without a word that starts a site is
/// known to have none after a scan of its tokens, and skips the pass.
public enum SiteExtractor {
    /// The sites of `source`, in source order. `wrappers` names the project's own alert helpers.
    public static func extract(
        from tokenized: TokenizedSource, in source: SourceText,
        wrappers: [WrapperSpec] = [], localizers: [LocalizerSpec] = []
    ) -> [AlertSite] {
        run(tokenized, source, wrappers, localizers, memo: nil).sites.materialized
    }

    /// Like `extract(from:in:wrappers:localizers:)`, reusing the sites of every function whose
    /// bytes `memo` saw in the previous extraction, and leaving this one's in `memo` (for editors,
    /// per document). The result is the same as a fresh extraction's.
    public static func extract(
        from tokenized: TokenizedSource, in source: SourceText, wrappers: [WrapperSpec] = [],
        localizers: [LocalizerSpec] = [], memo: inout ExtractionMemo
    ) -> SiteList {
        let previous = memo.wrappers == wrappers && memo.localizers == localizers ? memo : ExtractionMemo()
        let (sites, next) = run(tokenized, source, wrappers, localizers, memo: previous)
        memo = next
        memo.wrappers = wrappers
        memo.localizers = localizers
        return sites
    }

    private static func run(
        _ tokenized: TokenizedSource, _ source: SourceText, _ wrappers: [WrapperSpec], _ localizers: [LocalizerSpec],
        memo: ExtractionMemo?
    ) -> (sites: SiteList, memo: ExtractionMemo) {
        let wrapperNames = wrappers.compactMap { PreparedWrapper($0)?.components.last }
        guard SiteTriggers.mayContainSite(tokenized.code, in: source.bytes, wrapperNames: wrapperNames) else {
            return (SiteList([]), ExtractionMemo())
        }
        var cursor = TokenCursor(tokenized, in: source)
        cursor.localizers = localizers
        var extraction = Extraction(cursor: cursor, wrappers: wrappers)
        extraction.memo = memo
        // This pass memoizes about as many functions as the last one did.
        if let memo { extraction.newMemo.entries.reserveCapacity(memo.entries.count) }
        return (extraction.run(), extraction.newMemo)
    }
}
