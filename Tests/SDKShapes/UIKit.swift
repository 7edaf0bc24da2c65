// The parts of UIKit that alert code uses, with the signatures Apple's documentation gives, so
// that the code AlertLint writes can be type-checked on a machine without the iOS SDK.
// Bodies are empty: only the declarations matter.
import Foundation

public struct CGRect: Sendable {
    public init() {}
    public static let zero = CGRect()
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIColor: NSObject {
    public static let label = UIColor()
}

@MainActor open class UIView: UIResponder {
    open var tintColor: UIColor!
    open var bounds = CGRect()
    open func addSubview(_ view: UIView) {}
}

@MainActor open class UIBarButtonItem: NSObject {}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
}

@MainActor open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@MainActor open class UITextField: UIView {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
}

@MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@MainActor open class UIPopoverPresentationController: NSObject {
    open var sourceView: UIView?
    open var sourceRect = CGRect()
    open var barButtonItem: UIBarButtonItem?
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView!
    open var title: String?
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }

    open var title: String? { nil }
    open var style: UIAlertAction.Style { .default }
    open var isEnabled = true
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
    }

    open var message: String?
    open var preferredStyle: UIAlertController.Style { .actionSheet }
    open var actions: [UIAlertAction] { [] }
    open var preferredAction: UIAlertAction?
    open var textFields: [UITextField]? { nil }
    open func addAction(_ action: UIAlertAction) {}
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}
