import UIKit

final class PhotoLibraryViewController: UICollectionViewController {
    private var photos: [Photo] = []

    func confirmDelete(_ photo: Photo) {
        let alert = UIAlertController(title: "Delete this photo?", message: "It will be removed from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .destructive) { [weak self] _ in
            self?.delete(photo)
        })
        present(alert, animated: true)
    }

    func showUploadError(_ error: Error) {
        let alert = UIAlertController(title: "Error", message: "Tap Retry to upload the photo again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Ok", style: .default))
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { _ in self.retryUpload() })
        present(alert, animated: true)
    }

    func confirmEmptyAlbum(_ album: Album) {
        let alert = UIAlertController(title: "empty album", message: "all photos in this album will be deleted", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .default)
        let empty = UIAlertAction(title: "Empty Album", style: .default) { _ in album.removeAll() }
        alert.addAction(cancel)
        alert.addAction(empty)
        alert.preferredAction = cancel
        present(alert, animated: true)
    }

    func showShareOptions(for photo: Photo, from cell: UICollectionViewCell) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share…", style: .default) { _ in self.share(photo) })
        sheet.addAction(UIAlertAction(title: "Add to Album", style: .default) { _ in self.addToAlbum(photo) })
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive) { _ in self.delete(photo) })
        present(sheet, animated: true)
    }

    func showEditOptions(for photo: Photo) {
        let sheet = UIAlertController(title: "Edit Photo", message: nil, preferredStyle: .actionSheet)
        for filter in ["Vivid", "Dramatic", "Mono", "Silvertone", "Noir", "Warm", "Cool", "Fade"] {
            sheet.addAction(UIAlertAction(title: filter, style: .default) { _ in self.apply(filter, to: photo) })
        }
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    func showFilterOptions(for photo: Photo) {
        let sheet = UIAlertController(title: "Filters", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Vivid", style: .default))
        sheet.addAction(UIAlertAction(title: "Dramatic", style: .default))
        sheet.addAction(UIAlertAction(title: "Mono", style: .default))
        sheet.addAction(UIAlertAction(title: "Noir", style: .default))
        sheet.addAction(UIAlertAction(title: "Warm", style: .default))
        sheet.addAction(UIAlertAction(title: "Cool", style: .default))
        sheet.addAction(UIAlertAction(title: "Fade", style: .default))
        sheet.addAction(UIAlertAction(title: "Chrome", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    func showSyncProblem() {
        let alert = UIAlertController(title: "", message: "Your library couldn't be synced.", preferredStyle: .alert)
        present(alert, animated: true)
    }

    func confirmRemoveFromAlbum(_ photo: Photo) {
        let alert = UIAlertController(title: "Remove From Album?", message: "Remove from album?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in self.remove(photo) })
        present(alert, animated: true)
    }

    func confirmClearHistory() {
        let alert = UIAlertController(title: "Clear Search History?", message: "Recent searches will be removed from this iPhone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { _ in SearchHistory.clear() })
        present(alert, animated: true)
    }

    // A well-written alert: AlertLint has nothing to say about it.
    func confirmSignOut() {
        let alert = UIAlertController(title: "Sign out of iCloud?", message: "Photos stay on this iPhone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .default) { _ in Account.signOut() })
        present(alert, animated: true)
    }
}
