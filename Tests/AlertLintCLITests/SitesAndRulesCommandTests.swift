import XCTest

final class SitesAndRulesCommandTests: XCTestCase {
    func testSitesPrintsOneJSONObjectPerSite() throws {
        let input =
            CheckCommandTests.confirmDelete + """

                struct ResetView: View {
                    @State var showing = false
                    var body: some View {
                        Button("Reset") { showing = true }
                            .confirmationDialog("Reset all settings?", isPresented: $showing) {
                                Button("Reset Settings", role: .destructive) { reset() }
                            }
                    }
                }

                """
        let output = try AlertLintProcess.run(["sites", "-"], stdin: input)
        XCTAssertEqual(output.status, 0, output.stderr)
        let lines = output.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, output.stdout)
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(first["framework"] as? String, "uikit")
        XCTAssertEqual(first["kind"] as? String, "alert")
        XCTAssertEqual(first["line"] as? Int, 5)
        XCTAssertEqual(first["column"] as? Int, 21)
        XCTAssertEqual((first["title"] as? [String: Any])?["text"] as? String, "Delete this photo?")
        let actions = try XCTUnwrap(first["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.map { ($0["title"] as? [String: Any])?["text"] as? String }, ["Cancel", "OK"])
        XCTAssertEqual(actions.map { $0["role"] as? String }, ["cancel", "destructive"])
        let second = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertEqual(second["framework"] as? String, "swiftui")
        XCTAssertEqual(second["kind"] as? String, "confirmationDialog")
        XCTAssertTrue(second["message"] is NSNull)
    }

    func testRulesAndExplain() throws {
        let rules = try AlertLintProcess.run(["rules"])
        XCTAssertTrue(rules.stdout.contains("ok-specific"), rules.stdout)
        let json = try AlertLintProcess.run(["rules", "--format", "json"])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(entries.count, 31)
        let explain = try AlertLintProcess.run(["explain", "ok-specific"])
        XCTAssertTrue(explain.stdout.hasPrefix("# ok-specific"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("https://developer.apple.com/design/human-interface-guidelines/alerts"))
    }

    /// docs/rules is generated from the rules; regenerate it when this fails.
    func testRuleDocsAreUpToDate() throws {
        let folder = try TemporaryFolder()
        let output = try AlertLintProcess.run(["rules", "--write-docs", folder.url.path])
        XCTAssertEqual(output.status, 0, output.stderr)
        for sub in ["", "zh-Hans"] {
            let docs = AlertLintProcess.packageRoot.appendingPathComponent("docs/rules").appendingPathComponent(sub)
            let written = folder.url.appendingPathComponent(sub)
            let generated = try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted(), generated,
                "run `swift run alertlint rules --write-docs docs/rules`")
            for name in generated where name.hasSuffix(".md") {
                XCTAssertEqual(
                    try String(contentsOf: written.appendingPathComponent(name), encoding: .utf8),
                    try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8), "\(sub)/\(name)")
            }
        }
        let chinese = try String(contentsOf: folder.url.appendingPathComponent("zh-Hans/ok-specific.md"), encoding: .utf8)
        XCTAssertTrue(chinese.contains("## 原因"), chinese)
    }

    func testExamplesFolderShowsFindings() throws {
        let output = try AlertLintProcess.run(["check", "Examples/"])
        XCTAssertEqual(output.status, 1, output.stderr)
        let rulesSeen = Set(
            output.stdout.split(separator: "\n").compactMap { line -> String? in
                guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            })
        let rules = try AlertLintProcess.run(["rules", "--format", "json"])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [[String: Any]])
        for entry in entries where entry["enabledByDefault"] as? Bool == true {
            let id = try XCTUnwrap(entry["id"] as? String)
            XCTAssertTrue(rulesSeen.contains(id), "Examples/ shows no finding of \(id)")
        }
    }
}
