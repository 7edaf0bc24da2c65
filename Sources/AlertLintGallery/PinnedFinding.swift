import AlertLintCore

/// A finding with the part of the drawing it is about.
struct PinnedFinding {
    enum Target: Equatable {
        case alert, title, message
        case button(Int)

        /// `data-target` of the finding and `data-element` of what it points at.
        var name: String {
            switch self {
            case .alert: return "alert"
            case .title: return "title"
            case .message: return "message"
            case .button(let index): return "button-\(index)"
            }
        }
    }

    /// Numbered from 1 within its alert; the pin on the drawing shows the same number.
    var number: Int
    var diagnostic: Diagnostic
    var target: Target
    /// The language whose drawings carry the pin.
    var language: String

    /// Each site's findings (by site index) and the findings of no site, in file order.
    static func assign(_ diagnostics: [Diagnostic], to sites: [AlertSite], developmentLanguage: String) -> (
        bySite: [[PinnedFinding]], unplaced: [Diagnostic]
    ) {
        let spans = sites.map(\.span)
        var bySite = Array(repeating: [PinnedFinding](), count: sites.count)
        var unplaced: [Diagnostic] = []
        for diagnostic in diagnostics {
            // The innermost alert around the finding: a helper's alert may be built inside another's.
            let holding = spans.indices.filter { spans[$0].start <= diagnostic.range.start && diagnostic.range.start <= spans[$0].end }
            guard let index = holding.min(by: { spans[$0].length < spans[$1].length }) else {
                unplaced.append(diagnostic)
                continue
            }
            let language = diagnostic.language.flatMap { $0 == developmentLanguage ? nil : $0 } ?? developmentLanguage
            bySite[index].append(
                PinnedFinding(
                    number: bySite[index].count + 1, diagnostic: diagnostic, target: target(of: diagnostic.range, in: sites[index]),
                    language: language))
        }
        return (bySite, unplaced)
    }

    /// The element a finding's range points at: a text, a button, else the whole alert.
    static func target(of range: ByteRange, in site: AlertSite) -> Target {
        if site.title?.range == range { return .title }
        if site.message?.range == range { return .message }
        for (index, action) in site.actions.enumerated()
        where action.title?.range == range || action.range == range || action.roleRange == range {
            return .button(index)
        }
        for (index, action) in site.actions.enumerated()
        where action.statementRange.contains(range) {
            return .button(index)
        }
        return .alert
    }
}
