import UIKit

final class AccountViewController: UITableViewController {
    func confirmLeaveFamily() {
        let alert = UIAlertController(
            title: "Are you sure you want to leave the family group? Shared albums and purchases will no longer be available.",
            message: nil,
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "No", style: .cancel))
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in Family.leave() })
        present(alert, animated: true)
    }

    func showStorageFull() {
        let alert = UIAlertController(
            title: "iCloud Storage Is Full",
            message: """
            Photos and videos taken from now on won't be uploaded to iCloud, and changes made on this device won't appear on \
            the other devices signed in with the same Apple Account until more storage is available. Upgrade the storage \
            plan or remove older backups and large attachments to continue syncing the photo library across all devices.
            """,
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Manage storage plan in settings.", style: .default) { _ in Settings.openStorage() })
        alert.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
        present(alert, animated: true)
    }

    func showExportDone() {
        let alert = UIAlertController(title: "Export Finished", message: "Exported photos are in the Files app.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func choosePrintSize() {
        let alert = UIAlertController(title: "Print Size", message: "Choose a size for the prints.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Small", style: .default))
        alert.addAction(UIAlertAction(title: "Medium", style: .default))
        alert.addAction(UIAlertAction(title: "Large", style: .default))
        alert.addAction(UIAlertAction(title: "Poster", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func confirmRestore() {
        let alert = UIAlertController(title: "Restore From iCloud Backup? This can't be undone.", message: "Edits to every photo will be lost.", preferredStyle: .alert)
        let restore = UIAlertAction(title: "Erase and Restore", style: .destructive) { _ in Library.restore() }
        alert.addAction(restore)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = restore
        present(alert, animated: true)
    }

    func confirmSignOut() {
        let alert = UIAlertController(title: "Sign Out of iCloud?", message: "Photos that haven't uploaded stay on this iPhone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Remove Downloads", style: .default) { _ in Library.removeDownloads() })
        alert.addAction(UIAlertAction(title: "Sign Out", style: .default) { _ in Account.signOut() })
        present(alert, animated: true)
    }
}
