import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if !NetworkMonitor.shared.isReachable {
            // Shown before the person has done anything: better as an inline banner.
            let alert = UIAlertController(title: "No Internet Connection", message: "Photos will sync when you're back online.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            window?.rootViewController?.present(alert, animated: true)
        }
        return true
    }
}
