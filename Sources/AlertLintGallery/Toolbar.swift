import AlertLintCore

/// The bar at the top of the page: what it shows, the filters (rule, severity, framework,
/// language, platform), the search and the appearance switch.
struct Toolbar {
    var title: String
    var alertCount: Int
    var counts: [Severity: Int]
    var rules: [String]
    var languages: [String]
    var frameworks: [AlertSite.Framework]
    var baseRevision: String?

    func render() -> String {
        let findings = Severity.allCases.reversed().map { severity in
            let count = counts[severity] ?? 0
            return "\(count) \(severity.rawValue)\(count != 1 && severity != .info ? "s" : "")"
        }
        var summary = "<span id=\"shown\">\(alertCount)</span> of \(alertCount) alert\(alertCount == 1 ? "" : "s") · "
        summary += findings.joined(separator: ", ")
        if let baseRevision { summary += " · " + HTML.escape("changed since \(baseRevision)") }
        let frameworkNames: [AlertSite.Framework: String] = [.uikit: "UIKit", .swiftui: "SwiftUI", .appkit: "AppKit"]
        var markup = HTML.element("h1", [], HTML.escape(title))
        markup += HTML.element("span", [("class", "summary")], summary)
        markup += select("f-rule", "Rule", [("", "All rules")] + rules.map { ($0, $0) })
        markup += select(
            "f-severity", "Severity",
            [("", "Any"), ("error", "Errors"), ("warning", "Warnings"), ("info", "Info"), ("clean", "No findings")])
        markup += select("f-framework", "Framework", [("", "All")] + frameworks.map { ($0.rawValue, frameworkNames[$0] ?? $0.rawValue) })
        if languages.count > 1 {
            markup += select("f-language", "Language", [("", "All, side by side")] + languages.map { ($0, $0) })
        }
        markup += select(
            "f-platform", "Platform",
            [("", "All")] + OnScreenLayout.Platform.allCases.map { ($0.rawValue, AlertDrawing.caption($0)) })
        markup += "<label>Search <input id=\"f-search\" type=\"search\" placeholder=\"Copy, file or function\"></label>"
        markup += select("appearance", "Appearance", [("", "System"), ("light", "Light"), ("dark", "Dark")])
        return HTML.element("header", [("class", "toolbar")], markup)
    }

    private func select(_ id: String, _ label: String, _ options: [(value: String, name: String)]) -> String {
        let choices = options.map { HTML.element("option", [("value", $0.value)], HTML.escape($0.name)) }.joined()
        return HTML.element("label", [], HTML.escape(label) + " " + HTML.element("select", [("id", id)], choices))
    }
}
