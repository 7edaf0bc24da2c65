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
        let wrapperNames = wrappers.compactMap { PreparedWrapper($0)?.components.last }
        guard SiteTriggers.mayContainSite(tokenized.code, in: source.bytes, wrapperNames: wrapperNames) else { return [] }
        var cursor = TokenCursor(tokenized, in: source)
        cursor.localizers = localizers
        var extraction = Extraction(cursor: cursor, wrappers: wrappers)
        return extraction.run()
    }
}
