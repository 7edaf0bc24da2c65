import XCTest

@testable import AlertLintCore

/// Garbage, deep nesting and big files: extraction must finish, never crash, and keep every
/// range inside the file.
final class ExtractionRobustnessTests: XCTestCase {
    private static let snippets = [
        """
        func confirm() {
            let alert = UIAlertController(title: "Delete?", message: "Gone for good.", preferredStyle: .actionSheet)
            let cancel = UIAlertAction(title: "Cancel", style: .cancel)
            alert.addAction(cancel); alert.preferredAction = cancel
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
            alert.popoverPresentationController?.sourceView = view
            if let p = alert.popoverPresentationController { p.sourceRect = .zero }
            alert.title = NSLocalizedString("k", value: "V", comment: "")
        }
        """,
        """
        var body: some View {
            Text("x").alert("Title \\(n)", isPresented: $a) {
                Button("OK", role: .cancel) {}.keyboardShortcut(.defaultAction)
                ForEach(items) { Button($0.name) {} }
            } message: { Text("Message") }
            .confirmationDialog(Text("T"), isPresented: $b) { Button { } label: { Label("L", systemImage: "x") } }
            .alert(isPresented: $c) { Alert(title: Text("A"), primaryButton: .default(Text("P")), secondaryButton: .cancel()) }
            .actionSheet(isPresented: $d) { ActionSheet(title: Text("S"), buttons: [.destructive(Text("D")), .cancel()]) }
        }
        """,
        """
        func mac() {
            let alert = NSAlert()
            alert.messageText = "Quit?"; alert.informativeText = #"Raw "text""#
            let b = alert.addButton(withTitle: "Quit"); b.keyEquivalent = "\\u{1b}"
            alert.buttons[0].hasDestructiveAction = true
            alert.buttons.last?.hasDestructiveAction = true
            let v = UIAlertView(title: "t", message: nil, delegate: nil, cancelButtonTitle: "c", otherButtonTitles: "o", "p")
            v.addButton(withTitle: "q")
            showAlert(title: "W", message: nil, confirmTitle: "Go")
        }
        """,
    ]

    private static let wrappers = [
        WrapperSpec(name: "showAlert", actions: [WrapperAction(label: "confirmTitle", role: .default)], cancelTitle: "Cancel"),
        WrapperSpec(name: "A.b", titleLabel: "_"),
    ]

    private func checkRanges(_ bytes: [UInt8]) {
        let source = SourceText(bytes: bytes)
        let sites = SiteExtractor.extract(from: Tokenizer.tokenize(source), in: source, wrappers: Self.wrappers)
        let whole = ByteRange(0, bytes.count)
        func inside(_ range: ByteRange?) -> Bool { range.map { whole.contains($0) && $0.start <= $0.end } ?? true }
        func textInside(_ value: TextValue?) -> Bool {
            guard let value else { return true }
            return inside(value.range) && value.literals.allSatisfy { whole.contains($0.range) }
        }
        for site in sites {
            XCTAssertTrue(inside(site.range))
            XCTAssertTrue(textInside(site.title) && textInside(site.message))
            XCTAssertTrue(inside(site.preferredActionRange))
            XCTAssertTrue(site.statementInsertionOffset.map { $0 >= 0 && $0 <= bytes.count } ?? true)
            if let index = site.preferredActionIndex { XCTAssertTrue(site.actions.indices.contains(index)) }
            for action in site.actions {
                XCTAssertTrue(inside(action.range) && inside(action.statementRange) && inside(action.roleRange))
                XCTAssertTrue(textInside(action.title))
                XCTAssertTrue(action.roleInsertionOffset.map { $0 >= 0 && $0 <= bytes.count } ?? true)
            }
        }
    }

