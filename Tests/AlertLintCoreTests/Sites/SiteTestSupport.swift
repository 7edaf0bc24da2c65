import XCTest

@testable import AlertLintCore

/// Extraction over a snippet, with the source kept for reading ranges back.
struct ExtractedSites {
    let source: SourceText
    let sites: [AlertSite]

    init(_ code: String, wrappers: [WrapperSpec] = []) {
        source = SourceText(code)
        sites = SiteExtractor.extract(from: Tokenizer.tokenize(source), in: source, wrappers: wrappers)
    }

    subscript(index: Int) -> AlertSite { sites[index] }

    var count: Int { sites.count }

    func text(_ range: ByteRange?) -> String? {
        range.map { source.text($0) }
    }

    /// The title of each action as people see it; `"?"` where the engine cannot read it.
    func actionTitles(_ index: Int) -> [String] {
        sites[index].actions.map { $0.displayText ?? "?" }
    }

    func roles(_ index: Int) -> [AlertAction.Role] {
        sites[index].actions.map(\.role)
    }
}
