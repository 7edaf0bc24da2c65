import UIKit

// Localized copy: the keys resolve through Resources/*.lproj/Localizable.strings. Run
// `alertlint check --languages all Examples/` to lint the Chinese translation too.
final class SharingViewController: UIViewController {
    func confirmStopSharing(_ album: Album) {
        let alert = UIAlertController(title: NSLocalizedString("sharing.stop.title", comment: "Stop sharing alert"),
                                      message: NSLocalizedString("sharing.stop.message", comment: ""),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("sharing.stop.confirm", comment: ""), style: .destructive) { _ in
            album.stopSharing()
        })
        present(alert, animated: true)
    }

    func showInvitationExpired() {
        let alert = UIAlertController(title: NSLocalizedString("sharing.invitation.expired.title", comment: ""),
                                      message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        present(alert, animated: true)
    }
}
