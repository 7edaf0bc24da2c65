import XCTest

/// Every recorded exchange in protocol-fixtures/, replayed against the built server.
final class FixtureReplayTests: XCTestCase {
    static let groups = [
        "lifecycle", "errors", "framing", "sync", "encoding", "diagnostics", "pull", "workspace",
        "codeaction", "hover", "config",
    ]

    private func replay(_ group: String, file: StaticString = #filePath, line: UInt = #line) {
        let names = FixtureRunner.fixtureNames.filter { $0.hasPrefix(group + "-") }
        XCTAssertFalse(names.isEmpty, "no fixtures named \(group)-*.json", file: file, line: line)
        for name in names {
            for failure in FixtureRunner.run(name) { XCTFail(failure, file: file, line: line) }
        }
    }

    func testEveryFixtureBelongsToAGroup() {
        let names = FixtureRunner.fixtureNames
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            XCTAssertTrue(Self.groups.contains { name.hasPrefix($0 + "-") }, "\(name) is in no group: it would never run")
        }
    }

    func testLifecycle() { replay("lifecycle") }
    func testErrors() { replay("errors") }
    func testFraming() { replay("framing") }
    func testDocumentSync() { replay("sync") }
    func testPositionEncodings() { replay("encoding") }
    func testPushedDiagnostics() { replay("diagnostics") }
    func testPulledDiagnostics() { replay("pull") }
    func testWorkspaceDiagnostics() { replay("workspace") }
    func testCodeActions() { replay("codeaction") }
    func testHover() { replay("hover") }
    func testConfiguration() { replay("config") }
}
