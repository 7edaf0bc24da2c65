import AlertLintCore
import Foundation

/// A Markdown sketch of an alert as people will see it: title, message and the buttons in the
/// order and arrangement the system shows them.
enum AlertPreview {
    static let unknown = "‹unknown›"

    /// The preview in Markdown, or in plain text for clients that cannot render Markdown.
    static func render(_ site: AlertSite, markdown: Bool) -> String {
        let style = TextStyle(markdown: markdown)
        var lines: [String] = []
        let kind = site.kind == .alert ? "Alert" : (site.kind == .actionSheet ? "Action sheet" : "Confirmation dialog")
        lines.append(style.italic("\(kind) — \(site.api)"))
        lines.append("")
        if let title = site.title {
            lines.append(style.bold(style.escape(text(title))))
            lines.append("")
        }
        if let message = site.message {
            lines.append(style.escape(text(message)))
            lines.append("")
        }
        // The first platform the site appears on: iOS for UIKit and SwiftUI, macOS for AppKit.
        let platform = OnScreenLayout.platforms(for: site).first ?? .iOS
        let layout = OnScreenLayout.layout(site, on: platform)
        let ordered = layout.shown.map { site.actions[$0.index] }
        if ordered.isEmpty {
            lines.append("No buttons found.")
        } else if layout.arrangement == .row {
            lines.append(ordered.map { style.code(label($0, site)) }.joined(separator: " · "))
        } else {
            for action in ordered { lines.append("- " + style.code(label(action, site))) }
        }
        if !site.actionsComplete {
            lines.append("")
            lines.append(style.italic("Some buttons are added where AlertLint cannot follow them."))
        }
        return lines.joined(separator: "\n")
    }

    private static func label(_ action: AlertAction, _ site: AlertSite) -> String {
        var label = action.displayText.map(clean) ?? unknown
        if action.role == .destructive { label = "🟥 \(label) (destructive)" }
        if let preferred = site.preferredActionIndex, site.actions.indices.contains(preferred),
            site.actions[preferred].range == action.range
        {
            label += " (default)"
        }
        return label
    }

    private static func text(_ value: TextValue) -> String {
        value.text.map(clean) ?? unknown
    }

    /// Interpolations read as an ellipsis; backticks would end the code span.
    private static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: String(TextValue.placeholder), with: "…")
            .replacingOccurrences(of: "`", with: "'")
    }
}

/// Markdown decorations, or none for plain text.
struct TextStyle {
    var markdown: Bool

    func bold(_ text: String) -> String { markdown ? "**\(text)**" : text }
    func italic(_ text: String) -> String { markdown ? "_\(text)_" : text }
    func code(_ text: String) -> String { markdown ? "`\(text)`" : "[ \(text) ]" }

    /// Backslash-escapes the characters Markdown would read as markup.
    func escape(_ text: String) -> String {
        guard markdown else { return text }
        var result = ""
        for character in text {
            if "\\*_[]<>#`".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
