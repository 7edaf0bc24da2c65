/// The sites of each outermost function (or computed property) of the last extraction, by the
/// bytes of the function, so that after a keystroke the pass skips every function whose text did
/// not change and reuses its sites, moved to where the function is now.
///
/// A function is memoized only when the pass enters it with nothing carried in (no variable,
/// constant or implicit `self` alert of an enclosing scope is live): then what it builds depends
/// on its own bytes, on whether it sits in `extension UIAlertController`, on the types around it
/// (where its constants are looked up) and on the `#if` arms around it, which the key holds.
/// Only the last extraction's functions are kept, so the memo never grows.
public struct ExtractionMemo: Sendable {
    struct Key: Hashable {
        var length: Int
        var hash: UInt64
        var inAlertType: Bool
        var typeScope: [String]
        /// What the `#if` arms around the function say about it.
        var compilation: CompilationFacts
    }

    struct Entry: Sendable {
        /// Where the function started when its sites were found.
        var start: Int
        var sites: [AlertSite]
        var calls: [HelperCall] = []
    }

    /// An outermost function memoized in this extraction, found afresh or reused: where it starts
    /// now and which of the extraction's sites (indices into its result) it holds.
    struct Function: Sendable {
        var key: Key
        var start: Int
        var sites: Range<Int>

        var range: ByteRange { ByteRange(start, start + key.length) }
    }

    var entries: [Key: Entry] = [:]
    /// This extraction's memoized functions, in source order.
    var functions: [Function] = []
    /// The wrappers and localizers the sites were found with, and whether calls were recorded.
    var wrappers: [WrapperSpec] = []
    var localizers: [LocalizerSpec] = []
    var recordsCalls = CallRecording.none

    public init() {}

    /// How many functions the last extraction memoized, and how many of them it reused.
    public var count: Int { entries.count }
    public internal(set) var reused = 0
}

/// An outermost function body the pass is inside, to be memoized when it closes.
struct MemoWindow {
    var key: ExtractionMemo.Key
    var start: Int
    var close: Int
    var firstBuilder: Int
    var firstCall: Int
    /// `TypeMembers.lookups` when the window opened.
    var memberLookups: Int
}

extension Extraction {
    /// At the `{` of an outermost function body: reuses the memoized sites and returns the token
    /// to resume at, or opens a window to memoize this body, or does nothing if the pass carries
    /// state into it.
    mutating func enterFunctionBody(open: Int, keyword: Int) -> Int? {
        guard memo != nil, functions.isEmpty, bindings.isEmpty, constants.isEmpty, deferredDeclarations.isEmpty,
            implicitSelf == nil, let close = cursor.closer(of: open)
        else { return nil }
        let range = ByteRange(cursor.range(keyword).start, cursor.range(close).end)
        let key = ExtractionMemo.Key(
            length: range.length, hash: ByteHash.of(cursor.bytes, range), inAlertType: blocks.contains(where: \.isAlertType),
            typeScope: blocks.compactMap(\.typeName), compilation: CompilationFacts(compilation))
        if let entry = memo?.entries[key] {
            let delta = range.start - entry.start
            let sites = builders.count..<builders.count + entry.sites.count
            newMemo.functions.append(.init(key: key, start: range.start, sites: sites))
            // Not moved here: nothing in this pass reads them again (see `SiteList`).
            for site in entry.sites { builders.append(SiteBuilder(site: site)) }
            calls += entry.calls.map { $0.shifted(by: delta) }
            if delta != 0, !sites.isEmpty { moves.append(SiteList.Move(sites: sites, delta: delta)) }
            // Kept as first found: the next lookup measures its own distance from `entry.start`.
            newMemo.entries[key] = entry
            newMemo.reused += 1
            return close + 1
        }
        memoWindow = MemoWindow(
            key: key, start: range.start, close: close, firstBuilder: builders.count, firstCall: calls.count,
            memberLookups: members.lookups)
        return nil
    }

    /// At a `}`: stores the sites of the window it closes.
    mutating func leaveFunctionBody(close: Int) {
        guard let window = memoWindow, window.close == close else { return }
        memoWindow = nil
        // Copy read from a member (assigned in another function) may change while these bytes do
        // not, and would not move with them.
        guard bindings.isEmpty, implicitSelf == nil, members.lookups == window.memberLookups else { return }
        let sites = builders[window.firstBuilder...].map { $0.finished(cursor) }
        newMemo.entries[window.key] = ExtractionMemo.Entry(start: window.start, sites: sites, calls: Array(calls[window.firstCall...]))
        newMemo.functions.append(.init(key: window.key, start: window.start, sites: window.firstBuilder..<builders.count))
    }
}
