import XCTest

/// What `check` reads from the Xcode project beside the code: an iPhone-only app's action sheets
/// are never popovers.
final class ProjectSettingsTests: XCTestCase {
    private let sheet = """
        import UIKit

        final class PhotoViewController: UIViewController {
            func share() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Save Image", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            }
        }

        """

    /// A project with an application target (its Debug and Release configurations set to
    /// `families`) and a framework target for iPad, as Xcode writes it.
    private func project(_ families: [String?]) -> String {
        let configurations = families.enumerated().map { index, family in
            let setting = family.map { "TARGETED_DEVICE_FAMILY = \($0);" } ?? ""
            return
                "\t\tC\(index) /* \(index == 0 ? "Debug" : "Release") */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App; \(setting)}; name = \(index == 0 ? "Debug" : "Release");};\n"
        }.joined()
        let list = families.indices.map { "C\($0)" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application";};
            \t\tT2 /* Kit */ = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Kit; productType = "com.apple.product-type.framework";};
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (\(list), );};
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (K1, );};
            \t\tK1 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2";}; name = Debug;};
            \(configurations)\t};
            \trootObject = P1;
            }

            """
    }

    private func check(deviceFamilies: [String?]) throws -> String {
        let folder = try TemporaryFolder()
        try folder.write("App/PhotoViewController.swift", sheet)
        try folder.write("App.xcodeproj/project.pbxproj", project(deviceFamilies))
        return try AlertLintProcess.run(["check", "--format", "concise", "--select", "sheet-popover", "."], in: folder.url).stdout
    }

    func testAnIPhoneOnlyProjectHasNoPopovers() throws {
        // The framework builds for iPad too; the app, which shows the sheet, does not.
        XCTAssertFalse(try check(deviceFamilies: ["1", "1"]).contains("[sheet-popover]"))
    }

    func testAProjectThatBuildsForIPadStillGetsTheFinding() throws {
        XCTAssertTrue(try check(deviceFamilies: ["1", "\"1,2\""]).contains("[sheet-popover]"))
        XCTAssertTrue(try check(deviceFamilies: ["1", nil]).contains("[sheet-popover]"), "a configuration that does not say: not known")
    }
}
