import XCTest

@testable import AlertLintCore

/// Source for hand-built sites: the literals a site's copy points at, and a way to run one rule on
/// a site and apply its fixes — without the site extractor, so rules are tested on their own.
struct RuleFixture {
    let source: SourceText
    let strings: [Token]

    init(_ code: String) {
        source = SourceText(code)
        strings = Tokenizer.tokenize(source).tokens.filter { $0.kind == .string }
    }

    /// The copy of the `index`-th string literal, as the extractor would give it.
    func text(_ index: Int) -> TextValue {
        let literal = StringLiteral.decode(strings[index], in: source)
        return TextValue(text: literal.value, range: literal.range, literals: [literal])
    }

    /// Copy the engine cannot read (a variable): its range only.
    func unknown(_ index: Int) -> TextValue {
        TextValue.unknown(strings[index].range)
    }

    /// The range of the first occurrence of `fragment` in the source.
    func range(of fragment: String) -> ByteRange {
        let bytes = source.bytes, needle = Array(fragment.utf8)
        for start in 0..<max(0, bytes.count - needle.count + 1) where Array(bytes[start..<(start + needle.count)]) == needle {
            return ByteRange(start, start + needle.count)
        }
        XCTFail("no \(fragment) in the fixture")
        return ByteRange(0, 0)
    }

    /// An action titled by the `index`-th literal whose statement is the line holding it.
    func action(_ index: Int, _ role: AlertAction.Role = .default) -> AlertAction {
        let title = text(index)
        let line = source.line(containing: title.range.start)
        var start = source.lineStarts[line]
        while source.bytes[start] == 0x20 { start += 1 }
        let statement = ByteRange(start, source.lineContentEnd(line))
        return AlertAction(title: title, role: role, range: title.range, statementRange: statement)
    }

    func check(
        _ rule: any Rule, _ site: AlertSite, severity: Severity = .warning,
        settings: RuleSettings = RuleSettings()
    ) -> [Diagnostic] {
        rule.check(site, in: RuleContext(source: source, severity: severity, settings: settings))
    }

    /// The source after the first fix of each diagnostic.
    func fixed(_ diagnostics: [Diagnostic]) -> String {
        let fixes = diagnostics.compactMap(\.fixes.first)
        return String(decoding: FixApplier.apply(fixes, to: source).bytes, as: UTF8.self)
    }
}

/// A UIKit alert built by hand: the constructing token is the first `UIAlertController`.
func uikitAlert(_ fixture: RuleFixture, kind: AlertSite.Kind = .alert) -> AlertSite {
    var site = AlertSite(framework: .uikit, kind: kind, range: fixture.range(of: "UIAlertController"), api: "UIAlertController")
    site.variableName = "alert"
    return site
}
