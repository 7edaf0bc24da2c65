/// The sites of a lint, in source order.
///
/// An editor's lint reuses the sites of every function a keystroke did not touch (see
/// `ExtractionMemo`). After a keystroke nearly none of them is read again (their findings come
/// from the cache), so they are kept as first found, with how far they have moved since, and
/// moved only when read: moving a site copies every array that holds an offset.
public struct SiteList: RandomAccessCollection, Sendable, CustomStringConvertible {
    /// The sites `sites` of `stored` lie `delta` bytes after where they say.
    struct Move: Sendable {
        var sites: Range<Int>
        var delta: Int
    }

    private var stored: [AlertSite]
    /// In order, not overlapping, none with a zero delta.
    private var moves: [Move]

    public init(_ sites: [AlertSite]) {
        self.init(stored: sites, moves: [])
    }

    init(stored: [AlertSite], moves: [Move]) {
        self.stored = stored
        self.moves = moves
    }

    public var startIndex: Int { stored.startIndex }
    public var endIndex: Int { stored.endIndex }

    public subscript(index: Int) -> AlertSite {
        let delta = delta(of: index)
        return delta == 0 ? stored[index] : stored[index].shifted(by: delta)
    }

    /// Every site where it is now, as an array.
    public var materialized: [AlertSite] {
        moves.isEmpty ? stored : Array(self)
    }

    /// Printed as the array of sites where they are now, as a fresh extraction prints its result.
    public var description: String { materialized.description }

    /// How far the site at `index` moved (binary search over the moves).
    private func delta(of index: Int) -> Int {
        var low = 0
        var high = moves.count
        while low < high {
            let middle = (low + high) / 2
            if moves[middle].sites.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < moves.count && moves[low].sites.contains(index) ? moves[low].delta : 0
    }
}
