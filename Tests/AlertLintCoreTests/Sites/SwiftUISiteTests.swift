import XCTest

@testable import AlertLintCore

final class SwiftUISiteTests: XCTestCase {
    func testAlertModifierWithActionsAndMessage() {
        let code = """
            struct InboxView: View {
                @State private var showingDelete = false
                @State private var selection: Message?

                var body: some View {
                    List(messages) { message in
                        Text(message.subject)
                    }
                    .alert("Delete Message?", isPresented: $showingDelete, presenting: selection) { message in
                        Button("Delete", role: .destructive) {
                            store.delete(message)
                        }
                        Button("Cancel", role: .cancel) { }
                    } message: { message in
                        Text("“\\(message.subject)” will be moved to the Trash.")
                    }
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertEqual(site.framework, .swiftui)
        XCTAssertEqual(site.kind, .alert)
        XCTAssertEqual(site.api, ".alert")
        XCTAssertEqual(sites.text(site.range), "alert")
        XCTAssertEqual(site.title?.text, "Delete Message?")
        XCTAssertEqual(site.title?.isLocalized, true)
        XCTAssertEqual(site.message?.text, "“\u{FFFC}” will be moved to the Trash.")
        XCTAssertEqual(sites.actionTitles(0), ["Delete", "Cancel"])
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel])
        XCTAssertEqual(sites.text(site.actions[0].roleRange), ".destructive")
        XCTAssertEqual(sites.text(site.actions[0].range), "Button")
        XCTAssertTrue(sites.text(site.actions[0].statementRange)?.hasPrefix("Button(\"Delete\"") ?? false)
        XCTAssertTrue(sites.text(site.actions[0].statementRange)?.hasSuffix("}") ?? false)
        XCTAssertTrue(site.actionsComplete)
        XCTAssertEqual(site.enclosingFunction, "body")
    }

    func testConfirmationDialogWithLabelsAndShortcut() {
        let code = """
            struct EditorView: View {
                @State private var confirming = false

                func body(content: Content) -> some View {
                    content
                        .confirmationDialog(Text("Save changes to this note?"), isPresented: $confirming, titleVisibility: .visible) {
                            Button(action: save) { Text("Save") }
                                .keyboardShortcut(.defaultAction)
                            Button(role: .destructive) {
                                discard()
                            } label: {
                                Label("Don’t Save", systemImage: "trash")
                            }
                            Button { } label: { Text(verbatim: "Later") }
                        }
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        let site = sites[0]
        XCTAssertEqual(site.kind, .confirmationDialog)
        XCTAssertEqual(site.api, ".confirmationDialog")
        XCTAssertEqual(site.title?.text, "Save changes to this note?")
        // The dialog's own Cancel, which SwiftUI adds when no button has the cancel role.
        XCTAssertEqual(sites.actionTitles(0), ["Save", "Don’t Save", "Later", "Cancel"])
        XCTAssertEqual(sites.roles(0), [.default, .destructive, .default, .cancel])
        XCTAssertEqual(site.actions.map(\.isAddedBySystem), [false, false, false, true])
        XCTAssertEqual(site.preferredActionIndex, 0)
        XCTAssertEqual(sites.text(site.preferredActionRange), ".keyboardShortcut(.defaultAction)")
        XCTAssertEqual(site.actions[2].title?.isLocalized, false)
        XCTAssertEqual(site.enclosingFunction, "body(content:)")
        XCTAssertTrue(site.actionsComplete)
        XCTAssertNil(site.message)
    }

    func testButtonsInForEachAndIfAreIncomplete() {
        let code = """
            Color.clear
                .confirmationDialog("Move to Folder", isPresented: $moving) {
                    ForEach(folders) { folder in
                        Button(folder.name) { move(to: folder) }
                    }
                    if canCreate {
                        Button("New Folder…") { create() }
                    }
                    Button("Cancel", role: .cancel) { }
                }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["?", "New Folder…", "Cancel"])
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testAlertWithoutActionsGetsTheSystemButton() {
        let code = """
            Text("Sync")
                .alert("Sync Complete", isPresented: $done)
                .alert(isPresented: $failed, error: syncError) { }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        // SwiftUI adds an OK the code does not spell: the list is complete with it.
        for site in [sites[0], sites[1]] {
            XCTAssertEqual(site.actions.map(\.displayText), ["OK"])
            XCTAssertTrue(site.actions[0].isAddedBySystem)
            XCTAssertTrue(site.actionsComplete)
        }
        XCTAssertNil(sites[1].title?.text)
        XCTAssertEqual(sites.text(sites[1].title?.range), "syncError")
    }

    func testActionsAndMessageAsArguments() {
        let code = """
            view.alert(title, isPresented: $showing, actions: {
                Button("OK") { }
            }, message: {
                Text(NSLocalizedString("quota.message", value: "You’ve used all your storage.", comment: ""))
            })
            view.alert("Rename", isPresented: $renaming, actions: {
                TextField("Name", text: $name)
                Button("Rename", action: rename)
                Button("Cancel", role: .cancel, action: {})
            }) {
                Text(detail)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        XCTAssertNil(sites[0].title?.text)
        XCTAssertEqual(sites.text(sites[0].title?.range), "title")
        XCTAssertEqual(sites[0].message?.text, "You’ve used all your storage.")
        XCTAssertEqual(sites[0].message?.isLocalized, true)
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        let offset = sites[0].actions[0].roleInsertionOffset ?? 0
        XCTAssertEqual(sites.source.text(ByteRange(offset - 4, offset)), #""OK""#)
        XCTAssertEqual(sites[1].textFieldCount, 1)
        XCTAssertEqual(sites.actionTitles(1), ["Rename", "Cancel"])
        XCTAssertTrue(sites[1].actionsComplete)
        XCTAssertNotNil(sites[1].message)
        XCTAssertNil(sites[1].message?.text)
    }

    /// `dismissButton: okay` takes the button a `let` holds; a `var`, or `.default(…)` with no
    /// type written, may be something else, and stays unread.
    func testOldAlertValueTakesAButtonByName() {
        let code = """
            struct BootView: View {
                var body: some View {
                    Form { }
                        .alert(item: $selection) { selection in
                            let okay = Alert.Button.default(Text("Choose")) { importFile() }
                            let cancel: SwiftUI.Alert.Button = .cancel(Text("Not Now"))
                            let primary = okay
                            var later = Alert.Button.default(Text("Later"))
                            let other = .default(Text("Other"))
                            switch selection {
                            case .kernel: return Alert(title: Text("Select a Kernel"), primaryButton: primary, secondaryButton: cancel)
                            case .later: return Alert(title: Text("Try Later"), dismissButton: later)
                            default: return Alert(title: Text("Select a File"), dismissButton: other)
                            }
                        }
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 3)
        XCTAssertEqual(sites.actionTitles(0), ["Choose", "Not Now"])
        XCTAssertEqual(sites.roles(0), [.default, .cancel])
        XCTAssertTrue(sites[0].actionsComplete)
        XCTAssertEqual(sites.text(sites[0].actions[0].statementRange), "Alert.Button.default(Text(\"Choose\")) { importFile() }")
        for unread in [1, 2] {
            XCTAssertNil(sites[unread].actions.first?.title?.text)
            XCTAssertFalse(sites[unread].actionsComplete)
        }
    }

    func testOldAlertValueIsTheSiteNotTheModifier() {
        let code = """
            struct SettingsView: View {
                @State private var showingReset = false
                @State private var pending: Download?

                var body: some View {
                    Form { }
                        .alert(isPresented: $showingReset) {
                            Alert(title: Text("Reset All Settings?"),
                                  message: Text("Your preferences will return to their defaults."),
                                  primaryButton: .destructive(Text("Reset")) { settings.reset() },
                                  secondaryButton: .cancel())
                        }
                        .alert(item: $pending) { download in
                            Alert(title: Text(download.name), dismissButton: .default(Text("OK")))
                        }
                        .actionSheet(isPresented: $showingSheet) {
                            ActionSheet(title: Text("Add Photo"), message: nil, buttons: [
                                .default(Text("Take Photo")) { camera() },
                                .default(Text("Choose from Library"), action: library),
                                Alert.Button.cancel(Text("Not Now"))
                            ])
                        }
                }
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 3)
        let reset = sites[0]
        XCTAssertEqual(reset.api, "Alert")
        XCTAssertEqual(sites.text(reset.range), "Alert")
        XCTAssertEqual(reset.title?.text, "Reset All Settings?")
        XCTAssertEqual(reset.message?.text, "Your preferences will return to their defaults.")
        XCTAssertEqual(sites.roles(0), [.destructive, .cancel])
        XCTAssertEqual(sites.actionTitles(0), ["Reset", "Cancel"])
        XCTAssertNil(reset.actions[1].title)
        XCTAssertTrue(reset.actions[1].hasSystemTitle)
        XCTAssertEqual(sites.text(reset.actions[0].range), ".destructive")
        XCTAssertEqual(sites.text(reset.actions[1].statementRange), ".cancel()")
        XCTAssertNil(sites[1].title?.text)
        XCTAssertEqual(sites.actionTitles(1), ["OK"])
        XCTAssertEqual(sites[2].kind, .actionSheet)
        XCTAssertEqual(sites[2].api, "ActionSheet")
        XCTAssertNil(sites[2].message)
        XCTAssertEqual(sites.actionTitles(2), ["Take Photo", "Choose from Library", "Not Now"])
        XCTAssertEqual(sites.roles(2), [.default, .default, .cancel])
        XCTAssertFalse(sites[2].actions[2].hasSystemTitle)
        XCTAssertTrue(sites[2].actionsComplete)
    }

    func testLegacyModifierBuiltByHelperStandsInUnread() {
        let sites = ExtractedSites("view.alert(item: $error, content: makeAlert)")
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].api, ".alert")
        XCTAssertNil(sites[0].title?.text)
        XCTAssertFalse(sites[0].actionsComplete)
    }

    func testAlertWithoutButtonsAndSheetWithoutList() {
        let code = """
            let a = Alert(title: Text("Saved"))
            let b = ActionSheet(title: Text("Share"), message: nil, buttons: actions)
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 2)
        // SwiftUI shows its own OK button on an alert given none.
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        XCTAssertTrue(sites[0].actions[0].hasSystemTitle)
        XCTAssertTrue(sites[0].actionsComplete)
        XCTAssertFalse(sites[1].actionsComplete)
    }

    func testLookalikesAreNotSites() {
        let code = """
            enum Route { case alert(String), sheet }
            let route = Route.alert("x")
            router.show(.alert(message))
            struct Alert { let message: String }
            let model = Alert(message: "m")
            let kind: Alert.Kind = .warning
            Text("Hello").alert
            """
        XCTAssertEqual(ExtractedSites(code).count, 0)
    }

    func testCommentedOutModifierAndButtons() {
        let code = """
            Text("x")
                // .alert("Old", isPresented: $x) { Button("Gone") {} }
                .alert("New", isPresented: $y) {
                    // Button("Hidden", role: .destructive) {}
                    Button("OK") {} /* Button("Also hidden") {} */
                }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites[0].title?.text, "New")
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        XCTAssertTrue(sites[0].actionsComplete)
    }

    func testCJKCopyAndTextConcatenation() {
        let code = """
            content.alert(Text("删除") + Text("照片？"), isPresented: $showing) {
                Button("删除", role: .destructive) { }
                Button("取消", role: .cancel) { }
            } message: {
                Text("此照片将从所有设备中删除。").font(.body)
            }
            """
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites[0].title?.text, "删除照片？")
        XCTAssertEqual(sites[0].title?.literals.count, 2)
        XCTAssertEqual(sites[0].message?.text, "此照片将从所有设备中删除。")
        XCTAssertEqual(sites.actionTitles(0), ["删除", "取消"])
    }
}
