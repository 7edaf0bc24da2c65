import XCTest

@testable import AlertLintCore

/// The app's own alert helpers, inferred from their bodies: at each call, the arguments are the
/// alert's copy. Linted through the real `Linter` with a workspace built from file surveys.
final class AlertHelperTests: XCTestCase {
    private static let helpers = """
        import UIKit

        extension UIViewController {
            func showAlert(title: String, message: String? = nil, button: String = "OK") {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: button, style: .default))
                present(alert, animated: true)
            }

            /// Passes its parameter on: a helper too.
            func showError(_ message: String) {
                showAlert(title: "Unable to Save", message: message)
            }

            func confirm(_ title: String, action: String, onConfirm: @escaping () -> Void) {
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: action, style: .default) { _ in onConfirm() })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }
        }
        """

    private func lint(_ code: String, with files: [String: String] = ["Helpers.swift": helpers]) -> LintResult {
        let surveys = files.sorted { $0.key < $1.key }.map { (path: $0.key, survey: FileSurvey(SourceText($0.value), path: $0.key)) }
        let context = LocalizationContext(tables: LocalizationTables(), surveys: surveys)
        return Linter(localization: context).lint(SourceText(code))
    }

    private func findings(_ result: LintResult, _ code: String) -> [String] {
        let source = SourceText(code)
        return result.diagnostics.map { "\($0.ruleID) \(source.text($0.range))" }
    }

