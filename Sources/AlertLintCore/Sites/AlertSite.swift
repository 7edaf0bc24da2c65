/// Every place that builds an alert or an action sheet, in one shape for all three frameworks.
///
/// Rules read only this model, so a rule written once applies to UIKit, SwiftUI and AppKit alike.
public struct AlertSite: Sendable {
    public enum Framework: String, Sendable, CaseIterable { case uikit, swiftui, appkit }
    public enum Kind: String, Sendable, CaseIterable { case alert, actionSheet, confirmationDialog }

    public var framework: Framework
    public var kind: Kind
    /// The constructing token: `UIAlertController`, `UIAlertView`, `Alert`, `ActionSheet`,
    /// `NSAlert`, or the member name `alert` / `confirmationDialog` / `actionSheet`.
    public var range: ByteRange
    /// The API spelling of the construction, for messages (`UIAlertController`, `.alert`, …).
    public var api: String
    /// `nil` when the code gives no title at all.
    public var title: TextValue?
    public var message: TextValue?
    /// The actions in the order the code adds them.
    public var actions: [AlertAction]
    /// False when some action is added in a loop, a `forEach`, a helper, under an `if`, or by a
    /// value the engine cannot see; rules about the whole list then stay silent.
    public var actionsComplete: Bool {
        get { actionsListed && !hasOptionalActions }
        set {
            actionsListed = newValue
            if newValue { hasOptionalActions = false }
        }
    }
    /// True when every action the code adds is in `actions`, in the order added, though those of
    /// `if` arms show only on their paths (`hasOptionalActions`): rules about the order of the
    /// buttons that always show may still speak.
    public var actionsListed = true
    /// Some action is added in an `if` arm (`AlertAction.branch`).
    public var hasOptionalActions = false
    /// Where a helper adds every action of an array parameter; until a call fills them, the list
    /// is not known (`actionsListed` is false).
    public var actionSplices: [ActionSplice] = []
    /// Whether the actions would be listed once every splice is filled, and whether some would
    /// still show on some paths only.
    public var listedApartFromSplices = false
    public var optionalApartFromSplices = false
    /// Index into `actions` of `preferredAction` / `.keyboardShortcut(.defaultAction)` / AppKit's
    /// first button, when the code names one.
    public var preferredActionIndex: Int?
    /// Where the preferred action is set (for diagnostics), if it is set explicitly.
    public var preferredActionRange: ByteRange?
    public var textFieldCount: Int
    /// UIKit action sheets: whether `popoverPresentationController` may get a source (set here,
    /// or handed to code that may set it: an app's presenting helper, a call given the controller).
    public var hasPopoverSource: Bool
    /// The function the site is built in (`application(_:didFinishLaunchingWithOptions:)`, …).
    public var enclosingFunction: String?
    /// The types the site is written in, outermost first: `Localization.title` there names the
    /// innermost one's nested `Localization` first, as Swift looks names up.
    public var typeScope: [String] = []
    /// AppKit: `alertStyle = .critical`.
    public var isCriticalStyle: Bool
    /// AppKit: `showsSuppressionButton = true` (the "Don't ask again" checkbox).
    public var showsSuppressionButton: Bool
    /// End of the last statement that configures the alert through its variable (`alert.addButton(…)`,
    /// `alert.buttons[0].keyEquivalent = "\r"`, …), so a fix can add a statement after it.
    public var statementInsertionOffset: Int?
    /// The alert is returned or passed to a call that does not just present it, so code the engine
    /// does not see may still configure it (add actions, set a popover source).
    public var isHandedOff: Bool
    /// The code dismisses the alert itself or adds a view to it (a spinner): a progress alert or a
    /// toast, not one people answer with its buttons.
    public var isDismissedByCode: Bool
    /// The name of the variable holding the alert (`alert` in `let alert = UIAlertController(…)`).
    public var variableName: String?
    /// Built only in `#if DEBUG` code: a developer's screen, which only the rules about crashes read.
    public var isDebugOnly: Bool
    /// Built only for tvOS, watchOS or macOS (`#if os(tvOS)`): never an iPad popover.
    public var isNeverOnIPad: Bool
    /// The function the alert is built in, when part of its copy is that function's parameters: a
    /// helper whose callers pass the copy (see `AlertHelperIndex`).
    public var helper: HelperSignature?
    /// A call of an app's alert helper, standing for the alert the helper builds: its findings are
    /// those about the copy the call passes.
    public var isHelperCall: Bool
    /// For a helper call, the helper's alert at the call with none of the call's copy (at most one
    /// element): what the helper alone makes people see, which its own site reports.
    public var helperAlone: [AlertSite]
    /// False when the kind is computed (`preferredStyle: style`): `kind` is then a guess (`.alert`)
    /// and rules that depend on the kind stay silent.
    public var kindIsKnown: Bool
    /// `preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet`: the
    /// kind is not known (`kindIsKnown` is false), but on iPad it is an alert.
    public var isAlertOnIPad = false
    /// A SwiftUI confirmation dialog without `titleVisibility: .visible`: the system may hide its
    /// title (it does on iPhone), so the title's words are no finding's business.
    public var titleMayBeHidden = false

