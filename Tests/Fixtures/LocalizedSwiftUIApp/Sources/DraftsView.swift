import SwiftUI

struct DraftsView: View {
    @State private var isConfirming = false
    @State private var failed = false

    var body: some View {
        List {
            Text("drafts.list.title")
        }
        .alert("drafts.delete.title", isPresented: $isConfirming) {
            Button("Cancel", role: .cancel) { }
            Button("drafts.delete.confirm", role: .destructive) { deleteAll() }
        } message: {
            Text("drafts.delete.message")
        }
        .alert(L10n.Drafts.syncFailedTitle, isPresented: $failed) {
            Button(L10n.Common.ok) { }
        } message: {
            Text(L10n.Drafts.syncFailedMessage)
        }
    }

    private func deleteAll() {}
}
