import Foundation
import Testing

@testable import AlertLintCore

/// The rule ids are a public contract (config files and suppression comments name them): each
/// is kebab-case, unique, documented, and reachable through `RuleCatalog.rule(id:)`.
@Suite struct RuleCatalogContractTests {
    @Test(arguments: RuleCatalog.all.map(\.description.id))
    func ruleIDIsAContract(id: String) throws {
        #expect(id.allSatisfy { ($0 >= "a" && $0 <= "z") || $0 == "-" })
        #expect(!id.hasPrefix("-") && !id.hasSuffix("-"))
        let rule = try #require(RuleCatalog.rule(id: id))
        // Links resolve: Apple's HIG page by default, this repository's page for the rule when a
        // repository is configured, and that page exists.
        let description = rule.description
        #expect([HIG.alerts, HIG.actionSheets].contains(description.documentationURL(repository: nil)))
        let page = description.documentationURL(repository: "https://github.com/acme/alertlint/")
        #expect(page == "https://github.com/acme/alertlint/blob/main/docs/rules/\(id).md")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/rules/\(id).md").path))
        #expect(!rule.description.summary.isEmpty && !rule.description.guideline.isEmpty)
        #expect(RuleCatalog.all.filter { $0.description.id == id }.count == 1)
    }

    @Test func suppressionCommentsAcceptEveryID() {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let source = SourceText("// alertlint:disable:next \(id)\nlet x = 1\n")
            let suppressions = Suppressions(
                tokens: Tokenizer.tokenize(source).tokens, source: source,
                knownRuleIDs: Set(RuleCatalog.all.map(\.description.id)))
            #expect(suppressions.unknownRules.isEmpty, "\(id)")
            #expect(suppressions.isSilenced(ruleID: id, line: 1))
        }
    }
}
