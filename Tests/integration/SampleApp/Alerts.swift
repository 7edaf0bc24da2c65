// The app target of the sample packages in Tests/integration: small stand-ins for UIKit's types,
// so it compiles on Linux too, and an alert with a finding on line 17 ([ok-spelling]).
final class UIAlertAction {
    enum Style { case `default`, cancel, destructive }
    init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}

final class UIAlertController {
    enum Style { case alert, actionSheet }
    init(title: String?, message: String?, preferredStyle: Style) {}
    func addAction(_ action: UIAlertAction) {}
}

func confirmDelete() -> UIAlertController {
    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Ok", style: .destructive))
    return alert
}
