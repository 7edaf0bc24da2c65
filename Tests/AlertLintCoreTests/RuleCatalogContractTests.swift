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
        #expect(rule.description.documentationURL.hasSuffix("/\(id)"))
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
