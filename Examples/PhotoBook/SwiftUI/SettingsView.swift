import SwiftUI

struct SettingsView: View {
    @State private var confirmingReset = false
    @State private var confirmingSignOut = false
    @State private var showingQuota = false
    @AppStorage("syncEnabled") private var syncEnabled = true

    var body: some View {
        Form {
            Toggle("iCloud Photos", isOn: $syncEnabled)
            Button("Reset All Settings") { confirmingReset = true }
                .alert("Reset all settings?", isPresented: $confirmingReset) {
                    Button("reset everything!") { Settings.reset() }
                    Button("Cancel") { }
                } message: {
                    Text("Reset all settings?")
                }
            Button("Sign Out") { confirmingSignOut = true }
                .confirmationDialog("Sign Out", isPresented: $confirmingSignOut) {
                    Button("Sign Out and Keep a Copy of Every Photo on This Mac") { Account.signOut(keepingCopies: true) }
                    Button("Sign Out", role: .destructive) { Account.signOut(keepingCopies: false) }
                }
            Button("Storage") { showingQuota = true }
                .alert(isPresented: $showingQuota) {
                    Alert(title: Text("Oops!"),
                          message: Text("Your storage plan is almost full. Choose Upgrade to get more space."),
                          primaryButton: .default(Text("Upgrade")) { Store.showPlans() },
                          secondaryButton: .cancel(Text("Close")))
                }
        }
    }
}

// A well-written dialog: silent.
struct TrashView: View {
    @State private var confirmingEmpty = false

    var body: some View {
        Button("Empty Trash") { confirmingEmpty = true }
            .alert("Empty Trash?", isPresented: $confirmingEmpty) {
                Button("Cancel", role: .cancel) { }
                Button("Empty Trash", role: .destructive) { Trash.empty() }
            } message: {
                Text("Items in the Trash will be deleted immediately.")
            }
    }
}
