import AlertLintCore
import XCTest

@testable import AlertLintGallery

final class GalleryTests: XCTestCase {
    /// The page for one file of code, linted with the default rules.
    private func page(
        _ code: String, path: String = "App/Photo.swift", localization: LocalizationContext = LocalizationContext(),
        options: GalleryOptions = GalleryOptions()
    ) -> String {
        Gallery.render([file(code, path: path, localization: localization)], options: options)
    }

    private func file(_ code: String, path: String = "App/Photo.swift", localization: LocalizationContext = LocalizationContext())
        -> GalleryFile
    {
        let source = SourceText(code)
        let result = Linter(localization: localization).lint(source)
        let resolver = CopyResolver(context: localization)
        let translations = localization.languages.map { language in
            FileAlerts.Translation(language: language, sites: result.sites.map { resolver.resolve($0, language: language) })
        }
        let alerts = FileAlerts(
            path: path, source: source, sites: result.sites.materialized, diagnostics: result.diagnostics, translations: translations)
        return GalleryFile(alerts: alerts, absolutePath: "/work/" + path)
    }

    /// The `data-title`s of the buttons of the first drawing on `platform`, in document order
    /// (a template's are not in the document).
    private func buttonTitles(_ html: String, platform: String) -> [String] {
        guard let start = html.range(of: "data-platform=\"\(platform)\" data-framework") else { return [] }
        let figure = html[start.upperBound...]
        let body = String(figure[..<(figure.range(of: "</figure>")?.lowerBound ?? figure.endIndex)])
        let document = body.components(separatedBy: "<template").enumerated().map { index, part in
            index == 0 ? part : part.components(separatedBy: "</template>").dropFirst().joined()
        }.joined()
        return document.components(separatedBy: "data-title=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    private let deletePhoto = """
        let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        """

    func testButtonsAreInOnScreenOrderWithTheirRoles() {
        let html = page(deletePhoto)
        XCTAssertEqual(buttonTitles(html, platform: "ios"), ["Cancel", "OK"])
        XCTAssertTrue(html.contains("data-role=\"cancel\" data-title=\"Cancel\""), html)
        XCTAssertTrue(html.contains("data-role=\"destructive\" data-title=\"OK\""), html)
        XCTAssertTrue(html.contains("data-file=\"App/Photo.swift\" data-line=\"1\" data-kind=\"alert\" data-platform=\"ios\""), html)
    }

    func testARowCarriesItsStackedOrderInATemplate() {
        let html = page(deletePhoto)
        let template = html.components(separatedBy: "<template class=\"stacked\">")[1].components(separatedBy: "</template>")[0]
        let titles = template.components(separatedBy: "data-title=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(titles, ["OK", "Cancel"])
    }

    func testFindingIsPinnedToItsButtonWithItsRuleAndFix() {
        var options = GalleryOptions()
        options.ruleLinks = ["ok-specific": "https://example.com/rules/ok-specific.md"]
        let html = page(deletePhoto, options: options)
        XCTAssertTrue(html.contains("data-element=\"button-0\" data-findings=\"1\""), html)
        XCTAssertTrue(html.contains("<a class=\"rule\" href=\"https://example.com/rules/ok-specific.md\">ok-specific</a>"), html)
        // A rule the reports gave no link links its HIG page.
        XCTAssertTrue(page(deletePhoto).contains("<a class=\"rule\" href=\"https://developer.apple.com/"), html)
        XCTAssertTrue(html.contains("<q class=\"before\">OK</q><span class=\"arrow\">→</span><q class=\"after\">Delete</q>"), html)
        XCTAssertTrue(html.contains("id=\"a0-f1\" data-rule=\"ok-specific\" data-severity=\"warning\""), html)
        XCTAssertTrue(html.contains("href=\"#a0-f1\""), html)
    }

    func testCopyIsEscapedAndThePageLoadsNothing() {
        let html = page(
            """
            let alert = UIAlertController(title: "<script>alert('x')</script> & \\"more\\"", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "<b>OK</b>", style: .default))
            """)
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "only the page's own script")
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;"), html)
        XCTAssertTrue(html.contains("data-title=\"&lt;b&gt;OK&lt;/b&gt;\""), html)
        for resource in ["<link", " src=", "@import", "url(", "@font-face"] {
            XCTAssertFalse(html.contains(resource), resource)
        }
    }

    func testCopyTheEngineCannotSeeIsAPlaceholderNamingTheExpression() {
        let html = page(
            """
            func confirm(name: String) {
                let alert = UIAlertController(title: UserText.deleteTitle, message: "Delete \\(name) now?", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: buttonTitle, style: .default))
            }
            """)
        XCTAssertTrue(html.contains("<span class=\"placeholder unknown\""), html)
        XCTAssertTrue(html.contains(">UserText.deleteTitle</span>"), html)
        XCTAssertTrue(html.contains(">buttonTitle</span>"), html)
        XCTAssertTrue(html.contains("Delete <span class=\"interp\" title=\"\\(name)\">name</span> now?"), html)
    }

    func testActionSheetOnIPhoneAndIPad() {
        let html = page(
            """
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.popoverPresentationController?.sourceView = view
            """)
        XCTAssertEqual(buttonTitles(html, platform: "ios"), ["Share", "Cancel"])
        XCTAssertEqual(buttonTitles(html, platform: "ipados"), ["Share"])
        XCTAssertTrue(html.contains("data-presentation=\"popover\""), html)
        XCTAssertTrue(html.contains("Not shown in a popover (people tap outside it instead): Cancel"), html)
    }

    func testNSAlertHasItsIconAndItsDefaultAtTheTrailingEnd() {
        let html = page(
            """
            let alert = NSAlert()
            alert.messageText = "Replace the file?"
            alert.alertStyle = .critical
            alert.addButton(withTitle: "Replace")
            alert.addButton(withTitle: "Cancel")
            """)
        XCTAssertEqual(buttonTitles(html, platform: "macos"), ["Cancel", "Replace"])
        XCTAssertTrue(html.contains("class=\"icon critical\""), html)
        XCTAssertTrue(html.contains("data-title=\"Replace\" data-index=\"0\" data-element=\"button-0\" data-emphasized=\"true\""), html)
    }

    func testTranslationsAreDrawnSideBySideAndUntranslatedCopyFallsBack() {
        let english = StringsFileParser.parse(
            Array(#""delete.title" = "Delete Photo?"; "delete.ok" = "Delete";"#.utf8), path: "en.lproj/Localizable.strings",
            language: "en", tableName: "Localizable")
        let german = StringsFileParser.parse(
            Array(#""delete.title" = "Foto löschen?";"#.utf8), path: "de.lproj/Localizable.strings", language: "de",
            tableName: "Localizable")
        let context = LocalizationContext(tables: LocalizationTables([english, german]), languages: ["de"])
        let html = page(
            """
            let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("delete.ok", comment: ""), style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            """, localization: context)
        XCTAssertTrue(html.contains("data-language=\"en\""), html)
        XCTAssertTrue(html.contains("data-language=\"de\""), html)
        XCTAssertTrue(html.contains(">Foto löschen?"), html)
        XCTAssertTrue(html.contains("<span class=\"untranslated\""), html)
        XCTAssertTrue(html.contains("<option value=\"de\">de</option>"), html)
    }

    func testACodeReviewDrawsEachChangedAlertBeforeAndAfter() {
        var changed = file(deletePhoto)
        changed.base = file(deletePhoto.replacingOccurrences(of: "\"OK\"", with: "\"Remove\"")).alerts
        changed.changes = [AlertChange(before: 0, after: 0)]
        let html = Gallery.render([changed], options: GalleryOptions(baseRevision: "origin/main"))
        XCTAssertTrue(html.contains("data-change=\"changed\""), html)
        XCTAssertTrue(html.contains("<h3>Before (origin/main)</h3>"), html)
        XCTAssertTrue(html.contains("<h3>After</h3>"), html)
        XCTAssertTrue(html.contains("data-version=\"before\""), html)
        XCTAssertTrue(html.contains("data-title=\"Remove\""), html)
        XCTAssertTrue(html.contains("id=\"a0-after-f1\""), html)
        var untouched = file(deletePhoto)
        untouched.changes = []
        XCTAssertTrue(Gallery.render([untouched], options: GalleryOptions(baseRevision: "v1")).contains("No alert changed since v1."))
    }

    func testFiltersListTheRulesAndFrameworksFound() {
        let html = page(deletePhoto)
        XCTAssertTrue(html.contains("<option value=\"ok-specific\">ok-specific</option>"), html)
        XCTAssertTrue(html.contains("<option value=\"uikit\">UIKit</option>"), html)
        XCTAssertFalse(html.contains("<option value=\"appkit\">"), html)
        XCTAssertTrue(html.contains("data-rules=\"ok-specific\" data-severities=\"warning\""), html)
    }

    func testLinksFillTheirTemplates() {
        let options = GalleryOptions(sourceLink: "https://example.com/blob/main/{path}#L{line}", editorLink: nil)
        let html = page(deletePhoto, options: options)
        XCTAssertTrue(html.contains("href=\"https://example.com/blob/main/App/Photo.swift#L1\">App/Photo.swift:1</a>"), html)
        XCTAssertFalse(html.contains("Open in editor"), html)
        XCTAssertTrue(page(deletePhoto).contains("href=\"vscode://file/work/App/Photo.swift:1:13\""))
    }
}
