// The parts of AppKit that alert code uses, with the signatures Apple's documentation gives, so
// that the code AlertLint writes can be type-checked on a machine without the macOS SDK.
// Bodies are empty: only the declarations matter.
import Foundation

@MainActor open class NSResponder: NSObject {}

@MainActor open class NSView: NSResponder {}

@MainActor open class NSImage: NSObject {}

@MainActor open class NSWindow: NSResponder {}

@MainActor open class NSControl: NSView {}

@MainActor open class NSButton: NSControl {
    open var title = ""
    open var keyEquivalent = ""
    /// `NSButton.hasDestructiveAction`: the button, not the alert, is destructive.
    @available(macOS 11.0, *)
    open var hasDestructiveAction = false
}

@MainActor open class NSApplication: NSResponder {
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let OK = ModalResponse(rawValue: 1)
        public static let cancel = ModalResponse(rawValue: 0)
        public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
        public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
        public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
    }
}

@MainActor open class NSWindowController: NSResponder {
    open var window: NSWindow?
}

@MainActor open class NSAlert: NSObject {
    public enum Style: UInt, Sendable {
        case warning = 0
        case informational = 1
        case critical = 2
    }

    public convenience init(error: any Error) {
        self.init()
    }

    open var messageText = ""
    open var informativeText = ""
    open var alertStyle = NSAlert.Style.warning
    open var icon: NSImage?
    open var showsSuppressionButton = false
    open var showsHelp = false
    open var accessoryView: NSView?
    open var buttons: [NSButton] { [] }
    open var window: NSWindow { NSWindow() }
    @discardableResult open func addButton(withTitle title: String) -> NSButton { NSButton() }
    open func runModal() -> NSApplication.ModalResponse { .alertFirstButtonReturn }
    open func beginSheetModal(for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {}
}