    func testCallsOfAHelperAreSitesWithTheirArgumentsAsCopy() {
        let code = """
            func save() {
                showAlert(title: "error", message: "the file could not be saved", button: "Ok")
            }
            """
        let result = lint(code)
        let site = result.sites.materialized.first
        XCTAssertEqual(site?.title?.text, "error")
        XCTAssertEqual(site?.message?.text, "the file could not be saved")
        XCTAssertEqual(site?.actions.map(\.title?.text), ["Ok"])
        XCTAssertTrue(site?.isHelperCall ?? false)
        // Findings point at the arguments, where the words are written.
        let found = findings(result, code)
        XCTAssertTrue(found.contains("ok-spelling \"Ok\""), "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("message-sentence \"the file") }, "\(found)")
    }

    func testFixesEditTheArgument() {
        let code = """
            func save() {
                showAlert(title: "Saved", message: "The file was saved.", button: "Ok")
            }
            """
        let context = LocalizationContext(
            tables: LocalizationTables(), surveys: [("Helpers.swift", FileSurvey(SourceText(Self.helpers), path: "Helpers.swift"))])
        let fixed = Linter(localization: context).fix(SourceText(code), unsafe: false)
        XCTAssertTrue(
            String(decoding: fixed.source.bytes, as: UTF8.self).contains(#"button: "OK")"#),
            String(decoding: fixed.source.bytes, as: UTF8.self))
        XCTAssertFalse(String(decoding: fixed.source.bytes, as: UTF8.self).contains("Helpers"), "the helper's file is not this one")
    }

    func testDefaultsFillWhatTheCallLeavesOut() {
        let result = lint(#"showAlert(title: "Photo Saved")"#)
        XCTAssertEqual(result.sites.materialized.first?.actions.map(\.title?.text), ["OK"])
        // The default "OK" is the helper's own copy: it is reported (once) in Helpers.swift, not here.
        XCTAssertEqual(findings(result, #"showAlert(title: "Photo Saved")"#), [])
    }

    func testAChainOfHelpersCarriesTheCopyThrough() {
        let code = #"showError("couldn't reach the server")"#
        let site = lint(code).sites.materialized.first
        XCTAssertEqual(site?.title?.text, "Unable to Save")
        XCTAssertEqual(site?.message?.text, "couldn't reach the server")
        XCTAssertTrue(findings(lint(code), code).contains { $0.hasPrefix("message-sentence") })
    }

    func testTrailingClosuresFillClosureParameters() {
        let code = #"confirm("Delete Photo?", action: "OK") { delete() }"#
        let result = lint(code)
        XCTAssertEqual(result.sites.materialized.first?.actions.map(\.title?.text), ["OK", "Cancel"])
        XCTAssertTrue(findings(result, code).contains("ok-specific \"OK\""), "\(findings(result, code))")
    }

    func testTwoHelpersOfOneSignatureInDifferentFilesAreAmbiguousAndStaySilent() {
        let other = Self.helpers.replacingOccurrences(
            of: "preferredStyle: .alert)\n        alert.addAction(UIAlertAction(title: button",
            with: "preferredStyle: .actionSheet)\n        alert.addAction(UIAlertAction(title: button")
        let code = #"showAlert(title: "error", button: "Ok")"#
        let result = lint(code, with: ["Helpers.swift": Self.helpers, "Other.swift": other])
        XCTAssertEqual(findings(result, code), [], "which helper runs is not known")
    }

    /// Two helpers of one name fit a call on `self`: the one the caller's class chain reaches wins
    /// (a generic class's superclass is read past its parameters); a method of an app class the
    /// chain does not pass is never reached on `self`.
    func testACallOnSelfReachesTheHelperOfItsClassChain() {
        let base = """
            import UIKit

            class BaseCell<Item>: UITableViewCell {
                func warn(title: String, message: String, detail: Int = 0) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    window?.rootViewController?.present(alert, animated: true)
                }
            }

            final class Uploader: NSObject {
                var window: UIWindow?

                func warn(title: String, message: String) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Got It", style: .default))
                    window?.rootViewController?.present(alert, animated: true)
                }
            }
            """
        let code = """
            final class PhotoCell: BaseCell<String> {
                func failed() { warn(title: "Upload Failed", message: "the photo is too large") }
            }
            final class Banner: UIView {
                func failed() { warn(title: "Upload Failed", message: "the banner is too large") }
            }
            """
        let file = SiteExtractor.extractFile(from: Tokenizer.tokenize(SourceText(base)), in: SourceText(base), recordsCalls: .all)
        XCTAssertEqual(file.superclasses, ["BaseCell": "UITableViewCell", "Uploader": "NSObject"])
        let result = lint(code, with: ["Base.swift": base, "Cells.swift": code])
        let buttons = result.sites.map { $0.actions.compactMap(\.title?.text) }
        // The banner is neither a cell nor an uploader: no helper of either runs on its `self`.
        XCTAssertEqual(buttons, [["OK"]])
    }

    /// A number, a flag or a closure passed on holds no copy: the survey does not read those calls.
    func testParametersThatHoldNoCopyAreNotFollowed() {
        let code = """
            func reload(page: Int, animated: Bool?, completion: @escaping () -> Void) {
                fetch(page: page, animated: animated, completion: completion)
            }
            func warn(_ message: String, count: Int) {
                log(level: count, text: message)
            }
            """
        let survey = FileSurvey(SourceText(code), path: "A.swift")
        XCTAssertEqual(survey.helpers?.calls.map(\.name), ["log"])
    }

    func testAParameterThatReachesNoCopyMakesNoHelper() {
        let files = [
            "Present.swift": """
            func present(on controller: UIViewController, title: String) {
                let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                controller.present(alert, animated: true)
                print(title)
            }
            """
        ]
        let code = #"present(on: self, title: "whatever")"#
        XCTAssertTrue(lint(code, with: files).sites.materialized.isEmpty)
    }

    func testSuppressionAtTheCallWorks() {
        let code = """
            // alertlint:disable:next ok-spelling
            showAlert(title: "Photo Saved", button: "Ok")
            """
        XCTAssertFalse(findings(lint(code), code).contains { $0.hasPrefix("ok-spelling") })
    }

    func testTheSurveyFingerprintIgnoresBytesOtherFilesDoNotSee() {
        let base = FileSurvey(SourceText(Self.helpers), path: "Helpers.swift")
        let commentAfter = FileSurvey(SourceText(Self.helpers + "\n// done\n"), path: "Helpers.swift")
        let relabelled = FileSurvey(
            SourceText(Self.helpers.replacingOccurrences(of: "button: String", with: "action: String")), path: "Helpers.swift")
        let lineAbove = FileSurvey(SourceText("// Helpers\n" + Self.helpers), path: "Helpers.swift")
        XCTAssertEqual(base.fingerprint, commentAfter.fingerprint)
        XCTAssertNotEqual(base.fingerprint, relabelled.fingerprint)
        XCTAssertNotEqual(base.fingerprint, lineAbove.fingerprint, "the helper's copy moved a line: its locations changed")
    }
}

/// `UIAlertController` methods of the app's own that add one button.
final class ActionAdderTests: XCTestCase {
    static let extensionFile = """
        import UIKit

        extension UIAlertController {
            @discardableResult
            func addAction(title: String?, style: UIAlertAction.Style = .default, preferred: Bool = false, handler: ((UIAlertAction) -> Void)?) -> UIAlertController {
                let action = UIAlertAction(title: title, style: style, handler: handler)
                self.addAction(action)
                if preferred { self.preferredAction = action }
                return self
            }

            func addCancel() {
                addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
        }
        """

    func testTheSurveyFindsTheAdders() {
        let survey = FileSurvey(SourceText(Self.extensionFile), path: "UIAlertController+Actions.swift")
        XCTAssertEqual(survey.actionAdders.map(\.signature.selector), ["addAction(title:style:preferred:handler:)", "addCancel()"])
    }
}

extension ActionAdderTests {
    private func site(_ code: String) -> AlertSite? {
        let context = LocalizationContext(
            tables: LocalizationTables(),
            surveys: [
                ("UIAlertController+Actions.swift", FileSurvey(SourceText(Self.extensionFile), path: "UIAlertController+Actions.swift"))
            ])
        return Linter(localization: context).lint(SourceText(code)).sites.materialized.first
    }

    func testCallsAddTheButtonTheyDescribe() {
        let found = site(
            """
            let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
            alert.addAction(title: "Delete", style: .destructive, preferred: true) { _ in delete() }
            alert.addCancel()
            present(alert, animated: true)
            """)
        XCTAssertEqual(found?.actions.map(\.title?.text), ["Delete", "Cancel"])
        XCTAssertEqual(found?.actions.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(found?.preferredActionIndex, 0)
        XCTAssertEqual(found?.actionsComplete, true)
    }

    func testAStyleOrPreferenceTheEngineCannotReadLeavesTheButtonsIncomplete() {
        let found = site(
            """
            let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
            alert.addAction(title: "Delete", style: style, handler: nil)
            alert.addAction(title: "Keep", preferred: isNew, handler: nil)
            """)
        XCTAssertEqual(found?.actions.map(\.title?.text), ["Delete", "Keep"])
        XCTAssertEqual(found?.actionsComplete, false)
    }
}

extension AlertHelperTests {
    func testACallOfTheFilesOwnFunctionOfThatNameIsNoHelperCall() {
        let code = """
            final class LinkViewController: UIViewController {
                private func showAlert(title: String, message: String?, button: String = "OK") {
                    sectionHeader = title
                }

                func failed() {
                    showAlert(title: "error", message: nil, button: "Ok")
                }
            }
            """
        XCTAssertTrue(lint(code).sites.materialized.isEmpty)
    }

    /// Another type elsewhere declaring a helper of the same name does not hide the one the
    /// calling file declares: Swift's lookup finds the caller's own type's method first.
    func testTheCallersOwnHelperWinsOverOneOfTheSameNameElsewhere() {
        let code = """
            final class SetupCoordinator {
                let root = UIViewController()
                func failed() {
                    showAlert(message: "Error checking the connection")
                }
                func showAlert(message: String, onRetry: (() -> Void)? = nil) {
                    let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    root.present(alert, animated: true)
                }
            }
            """
        let other = """
            final class OtherCoordinator {
                let root = UIViewController()
                func showAlert(message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    root.present(alert, animated: true)
                }
            }
            """
        let context = LocalizationContext(
            tables: LocalizationTables(),
            surveys: [
                ("Setup.swift", FileSurvey(SourceText(code), path: "Setup.swift")),
                ("Other.swift", FileSurvey(SourceText(other), path: "Other.swift")),
            ])
        let result = Linter(localization: context).lint(SourceText(code))
        XCTAssertEqual(result.sites.materialized.compactMap(\.title?.text), ["Error checking the connection"])
        XCTAssertTrue(findings(result, code).contains("title-case \"Error checking the connection\""), "\(findings(result, code))")
        // From a third file, the two are one name in two files: which runs is not known.
        let third = #"func elsewhere(_ c: SetupCoordinator) { c.showAlert(message: "error") }"#
        XCTAssertEqual(Linter(localization: context).lint(SourceText(third)).sites.materialized.count, 0)
    }

    /// A ternary laid out over three lines is one expression.
    func testATernaryOverSeveralLinesIsBothItsBranches() {
        let code = """
            let alert = NSAlert()
            alert.messageText = failed
                ? NSLocalizedString("Automatic activation failed", comment: "")
                : NSLocalizedString("Activate your Pro License", comment: "")
            alert.addButton(withTitle: "OK")
            """
        let title = lint(code, with: [:]).sites.materialized.first?.title
        XCTAssertEqual(title?.alternatives.map(\.text), ["Automatic activation failed", "Activate your Pro License"])
    }

    func testAChainDeclaredInTheCallersFileStillWorks() {
        let code = """
            extension UIViewController {
                func showProblem(_ message: String) {
                    showAlert(title: "Unable to Sync", message: message)
                }

                func syncFailed() {
                    showProblem("the server didn't answer")
                }
            }
            """
        let context = LocalizationContext(
            tables: LocalizationTables(),
            surveys: [
                ("Helpers.swift", FileSurvey(SourceText(Self.helpers), path: "Helpers.swift")),
                ("Sync.swift", FileSurvey(SourceText(code), path: "Sync.swift")),
            ])
        let messages = Linter(localization: context).lint(SourceText(code)).sites.materialized.compactMap(\.message?.text)
        XCTAssertTrue(messages.contains("the server didn't answer"), "\(messages)")
    }
}

extension ActionAdderTests {
    func testAFunctionThatReturnsTheButtonIsReadWhereItIsAdded() {
        let code = """
            final class MediaPicker {
                func present(from origin: UIViewController) {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(cameraAction(origin: origin))
                    sheet.addAction(self.cancelAction())
                    sheet.popoverPresentationController?.sourceView = origin.view
                    origin.present(sheet, animated: true)
                }

                private func cameraAction(origin: UIViewController) -> UIAlertAction {
                    let title = NSLocalizedString("Take a photo", comment: "")
                    return UIAlertAction(title: title, style: .default) { _ in }
                }

                private func cancelAction() -> UIAlertAction {
                    UIAlertAction(title: NSLocalizedString("Dismiss", comment: ""), style: .cancel, handler: nil)
                }
            }
            """
        let context = LocalizationContext(
            tables: LocalizationTables(), surveys: [("MediaPicker.swift", FileSurvey(SourceText(code), path: "MediaPicker.swift"))])
        let site = Linter(localization: context).lint(SourceText(code)).sites.materialized.first { $0.isActionSheet }
        XCTAssertEqual(site?.actions.map(\.title?.text), ["Take a photo", "Dismiss"])
        XCTAssertEqual(site?.actions.map(\.role), [.default, .cancel])
        XCTAssertEqual(site?.actionsComplete, true)
    }
}

extension AlertHelperTests {
    /// Provenance's `presentDeleteMessage` passes "Delete" with `.destructive` to a helper whose
    /// default button is `defaultActionTitle ?? "OK"` with `style: defaultActionStyle`.
    func testAHelperChainCarriesStylesAndDropsFallbacksTheCallFills() {
        let helpers = """
            extension UIViewController {
                func presentMessage(_ message: String, title: String, secondaryActionTitle: String? = nil,
                                    secondaryActionStyle: UIAlertAction.Style = .cancel,
                                    defaultActionTitle: String? = nil, defaultActionStyle: UIAlertAction.Style = .default) {
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    let actualDefaultActionTitle = defaultActionTitle ?? "OK"
                    alert.addAction(UIAlertAction(title: actualDefaultActionTitle, style: defaultActionStyle))
                    if let actualSecondaryActionTitle = secondaryActionTitle {
                        alert.addAction(UIAlertAction(title: actualSecondaryActionTitle, style: secondaryActionStyle))
                    }
                    present(alert, animated: true)
                }

                func presentDeleteMessage(_ message: String, title: String) {
                    presentMessage(message, title: title, secondaryActionTitle: "Cancel", secondaryActionStyle: .cancel,
                                   defaultActionTitle: "Delete", defaultActionStyle: .destructive)
                }
            }
            """
        let code = #"presentDeleteMessage("The game and its saves are removed.", title: "Delete Game?")"#
        let site = lint(code, with: ["Helpers.swift": helpers]).sites.materialized.first
        XCTAssertEqual(site?.actions.map(\.title?.text), ["Delete", "Cancel"])
        XCTAssertEqual(site?.actions.map(\.role), [.destructive, .cancel])
        XCTAssertFalse(findings(lint(code, with: ["Helpers.swift": helpers]), code).contains { $0.hasPrefix("ok-specific") })
    }
}