    public init(framework: Framework, kind: Kind, range: ByteRange, api: String) {
        self.framework = framework
        self.kind = kind
        self.range = range
        self.api = api
        self.title = nil
        self.message = nil
        self.actions = []
        self.preferredActionIndex = nil
        self.preferredActionRange = nil
        self.textFieldCount = 0
        self.hasPopoverSource = false
        self.enclosingFunction = nil
        self.isCriticalStyle = false
        self.showsSuppressionButton = false
        self.isHandedOff = false
        self.isDismissedByCode = false
        self.statementInsertionOffset = nil
        self.variableName = nil
        self.kindIsKnown = true
        self.helper = nil
        self.isHelperCall = false
        self.helperAlone = []
        self.isDebugOnly = false
        self.isNeverOnIPad = false
    }

    public var isActionSheet: Bool { kind != .alert }

    /// Built in a `WKUIDelegate` method that shows a web page's `alert()`, `confirm()` or
    /// `prompt()`: the copy is the page's, not the app's.
    public var showsWebPageText: Bool {
        guard let function = enclosingFunction else { return false }
        return function.hasPrefix("webView(_:runJavaScriptAlertPanelWithMessage:")
            || function.hasPrefix("webView(_:runJavaScriptConfirmPanelWithMessage:")
            || function.hasPrefix("webView(_:runJavaScriptTextInputPanelWithPrompt:")
    }
    public var cancelActions: [AlertAction] { actions.filter { $0.role == .cancel } }
    public var destructiveActions: [AlertAction] { actions.filter { $0.role == .destructive } }
}

/// `for action in actions { alert.addAction(action) }` (or `actions.forEach(alert.addAction)`) in a
/// helper: at each call, the actions of the argument's array literal are added here, in order.
public struct ActionSplice: Sendable, Hashable {
    /// The helper's parameter that holds the actions.
    public var parameter: Int
    /// The index in `actions` before which the call's actions go.
    public var position: Int
    /// `if actions.isEmpty { …OK… } else { for action in actions { … } }`: the offset of that
    /// `if`, while the helper is read.
    public var emptinessChain: Int?
    /// The indices in `actions` of the buttons of that `if`'s other arm: a call that passes
    /// buttons never shows them, and one that passes none always does.
    public var shownWhenEmpty: [Int] = []

    public init(parameter: Int, position: Int) {
        self.parameter = parameter
        self.position = position
    }
}

/// One button of an alert or action sheet.
public struct AlertAction: Sendable {
    public enum Role: String, Sendable, CaseIterable { case `default`, cancel, destructive }

