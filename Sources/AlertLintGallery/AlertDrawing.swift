import AlertLintCore

/// One alert drawn on one platform in one language: an iOS alert or action sheet, an iPad popover,
/// a macOS alert. Where each button goes comes from the engine's `OnScreenLayout`; this only
/// turns it into markup, in on-screen order (left to right, then top to bottom).
struct AlertDrawing {
    /// The site as it reads in `language`.
    var site: AlertSite
    /// For a translation, the site in the development language: what shows where a key is untranslated.
    var fallback: AlertSite?
    var layout: OnScreenLayout
    var language: String
    /// The findings whose pins this drawing carries.
    var pins: [PinnedFinding]
    var copy: CopyMarkup
    var path: String
    var line: Int
    /// The id of the alert's card, which its findings' anchors start with.
    var cardID: String
    /// `before` or `after` in a code review; `nil` otherwise.
    var version: String?
    /// The copy is written in the code, not looked up: it reads the same in every language.
    var everyLanguage = false

    static func caption(_ platform: OnScreenLayout.Platform) -> String {
        switch platform {
        case .iOS: return "iPhone"
        case .iPadOS: return "iPad"
        case .macOS: return "Mac"
        }
    }

    func render(showLanguage: Bool) -> String {
        let platform = layout.platform
        var caption = Self.caption(platform)
        if showLanguage { caption += " · " + language }
        if everyLanguage { caption += " · every language (the copy is not looked up)" }
        let attributes: [(String, String?)] = [
            ("class", "alert p-\(platform.rawValue) v-\(layout.presentation.rawValue)"),
            ("data-file", path), ("data-line", String(line)), ("data-kind", site.kind.rawValue),
            ("data-platform", platform.rawValue), ("data-framework", site.framework.rawValue),
            ("data-language", language), ("data-presentation", layout.presentation.rawValue),
            ("data-arrangement", layout.arrangement.rawValue), ("data-version", version),
            ("data-every-language", everyLanguage ? "true" : nil),
        ]
        var panel = alertPins() + (platform == .macOS ? macOSIcon() : "") + texts()
        if platform == .macOS, site.showsSuppressionButton {
            panel += "<label class=\"suppress\"><span class=\"box\"></span>Don’t ask again</label>"
        }
        panel += group(layout.buttons, classes: "buttons \(layout.arrangement.rawValue)\(layout.isList ? " list" : "")")
        if layout.arrangement == .row {
            // Where the titles do not fit side by side, the page's script stacks them as the
            // platform does; a template is not part of the document until then.
            let stacked = layout.stacked(site)
            panel += "<template class=\"stacked\">" + group(stacked.buttons, classes: "buttons stack") + apartGroup(stacked) + "</template>"
        }
        var drawing = HTML.element("div", [("class", "panel")], panel + (platform == .macOS ? apartGroup(layout) : ""))
        if platform != .macOS { drawing += apartGroup(layout) }
        return HTML.element(
            "figure", attributes,
            HTML.element("figcaption", [], HTML.escape(caption)) + HTML.element("div", [("class", "screen")], drawing) + notes())
    }

    /// Buttons drawn apart: below the panel on iOS (an action sheet's Cancel), offset at the
    /// bottom of the panel on macOS.
    private func apartGroup(_ layout: OnScreenLayout) -> String {
        guard !layout.apart.isEmpty else { return "" }
        let buttons = group(layout.apart, classes: "buttons stack apart")
        return layout.platform == .macOS ? buttons : HTML.element("div", [("class", "panel apart")], buttons)
    }

    private func group(_ buttons: [OnScreenLayout.Button], classes: String) -> String {
        HTML.element("div", [("class", classes)], buttons.map(button).joined())
    }

