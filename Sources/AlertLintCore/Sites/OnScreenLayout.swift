/// Where the system draws each button of an alert or action sheet, platform by platform: the
/// knowledge the editor's hover and the gallery both draw from, so they can never disagree.
///
/// What it follows, as Apple documents it:
/// - iOS and iPadOS (UIKit, and SwiftUI, which presents through it): an alert with two buttons
///   shows them side by side with Cancel at the leading end; one with more stacks them with Cancel
///   at the bottom (the HIG: Cancel "at the leading end of a row or the bottom of a stack"). Other
///   buttons keep the order the code adds them in (`UIAlertController.addAction(_:)`: "the order in
///   which you add those actions determines their order"). The preferred action is bold; without
///   one, the Cancel button is.
/// - An action sheet rises from the bottom of an iPhone with Cancel apart below the other buttons.
///   On iPad it is a popover that people dismiss by tapping outside it, so the system shows no
///   Cancel button (SwiftUI's `confirmationDialog`: "in regular size classes in iOS, the system
///   renders confirmation dialogs as a popover … rather than displaying the standard dismiss
///   action"; UIKit does the same for a sheet shown as a popover).
/// - macOS 11 and later (`NSAlert`; AppKit Release Notes for macOS 11): buttons are "vertically
///   stacked at the bottom of the alert"; "an alert that contains exactly two buttons may present
///   those buttons side-by-side if there is sufficient horizontal space"; buttons are "presented in
///   the order in which they are added", except that a Cancel button (the one whose key
///   equivalent is Escape, the `.cancel` role in the model) moves to the bottom, offset from the
///   others; four or more buttons get rollover bezels and separator lines. In a row, the first
///   button added is the default one at the trailing end (`NSAlert.buttons`: "the button
///   displayed rightmost … corresponds to the button at index 0 … and is considered the default").
/// - SwiftUI on macOS presents through `NSAlert` the same way ("the system may reorder the buttons
///   based on their role and prominence"): its default button (the one marked
///   `.keyboardShortcut(.defaultAction)`, else the first that is not Cancel) goes first, so it is
///   the default at the trailing end or the top, Cancel last, the others in builder order.
///
/// Where both titles of a row cannot fit side by side, iOS and macOS stack the two buttons: the
/// drawing decides that with the real fonts, using `stacked`.
public struct OnScreenLayout: Sendable, Equatable {
    public enum Platform: String, Sendable, CaseIterable {
        case iOS = "ios", iPadOS = "ipados", macOS = "macos"
    }

    public enum Presentation: String, Sendable {
        /// A modal panel in the middle of the screen or window.
        case alert
        /// An iPhone action sheet, rising from the bottom of the screen.
        case sheet
        /// An iPad action sheet, pointing at the control that showed it.
        case popover
    }

    public enum Arrangement: String, Sendable {
        /// Side by side, leading to trailing.
        case row
        /// One above the other, top to bottom.
        case stack
    }

    /// One button as drawn.
    public struct Button: Sendable, Equatable {
        /// Index into the site's `actions`.
        public var index: Int
        /// Drawn with emphasis: the bold preferred action (or Cancel) on iOS, the default button
        /// that Return triggers on macOS.
        public var isEmphasized: Bool

        public init(index: Int, isEmphasized: Bool) {
            self.index = index
            self.isEmphasized = isEmphasized
        }
    }

    public var platform: Platform
    public var presentation: Presentation
    public var arrangement: Arrangement
    /// The main group in on-screen order: leading to trailing in a row, top to bottom in a stack.
    public var buttons: [Button]
    /// Buttons drawn apart below the main group, top to bottom: an action sheet's Cancel, a macOS
    /// stack's Cancel.
    public var apart: [Button]
    /// Indexes of actions the system does not show here (an iPad popover's Cancel).
    public var omitted: [Int]
    /// macOS with four or more buttons: rollover bezels and separator lines.
    public var isList: Bool

    /// Every button shown, in on-screen order (left to right, then top to bottom).
    public var shown: [Button] { buttons + apart }

