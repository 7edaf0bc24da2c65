import XCTest

final class CheckCommandTests: XCTestCase {
    static let confirmDelete = """
        import UIKit

        final class PhotoViewController: UIViewController {
            func confirmDelete() {
                let alert = UIAlertController(title: "Delete this photo?", message: "It will be removed from all devices.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "OK", style: .destructive) { _ in self.deletePhoto() })
                present(alert, animated: true)
            }
        }

        """

    static let clean = """
        import UIKit

        func confirmSignOut(from controller: UIViewController) {
            let alert = UIAlertController(title: "Sign out of iCloud?", message: "Photos stay on this iPhone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Sign Out", style: .default))
            controller.present(alert, animated: true)
        }

        """

    func testFindingsInTheFormXcodeParses() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Photo.swift", Self.confirmDelete)
        let output = try AlertLintProcess.run(["check", "App"], in: folder.url)
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Photo.swift:7:46: warning: Button “OK” doesn't say what it does"), output.stdout)
        XCTAssertTrue(output.stdout.contains("[ok-specific]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Checked 1 file, 1 alert site"), output.stderr)
    }

    func testCleanCodeExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Clean.swift", Self.clean)
        let output = try AlertLintProcess.run(["check", "."], in: folder.url)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertEqual(output.stdout, "")
    }

    /// `ALERTLINT_TIMING=1` adds one line on standard error with each phase's time, and for the
    /// marked phases the cores kept busy on average; the findings on standard output stay the same.
    func testTimingLineOnRequest() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Photo.swift", Self.confirmDelete)
        let plain = try AlertLintProcess.run(["check", "App"], in: folder.url)
        let timed = try AlertLintProcess.run(["check", "App"], in: folder.url, environment: ["ALERTLINT_TIMING": "1"])
        XCTAssertEqual(timed.stdout, plain.stdout)
        XCTAssertFalse(plain.stderr.contains("timing"), plain.stderr)
        let line = timed.stderr.split(separator: "\n").first { $0.hasPrefix("alertlint: timing ") } ?? ""
        for phase in ["discover", "configure", "survey", "context", "lint", "report", "total", "tables", "projects"] {
            XCTAssertNotNil(line.range(of: #" \#(phase)=[0-9]+\.[0-9]ms"#, options: .regularExpression), "\(phase) in \(timed.stderr)")
        }
        for phase in ["discover", "survey", "lint", "total"] {
            let cores = #" \#(phase)=[0-9]+\.[0-9]ms/[0-9]+\.[0-9] "#
            XCTAssertNotNil(line.range(of: cores, options: .regularExpression), "\(phase) in \(line)")
        }
    }

    /// A file named twice, or inside two folders given, is linted once, where it first comes.
    func testAFileGivenTwiceIsLintedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Views/Photo.swift", Self.confirmDelete)
        let once = try AlertLintProcess.run(["check", "App"], in: folder.url)
        let findings = once.stdout.split(separator: "\n").filter { $0.contains("[") }
        XCTAssertFalse(findings.isEmpty, once.stdout)
        for paths in [["App/Views/Photo.swift", "./App/Views/Photo.swift"], ["App", "App/Views"], ["App/Views", "App"]] {
            let twice = try AlertLintProcess.run(["check"] + paths, in: folder.url)
            let found = twice.stdout.split(separator: "\n").filter { $0.contains("[") }
            XCTAssertEqual(found.count, findings.count, "\(paths): \(twice.stdout)")
            XCTAssertTrue(twice.stderr.contains("Checked 1 file"), "\(paths): \(twice.stderr)")
        }
    }

    func testSelectIgnoreAndFailOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Photo.swift", Self.confirmDelete)
        let ignored = try AlertLintProcess.run(["check", "--ignore", "ok-specific", "Photo.swift"], in: folder.url)
        XCTAssertFalse(ignored.stdout.contains("ok-specific"), ignored.stdout)
        let selected = try AlertLintProcess.run(["check", "--select", "ok-specific", "Photo.swift"], in: folder.url)
        XCTAssertEqual(selected.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, selected.stdout)
        let onlyErrors = try AlertLintProcess.run(["check", "--fail-on", "error", "Photo.swift"], in: folder.url)
        XCTAssertEqual(onlyErrors.status, 0)
        let exitZero = try AlertLintProcess.run(["check", "--exit-zero", "Photo.swift"], in: folder.url)
        XCTAssertEqual(exitZero.status, 0)
    }

    func testUsageErrorsExitTwo() throws {
        let folder = try TemporaryFolder()
        for arguments in [
            ["check", "--select", "no-such-rule"], ["check", "--frobnicate"], ["check", "missing-folder"], ["explain", "nope"],
            ["bogus-command"],
        ] {
            let output = try AlertLintProcess.run(arguments, in: folder.url)
            XCTAssertEqual(output.status, 2, "\(arguments): \(output.stderr)")
            XCTAssertFalse(output.stderr.isEmpty)
        }
    }

    func testStandardInputWithAName() throws {
        let output = try AlertLintProcess.run(["check", "--stdin-filename", "Sources/Photo.swift"], stdin: Self.confirmDelete)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.hasPrefix("Sources/Photo.swift:7:"), output.stdout)
    }

    /// A SwiftUI message closure that returns its text explicitly is read like one without `return`.
    func testAMessageClosureWithReturn() throws {
        let code = """
            import SwiftUI

            struct StoryView: View {
                @State private var shared = false

                var body: some View {
                    Text("Story")
                        .alert("Share this story?", isPresented: $shared) {
                            Button("Not Now") {}
                            Button("Share") {}
                        } message: {
                            return Text("Paste this image anywhere you like")
                        }
                }
            }

            """
        let output = try AlertLintProcess.run(
            ["check", "--format", "concise", "--select", "message-sentence", "--stdin-filename", "Story.swift"], stdin: code)
        XCTAssertTrue(output.stdout.contains("Story.swift:12:") && output.stdout.contains("[message-sentence]"), output.stdout)
    }

    func testBadFilesAreReportedAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.confirmDelete)
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x22, 0x0A]).write(to: folder.url.appendingPathComponent("B.swift"))
        try folder.write("C.swift", String(repeating: "\"", count: 10_000))
        try folder.write("D.swift", String(repeating: "// padding line\n", count: 2_000))
        let output = try AlertLintProcess.run(["check", "--max-file-size", "20000", "."], in: folder.url)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("A.swift:7:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("B.swift:1:5: note: invalid UTF-8"), output.stderr)
        XCTAssertTrue(output.stderr.contains("D.swift: skipped"), output.stderr)
    }

    /// Build folders, dependencies and built bundles checked in with the app (a vendored
    /// `Sparkle.framework` with its own tables) are not the app's code or copy; a script's
    /// `#!` line is Swift.
    func testWhatTheWalkSkips() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/A.swift", Self.confirmDelete)
        try folder.write("Scripts/release.swift", "#!/usr/bin/env swift\nprint(1)\n")
        for skipped in [
            "Pods/X", "Carthage/Checkouts/Y", "External/Sparkle.framework/Versions/A", "Helper.app/Contents", "Kit.xcframework/ios",
        ] {
            try folder.write("\(skipped)/B.swift", Self.confirmDelete)
            try folder.write("\(skipped)/tr.lproj/Sparkle.strings", "\"broken\" = \"no semicolon\"\n")
        }
        let output = try AlertLintProcess.run(["check", "--format", "concise", "."], in: folder.url)
        XCTAssertEqual(output.stdout.split(separator: "\n").filter { $0.contains("B.swift") }, [], output.stdout)
        XCTAssertTrue(output.stdout.contains("App/A.swift:7:"), output.stdout)
        XCTAssertFalse(output.stderr.contains("alertlint:"), output.stderr)
        XCTAssertTrue(output.stderr.contains("Checked 2 files"), output.stderr)
    }

    /// A SwiftUI alert that takes its button by name is checked with that button's copy, and the
    /// finding points at the `let` that builds it.
    func testAButtonTakenByNameIsChecked() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "UpdateView.swift",
            """
            import SwiftUI

            struct UpdateView: View {
                @State private var isAsking = false

                var body: some View {
                    Text("Update").alert(isPresented: $isAsking) {
                        let install = Alert.Button.default(Text("Ok")) { installUpdate() }
                        return Alert(title: Text("Update Available"), primaryButton: install, secondaryButton: .cancel())
                    }
                }
            }

            """)
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--select", "ok-spelling", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("UpdateView.swift:8:"), output.stdout)
        XCTAssertTrue(output.stdout.contains("[ok-spelling]"), output.stdout)
    }

    /// A preposition after a verb is no particle (“Try in Safari” is title style, “Sign in” is
    /// not), and a capitalized word no button of the alert starts with names no button
    /// (“select WireGuard” beside a lone OK), while one that starts a button does (“Tap Open”).
    func testPrepositionsAndNamesThatAreNoButtons() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Links.swift",
            """
            import UIKit

            func openLink(on controller: UIViewController) {
                let alert = UIAlertController(title: "Open Link?", message: "The link opens in another app.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Try in Safari", style: .default))
                alert.addAction(UIAlertAction(title: "Sign in", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                controller.present(alert, animated: true)
            }

            func needsProtocol(on controller: UIViewController) {
                let alert = UIAlertController(title: "Protocol Not Supported", message: "Multi-Hop needs another protocol: select WireGuard in Settings.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                controller.present(alert, animated: true)
            }

            func needsSettings(on controller: UIViewController) {
                let alert = UIAlertController(title: "Location Services Off", message: "Tap Open Settings to turn them on.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Open Settings", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                controller.present(alert, animated: true)
            }

            """)
        let output = try AlertLintProcess.run(
            ["check", "--format", "concise", "--select", "button-case,message-explains-buttons", "."], in: folder.url)
        let findings = output.stdout.split(separator: "\n").filter { $0.contains(": warning:") }.map(String.init)
        XCTAssertEqual(findings.count, 2, output.stdout)
        XCTAssertTrue(findings.contains { $0.hasPrefix("Links.swift:6:") && $0.contains("“Sign In”") }, output.stdout)
        XCTAssertTrue(findings.contains { $0.hasPrefix("Links.swift:18:") && $0.contains("“Tap Open”") }, output.stdout)
    }

    /// A tree wider than the cores is walked in parts on all of them, and the findings still come
    /// in walk order: a folder's own files (sorted) before its subfolders', not sorted by path.
    func testAWideTreeIsReportedInWalkOrder() throws {
        let folder = try TemporaryFolder()
        var expected: [String] = []
        for top in (0..<20).map({ "d\($0)" }).sorted() {
            try folder.write("\(top)/z.swift", Self.confirmDelete)
            expected.append("\(top)/z.swift")
            for sub in (0..<8).map({ "s\($0)" }) {
                try folder.write("\(top)/\(sub)/z.swift", Self.confirmDelete)
                expected.append("\(top)/\(sub)/z.swift")
            }
        }
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--select", "ok-specific", "."], in: folder.url)
        let reported = output.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(reported, expected, output.stdout)
    }

    /// A file in no project (no `.git`, `Package.swift`, Xcode project or `.alertlint.json` above
    /// it) is its own workspace with the tables beside it: its folder is not walked, which could
    /// take minutes for `/tmp` or a home folder.
    func testALoneFileUsesTheTablesBesideItOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "A.swift",
            """
            let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            """)
        try folder.write("en.lproj/Localizable.strings", "\"delete.title\" = \"delete the photo\";\n")
        try folder.write("Downloads/Old/fr.lproj/Localizable.strings", "\"broken\" = \"no semicolon\"\n")
        let output = try AlertLintProcess.run(["check", "--format", "concise", "A.swift"], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Title “delete the photo” is a fragment"), output.stdout)
        XCTAssertFalse(output.stderr.contains("alertlint:"), output.stderr)
    }

    /// Through the command: a plural title is read from its `.stringsdict` (the `other` form,
    /// pointed at where it is written), and a translation's unclosed `<string>` is reported at
    /// its place while the rest of the workspace is still linted.
    func testAStringsdictsPluralIsCopyAndItsBrokenTranslationAProblem() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", "{}")
        try folder.write(
            "A.swift",
            """
            func ask(count: Int) {
                let title = String.localizedStringWithFormat(NSLocalizedString("photos.delete", comment: ""), count)
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }
            """)
        try folder.write(
            "en.lproj/Localizable.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>photos.delete</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>delete %#@photos@</string>
            		<key>photos</key>
            		<dict>
            			<key>one</key>
            			<string>the photo</string>
            			<key>other</key>
            			<string>%d photos &amp; videos</string>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """)
        try folder.write(
            "fr.lproj/Localizable.stringsdict",
            "<plist><dict><key>photos.delete</key><dict><key>NSStringLocalizedFormatKey</key><string>supprimer")
        let output = try AlertLintProcess.run(["check", "--format", "concise", "."], in: folder.url)
        XCTAssertTrue(output.stdout.contains("Title “delete %d photos & videos” is a fragment"), output.stdout)
        XCTAssertTrue(output.stdout.contains("en.lproj/Localizable.stringsdict:4:2: note: the en text is here"), output.stdout)
        XCTAssertTrue(output.stderr.contains("alertlint: fr.lproj/Localizable.stringsdict:1:89: expected </string>"), output.stderr)
    }

    /// Through the command, on a workspace of two files: a debug gate's buttons are not linted, a
    /// sheet's switch cases are not added up, and a call reaches its own file's helper though
    /// another file declares one of that name.
    func testDebugGatesSwitchCasesAndTheCallersOwnHelper() throws {
        let folder = try TemporaryFolder()
        try folder.write(".alertlint.json", "{}")
        try folder.write(
            "Cache.swift",
            """
            import UIKit
            final class CacheController: UIViewController {
                func purge() {
                    let alert = UIAlertController(title: "Purge Cache?", message: "Tiles download again.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alert.addAction(UIAlertAction(title: "Purge", style: .destructive))
                    if isUnderDebugger() {
                        alert.addAction(UIAlertAction(title: "debug: low memory", style: .default))
                        alert.addAction(UIAlertAction(title: "debug: dump", style: .default))
                    }
                    present(alert, animated: true)
                }
                func layers(kind: Int) {
                    let sheet = UIAlertController(title: "Layers", message: nil, preferredStyle: .actionSheet)
                    switch kind {
                    case 0:
                        for name in ["A", "B", "C", "D", "E"] { sheet.addAction(UIAlertAction(title: name, style: .default)) }
                    default:
                        for name in ["F", "G", "H", "I"] { sheet.addAction(UIAlertAction(title: name, style: .default)) }
                    }
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    sheet.popoverPresentationController?.sourceView = view
                    present(sheet, animated: true)
                }
                func failed() { showAlert(message: "Unable to refresh the cache") }
                func showAlert(message: String) {
                    let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """)
        try folder.write(
            "Other.swift",
            """
            import UIKit
            final class OtherController: UIViewController {
                func showAlert(message: String) {
                    let sheet = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    present(sheet, animated: true)
                }
            }
            """)
        let output = try AlertLintProcess.run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        XCTAssertFalse(output.stdout.contains("debug:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("[too-many-buttons]") || output.stdout.contains("[sheet-length]"), output.stdout)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("Cache.swift:25:") && $0.contains("“Unable to refresh the cache”") && $0.contains("[title-case]")
            },
            output.stdout)
    }

    func testFullFormatShowsTheLineAndACaret() throws {
        let output = try AlertLintProcess.run(
            ["check", "--format", "full", "--select", "ok-specific", "--stdin-filename", "P.swift"],
            stdin: Self.confirmDelete, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(
            output.stdout.contains("7 |         alert.addAction(UIAlertAction(title: \"OK\", style: .destructive)"), output.stdout)
        XCTAssertTrue(output.stdout.contains("|                                              ^^^^"), output.stdout)
        XCTAssertFalse(output.stdout.contains("\u{1B}["), "no colour when not a terminal")
    }

    func testJSONReportsParse() throws {
        let output = try AlertLintProcess.run(["check", "--format", "json", "--stdin-filename", "P.swift"], stdin: Self.confirmDelete)
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(diagnostics?.first { $0["rule"] as? String == "ok-specific" }?["severity"] as? String, "warning")
        let lines = try AlertLintProcess.run(["check", "--format", "jsonl", "--stdin-filename", "P.swift"], stdin: Self.confirmDelete)
        for line in lines.stdout.split(separator: "\n") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)))
        }
    }
}

final class ConciseOutputTests: XCTestCase {
    func testCopyWithLineBreaksStaysOnOneLine() throws {
        let source = """
            let alert = UIAlertController(title: "Are you sure?\\nYou lose data", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

            """
        let output = try AlertLintProcess.run(["check", "--stdin-filename", "A.swift"], stdin: source)
        let lines = output.stdout.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        for line in lines { XCTAssertTrue(line.hasPrefix("A.swift:"), String(line)) }
        XCTAssertTrue(output.stdout.contains(#"Are you sure?\nYou lose data"#), output.stdout)
    }
}
