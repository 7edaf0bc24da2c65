import AppKit

final class ExportWindowController: NSWindowController {
    func confirmOverwrite(_ url: URL) -> Bool {
        let alert = NSAlert()
        alert.messageText = "“\(url.lastPathComponent)” already exists. Do you want to replace it?"
        alert.informativeText = "Replacing it will overwrite its current contents."
        alert.addButton(withTitle: "Cancel")
        alert.addButton(withTitle: "Replace")
        return alert.runModal() == .alertSecondButtonReturn
    }

    func confirmDeleteLibrary() -> Bool {
        let alert = NSAlert()
        alert.alertStyle = .critical
        alert.messageText = "Delete the photo library?"
        alert.informativeText = "All photos and albums in this library will be erased."
        alert.addButton(withTitle: "Delete")
        alert.addButton(withTitle: "Cancel")
        alert.buttons[0].hasDestructiveAction = true
        return alert.runModal() == .alertFirstButtonReturn
    }

    func showExportComplete() {
        let alert = NSAlert()
        alert.alertStyle = .critical
        alert.messageText = "Export Complete"
        alert.informativeText = "The photos were exported to the Pictures folder."
        alert.addButton(withTitle: "OK")
        alert.runModal()
    }

    func confirmDiscardEdits() -> Bool {
        let alert = NSAlert()
        alert.messageText = "Discard changes to this photo?"
        alert.informativeText = "Edits made since the last save will be lost."
        alert.addButton(withTitle: "Discard")
        alert.addButton(withTitle: "Cancel")
        return alert.runModal() == .alertFirstButtonReturn
    }
}