    /// The platforms a site can appear on. The model does not say which platforms a SwiftUI file
    /// targets, so SwiftUI is drawn on each platform where it looks different.
    public static func platforms(for site: AlertSite) -> [Platform] {
        switch (site.framework, site.kind) {
        case (.appkit, _): return [.macOS]
        case (.uikit, .alert): return [.iOS]
        case (.uikit, _): return [.iOS, .iPadOS]
        case (.swiftui, .alert): return [.iOS, .macOS]
        // SwiftUI's `ActionSheet` is unavailable on macOS.
        case (.swiftui, .actionSheet): return [.iOS, .iPadOS]
        case (.swiftui, .confirmationDialog): return [.iOS, .iPadOS, .macOS]
        }
    }

    /// How `site` looks on `platform`.
    public static func layout(_ site: AlertSite, on platform: Platform) -> OnScreenLayout {
        platform == .macOS ? macOS(site) : iOS(site, on: platform)
    }

    /// The same buttons when a row's titles do not fit side by side: stacked as a stack of that
    /// many buttons would be. A stack is returned unchanged.
    public func stacked(_ site: AlertSite) -> OnScreenLayout {
        guard arrangement == .row else { return self }
        var copy = self
        copy.arrangement = .stack
        if platform == .macOS {
            // Stacked, the first button handed to NSAlert is on top and Cancel moves to the bottom.
            let order = buttons.reversed()
            copy.buttons = order.filter { site.actions[$0.index].role != .cancel }
            copy.apart = order.filter { site.actions[$0.index].role == .cancel }
        } else {
            copy.buttons =
                buttons.filter { site.actions[$0.index].role != .cancel }
                + buttons.filter { site.actions[$0.index].role == .cancel }
        }
        return copy
    }

    private static func iOS(_ site: AlertSite, on platform: Platform) -> OnScreenLayout {
        let cancels = site.actions.indices.filter { site.actions[$0].role == .cancel }
        let others = site.actions.indices.filter { site.actions[$0].role != .cancel }
        let preferred = site.preferredActionIndex.flatMap { site.actions.indices.contains($0) ? $0 : nil }
        func button(_ index: Int) -> Button {
            Button(index: index, isEmphasized: preferred.map { $0 == index } ?? (site.actions[index].role == .cancel))
        }
        guard site.kind == .alert else {
            let main = others.map { button($0) }
            if platform == .iPadOS {
                return OnScreenLayout(
                    platform: platform, presentation: .popover, arrangement: .stack, buttons: main, apart: [],
                    omitted: cancels, isList: false)
            }
            return OnScreenLayout(
                platform: platform, presentation: .sheet, arrangement: .stack, buttons: main,
                apart: cancels.map { button($0) }, omitted: [], isList: false)
        }
        let isRow = site.actions.count == 2
        let order = isRow ? cancels + others : others + cancels
        return OnScreenLayout(
            platform: platform, presentation: .alert, arrangement: isRow ? .row : .stack,
            buttons: order.map { button($0) }, apart: [], omitted: [], isList: false)
    }

    private static func macOS(_ site: AlertSite) -> OnScreenLayout {
        let defaultIndex = macOSDefaultIndex(site)
        var order = Array(site.actions.indices)
        if site.framework != .appkit, let defaultIndex {
            // SwiftUI hands NSAlert its default button first and its Cancel last.
            let rest = order.filter { $0 != defaultIndex }
            order = [defaultIndex] + rest.filter { site.actions[$0].role != .cancel } + rest.filter { site.actions[$0].role == .cancel }
        }
        let all = order.map { Button(index: $0, isEmphasized: $0 == defaultIndex) }
        if all.count == 2 {
            return OnScreenLayout(
                platform: .macOS, presentation: .alert, arrangement: .row, buttons: all.reversed(), apart: [], omitted: [],
                isList: false)
        }
        return OnScreenLayout(
            platform: .macOS, presentation: .alert, arrangement: .stack,
            buttons: all.filter { site.actions[$0.index].role != .cancel },
            apart: all.filter { site.actions[$0.index].role == .cancel }, omitted: [], isList: all.count >= 4)
    }

    /// The button Return triggers on macOS: AppKit's (a Return key equivalent, else the first
    /// button unless its key was changed); in SwiftUI the marked default, else the first that is
    /// not Cancel.
    static func macOSDefaultIndex(_ site: AlertSite) -> Int? {
        if site.framework == .appkit { return site.appKitDefaultIndex }
        if let preferred = site.preferredActionIndex, site.actions.indices.contains(preferred) { return preferred }
        return site.actions.firstIndex { $0.role != .cancel }
    }
}
