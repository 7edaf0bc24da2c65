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
        run(tokenized, source, wrappers, localizers, memo: nil).file.sites.materialized
    }

    /// Like `extract(from:in:wrappers:localizers:)`, reusing the sites of every function whose
    /// bytes `memo` saw in the previous extraction, and leaving this one's in `memo` (for editors,
    /// per document). The result is the same as a fresh extraction's.
    public static func extract(
        from tokenized: TokenizedSource, in source: SourceText, wrappers: [WrapperSpec] = [],
        localizers: [LocalizerSpec] = [], memo: inout ExtractionMemo
    ) -> SiteList {
        extractFile(from: tokenized, in: source, wrappers: wrappers, localizers: localizers, recordsCalls: .none, memo: &memo).sites
    }

    /// The sites of `source` and, with `recordsCalls`, every call that passes copy (which the
    /// workspace matches against its alert helpers). Every file is read then, not only those with
    /// a word that starts a site: a helper is mostly called from files that build no alert.
    public static func extractFile(
        from tokenized: TokenizedSource, in source: SourceText, wrappers: [WrapperSpec] = [],
        localizers: [LocalizerSpec] = [], recordsCalls: CallRecording, memo: inout ExtractionMemo
    ) -> ExtractedFile {
        let same = memo.wrappers == wrappers && memo.localizers == localizers && memo.recordsCalls == recordsCalls
        let (file, next) = run(tokenized, source, wrappers, localizers, recordsCalls: recordsCalls, memo: same ? memo : ExtractionMemo())
        memo = next
        memo.wrappers = wrappers
        memo.localizers = localizers
        memo.recordsCalls = recordsCalls
        return file
    }

    /// A fresh extraction of sites and calls, for files linted once; `actionAdders` are the
    /// workspace's methods that add a button to a `UIAlertController`. `callsNamedOnly` (a
    /// survey): calls are only named unless they may pass a parameter on
    /// (`Extraction.callsNamedOnly`); `namesOnly` (a survey of a file with no word that starts a
    /// site): locals too are followed only when they hold a parameter (`Extraction.namesOnly`).
    public static func extractFile(
        from tokenized: TokenizedSource, in source: SourceText, wrappers: [WrapperSpec] = [],
        localizers: [LocalizerSpec] = [], recordsCalls: CallRecording, callsNamedOnly: Bool = false, namesOnly: Bool = false,
        actionAdders: [String: [ActionAdder]] = [:]
    ) -> ExtractedFile {
        run(
            tokenized, source, wrappers, localizers, recordsCalls: recordsCalls, callsNamedOnly: callsNamedOnly,
            namesOnly: namesOnly, actionAdders: actionAdders, memo: nil
        ).file
    }

    private static func run(
        _ tokenized: TokenizedSource, _ source: SourceText, _ wrappers: [WrapperSpec], _ localizers: [LocalizerSpec],
        recordsCalls: CallRecording = .none, callsNamedOnly: Bool = false, namesOnly: Bool = false,
        actionAdders: [String: [ActionAdder]] = [:],
        memo: ExtractionMemo?
    ) -> (file: ExtractedFile, memo: ExtractionMemo) {
        var wrapperNames = wrappers.compactMap { PreparedWrapper($0)?.components.last }
        if case .named(let names) = recordsCalls { wrapperNames += names.map { Array($0.utf8) } }
        guard recordsCalls == .all || SiteTriggers.mayContainSite(tokenized, in: source.bytes, wrapperNames: wrapperNames) else {
            return (ExtractedFile(sites: SiteList([]), calls: []), ExtractionMemo())
        }
        var cursor = TokenCursor(tokenized, in: source)
        cursor.localizers = localizers
        var extraction = Extraction(cursor: cursor, wrappers: wrappers)
        extraction.memo = memo
        extraction.recordsCalls = recordsCalls
        extraction.namesOnly = namesOnly
        extraction.callsNamedOnly = callsNamedOnly || namesOnly
        // This pass memoizes about as many functions as the last one did.
        if let memo { extraction.newMemo.entries.reserveCapacity(memo.entries.count) }
        extraction.actionAdders = actionAdders
        let sites = extraction.run()
        let adders = extraction.adders.sorted { $0.key < $1.key }.compactMap(\.value)
        return (
            ExtractedFile(
                sites: sites, calls: extraction.calls, calledNames: extraction.calledNames.finished(), actionAdders: adders,
                declaredFunctions: extraction.declaredFunctions, superclasses: extraction.superclasses),
            extraction.newMemo
        )
    }
}

/// Which calls that pass copy a pass records.
public enum CallRecording: Sendable, Equatable {
    case none
    /// Every one: the workspace is still finding its helpers.
    case all
    /// Those of the helpers the workspace knows.
    case named(Set<String>)
}

/// What one pass over a file finds: its alert sites, and the calls that pass copy.
public struct ExtractedFile: Sendable {
    public var sites: SiteList
    public var calls: [HelperCall]
    /// The calls of a file with no alert that were only named, not read (`Extraction.namesOnly`):
    /// any of them may pass copy.
    public var calledNames = CalledNames()
    /// The file's `UIAlertController` methods that add one button (recorded with `.all`).
    public var actionAdders: [ActionAdder] = []
    /// The base names of the functions the file declares.
    public var declaredFunctions: Set<String> = []
    /// Each class the file declares, with the first type it inherits from (a superclass or a
    /// protocol: the name alone does not say which).
    public var superclasses: [String: String] = [:]
}