    func testRandomBytesAndMutatedSnippetsNeverCrash() {
        var generator = SeededGenerator(seed: 0xA1E7_2026)
        let alphabet = Array("(){}[].,:;=+?!\"#\\/* \n\tabcxyzUIAlertControllerButtonNSAlert$0_".utf8)
        for iteration in 0..<2_000 {
            var bytes: [UInt8]
            if iteration % 4 == 0 {
                let length = Int.random(in: 0..<400, using: &generator)
                bytes = (0..<length).map { _ in
                    Bool.random(using: &generator)
                        ? UInt8.random(in: 0...255, using: &generator)
                        : alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                }
            } else {
                bytes = Array(Self.snippets[iteration % Self.snippets.count].utf8)
                let edits = Int.random(in: 1...12, using: &generator)
                for _ in 0..<edits where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0:
                        let length = min(bytes.count - at, Int.random(in: 1...20, using: &generator))
                        bytes.removeSubrange(at..<(at + length))
                    case 1:
                        bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: at)
                    default:
                        let length = min(bytes.count - at, Int.random(in: 1...40, using: &generator))
                        bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
                    }
                }
            }
            checkRanges(bytes)
        }
    }

    func testTenThousandNestedParentheses() {
        let depth = 10_000
        let code =
            "let a = UIAlertController(title: " + String(repeating: "(", count: depth) + "\"x\""
            + String(repeating: ")", count: depth) + ", message: nil, preferredStyle: .alert)\n"
            + String(repeating: "f(", count: depth) + String(repeating: "{[", count: depth)
        let source = SourceText(code)
        let sites = SiteExtractor.extract(from: Tokenizer.tokenize(source), in: source)
        XCTAssertEqual(sites.count, 1)
        XCTAssertNil(sites.first?.title?.text)
        checkRanges(Array(code.utf8))
    }

    func testTenThousandNestedBracesWithAlertsInside() {
        let depth = 10_000
        let code =
            "func f() {\n" + String(repeating: "if x {\n", count: depth)
            + "let alert = UIAlertController(title: \"Deep\", message: nil, preferredStyle: .alert)\n"
            + "alert.addAction(UIAlertAction(title: \"OK\", style: .default))\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, 1)
        XCTAssertEqual(sites.actionTitles(0), ["OK"])
        XCTAssertTrue(sites[0].actionsComplete)
        XCTAssertEqual(sites[0].enclosingFunction, "f()")
    }

    func testFiveMegabyteFileOfRepeatedAlerts() {
        var code = ""
        var count = 0
        while code.utf8.count < 5_000_000 {
            code += Self.snippets[count % Self.snippets.count] + "\n"
            count += 1
        }
        let sites = ExtractedSites(code, wrappers: Self.wrappers)
        // Per round of the three snippets: 1 UIKit, 4 SwiftUI, NSAlert + UIAlertView + wrapper.
        let rounds = count / 3
        XCTAssertGreaterThanOrEqual(sites.count, rounds * 8)
        XCTAssertTrue(sites.sites.allSatisfy { $0.range.end <= code.utf8.count })
    }

    func testTopLevelRepeatedAlertsShareOneScopeWithoutSlowingDown() {
        let statement = """
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))

            """
        let sites = ExtractedSites(String(repeating: statement, count: 20_000))
        XCTAssertEqual(sites.count, 20_000)
        XCTAssertTrue(sites.sites.allSatisfy { $0.actions.count == 1 })
    }

    func testEmptyAndTruncatedInput() {
        for code in [
            "", "UIAlertController", "UIAlertController(", "let a = UIAlertController(title:", ".alert(",
            "Button(", "NSAlert().", "alert.addAction(", "Alert(title:", "func", "func (", "init<", "x = .init(",
        ] {
            checkRanges(Array(code.utf8))
        }
    }

    func testAlertsNestedInAlertsStayCheap() {
        let depth = 1_500
        let open = "v.alert(\"A\", isPresented: $a) { if c { Button(\"B\") {} \n"
        let code = String(repeating: open, count: depth) + String(repeating: "} }\n", count: depth)
        let sites = ExtractedSites(code)
        XCTAssertEqual(sites.count, depth)
        XCTAssertTrue(sites.sites.allSatisfy { !$0.actionsComplete && $0.title?.text == "A" })
    }

    func testOneLineGarbageStaysLinear() {
        let head = #"let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert) "#
        let use = #"alert.addAction(UIAlertAction(title: "OK", style: .default)) alert.title = "x" + "#
        let sites = ExtractedSites(head + String(repeating: use, count: 5_000))
        XCTAssertEqual(sites.count, 1)
        XCTAssertGreaterThan(sites[0].actions.count, 0)
    }
}
