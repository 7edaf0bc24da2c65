/// The one version of AlertLint: `alertlint --version`, the language server's `serverInfo`, the
/// JSON and SARIF reports and the release artifacts all read it. `Scripts/release.sh VERSION`
/// refuses a VERSION that differs, so bump it here (and in CHANGELOG.md) first.
public enum AlertLintVersion {
    public static let current = "0.2.0"
}
