import Foundation

/// The app's copy, named once.
enum UserText {
    static let uploadFailedTitle = NSLocalizedString("upload.failed.title", value: "Error", comment: "")
    static let uploadFailedMessage = NSLocalizedString("upload.failed.message",
                                                       value: "The photo couldn't be uploaded. Try again later.",
                                                       comment: "")
    static let ok = NSLocalizedString("common.ok", comment: "")
}