    /// `nil` only for SwiftUI's bare `.cancel()` (which the system titles Cancel) — see `displayTitle`.
    /// One arm of an `if` / `else if` / `else` chain, by the byte offsets of the chain's `if` and
    /// of the arm's `{`. Actions of different arms of one chain never show together.
    public struct Branch: Sendable, Hashable {
        public var chain: Int
        public var arm: Int

        public init(chain: Int, arm: Int) {
            self.chain = chain
            self.arm = arm
        }
    }

    public var title: TextValue?
    /// The arm of an `if` chain that adds the action, when not every path does; `nil` otherwise
    /// (also under a loop or a `switch`, which the engine does not split into paths).
    public var branch: Branch?
    /// The arms of `if` chains nested inside `branch` that add the action, outermost first: of
    /// `if a { if b { x } else { y } }`, `x` and `y` share `branch` and differ here.
    public var innerBranches: [Branch] = []
    /// Added in a block that may not run and is no arm of an `if` chain (a `switch` case, a loop,
    /// a closure, `ForEach`): how many such buttons show together is not known.
    public var isConditional = false
    /// Added only in debug builds (`#if DEBUG`) or behind a debug gate (`if isUnderDebugger() {`,
    /// `if FeatureFlags.allowDebugFeatures {`): a developer's button, not the app's copy.
    public var isDebugOnly = false
    public var role: Role
    /// Whether `role` is what the code says: `false` for a style computed at run time
    /// (`style: isDanger ? .destructive : .default`, a variable) or one a helper's caller gives and
    /// the call does not, where `role` is only the API's default. No rule claims the role is wrong.
    public var roleIsKnown = true
    /// The action's own construction: `UIAlertAction`, `Button`, `.default`/`.cancel`/`.destructive`
    /// or `addButton`.
    public var range: ByteRange
    /// The whole statement or argument that adds the action (used to reorder actions).
    public var statementRange: ByteRange
    /// Where the role is spelled (`.default` in `style: .default`, the `role:` argument), if at all.
    public var roleRange: ByteRange?
    /// Where a role argument can be inserted when none is written (just before the closing
    /// parenthesis or after the title argument), if the API allows one.
    public var roleInsertionOffset: Int?
    /// AppKit: the button's `keyEquivalent` when set to a literal (`"\r"`, `"\u{1b}"`).
    public var keyEquivalent: String?
    /// The helper's parameter the style is (`style: defaultActionStyle`): each call fills the
    /// role; until then the role is not known.
    public var roleParameter: Int?
    /// Whether a role that the system implies (`.cancel()` in SwiftUI) has a system title.
    public var hasSystemTitle: Bool
    /// The title the system gives the button when `hasSystemTitle` is set: "Cancel" for SwiftUI's
    /// `.cancel()`, "OK" for the button SwiftUI adds to an `Alert` that has none.
    public var systemTitleText: String
    /// The system adds the button, not the code: SwiftUI's OK of an alert with no actions, the Cancel
    /// of a confirmation dialog or beside a destructive button.
    public var isAddedBySystem: Bool

    public init(title: TextValue?, role: Role, range: ByteRange, statementRange: ByteRange) {
        self.title = title
        self.branch = nil
        self.role = role
        self.range = range
        self.statementRange = statementRange
        self.roleRange = nil
        self.roleInsertionOffset = nil
        self.keyEquivalent = nil
        self.hasSystemTitle = false
        self.systemTitleText = "Cancel"
        self.isAddedBySystem = false
    }

    /// The text people see on the button, or `nil` when unknown.
    public var displayText: String? {
        if let title { return title.text }
        return hasSystemTitle ? systemTitleText : nil
    }
}

extension AlertSite {
    /// Whether a text of the site is a parameter of the function that builds it.
    var readsParameter: Bool {
        func reads(_ value: TextValue?) -> Bool {
            guard let value else { return false }
            return value.parameter != nil || value.alternatives.contains { $0.parameter != nil }
        }
        return reads(title) || reads(message) || actions.contains { reads($0.title) } || !actionSplices.isEmpty
    }
}
