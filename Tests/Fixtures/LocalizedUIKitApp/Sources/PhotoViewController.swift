import UIKit

final class PhotoViewController: UIViewController {
    func confirmDelete() {
        let alert = UIAlertController(title: NSLocalizedString("photo.delete.title", comment: "Title of the delete alert"),
                                      message: NSLocalizedString("photo.delete.message", comment: ""),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("common.cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", comment: ""), style: .destructive) { _ in
            self.deletePhoto()
        })
        present(alert, animated: true)
    }

    func showUploadFailed() {
        let alert = UIAlertController(title: UserText.uploadFailedTitle, message: UserText.uploadFailedMessage,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: UserText.ok, style: .default))
        present(alert, animated: true)
    }

    func showShareUnavailable() {
        let alert = UIAlertController(title: NSLocalizedString("share.unavailable.title", comment: ""),
                                      message: NSLocalizedString("Sharing is turned off for this album.", comment: ""),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: UserText.ok, style: .default))
        present(alert, animated: true)
    }

    private func deletePhoto() {}
}