    private func button(_ placed: OnScreenLayout.Button) -> String {
        let action = site.actions[placed.index]
        let (markup, plain) = copy.render(action, fallback: fallback?.actions[placed.index])
        var classes = "btn r-\(action.role.rawValue)"
        if placed.isEmphasized { classes += " emph" }
        let element = PinnedFinding.Target.button(placed.index).name
        let pinned = pins.filter { $0.target == .button(placed.index) }
        if !pinned.isEmpty { classes += " flagged" }
        return HTML.element(
            "div",
            [
                ("class", classes), ("data-role", action.role.rawValue), ("data-title", plain),
                ("data-index", String(placed.index)), ("data-element", element),
                ("data-emphasized", placed.isEmphasized ? "true" : nil),
                ("data-findings", pinned.isEmpty ? nil : pinned.map { String($0.number) }.joined(separator: " ")),
            ],
            HTML.element("span", [("class", "label")], markup) + pinMarks(pinned))
    }

    private func texts() -> String {
        var markup = ""
        let texts = [(site.title, fallback?.title, PinnedFinding.Target.title), (site.message, fallback?.message, .message)]
        for (value, fallback, target) in texts {
            let pinned = pins.filter { $0.target == target }
            // An empty title or message takes no room on screen; a finding about it pins to the alert.
            guard let value, value.text != "" else { continue }
            let (text, plain) = copy.render(value, fallback: fallback)
            markup += HTML.element(
                "p",
                [
                    ("class", target.name + (pinned.isEmpty ? "" : " flagged")), ("data-element", target.name),
                    ("data-text", plain), ("data-findings", pinned.isEmpty ? nil : pinned.map { String($0.number) }.joined(separator: " ")),
                ], text + pinMarks(pinned))
        }
        for _ in 0..<site.textFieldCount {
            markup += "<div class=\"field\"></div>"
        }
        return HTML.element("div", [("class", "texts")], markup)
    }

    /// Findings about the alert as a whole (no Cancel, too many buttons): pinned to its corner.
    private func alertPins() -> String {
        let pinned = pins.filter { $0.target == .alert || isOffScreen($0.target) }
        return pinned.isEmpty ? "" : HTML.element("div", [("class", "alert-pins")], pinMarks(pinned))
    }

    /// A finding about a button the platform does not show, or about an empty text.
    private func isOffScreen(_ target: PinnedFinding.Target) -> Bool {
        switch target {
        case .button(let index): return layout.omitted.contains(index)
        case .title: return site.title?.text == "" || site.title == nil
        case .message: return site.message?.text == "" || site.message == nil
        case .alert: return false
        }
    }

    private func pinMarks(_ pinned: [PinnedFinding]) -> String {
        pinned.map { pin in
            HTML.element(
                "a",
                [
                    ("class", "pin s-\(pin.diagnostic.severity.rawValue)"), ("href", "#" + Self.anchor(cardID, pin)),
                    ("title", "\(pin.diagnostic.ruleID): \(pin.diagnostic.message)"),
                ], String(pin.number))
        }.joined()
    }

    /// The id of a finding in its card's list.
    static func anchor(_ cardID: String, _ pin: PinnedFinding) -> String {
        "\(cardID)-f\(pin.number)"
    }

    private func macOSIcon() -> String {
        HTML.element("div", [("class", site.isCriticalStyle ? "icon critical" : "icon"), ("title", "The app's icon")], "")
    }

    private func notes() -> String {
        var notes: [String] = []
        if !layout.omitted.isEmpty {
            let titles = layout.omitted.map { site.actions[$0].displayText ?? "Cancel" }.joined(separator: ", ")
            notes.append("Not shown in a popover (people tap outside it instead): \(titles)")
        }
        if !site.actionsComplete { notes.append("Some buttons are added where AlertLint cannot follow them.") }
        if !site.kindIsKnown { notes.append("The style is computed at run time: drawn as an alert.") }
        if site.actions.isEmpty { notes.append("AlertLint found no buttons.") }
        return notes.map { HTML.element("p", [("class", "note")], HTML.escape($0)) }.joined()
    }
}
