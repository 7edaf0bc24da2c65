import XCTest

@testable import AlertLintCore

final class DeviceFamiliesTests: XCTestCase {
    private let project = Array(
        """
        // !$*UTF8*$!
        {
        	objects = {
        		P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; };
        		PL = {isa = XCConfigurationList; buildConfigurations = (PD /* Debug */, ); };
        		PD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1; "OTHER" = "a \\"quoted\\" value";}; name = Debug; };
        		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
        		TL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
        		TD = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App;}; name = Debug; };
        	};
        }
        """.utf8)

    func testATargetTakesTheProjectsSettingForItsConfiguration() {
        XCTAssertEqual(DeviceFamilies.targetsIPad(projects: [project]), false)
        let universal = String(decoding: project, as: UTF8.self).replacingOccurrences(
            of: "TARGETED_DEVICE_FAMILY = 1;", with: "TARGETED_DEVICE_FAMILY = \"1,2\";")
        XCTAssertEqual(DeviceFamilies.targetsIPad(projects: [Array(universal.utf8)]), true)
        XCTAssertNil(DeviceFamilies.targetsIPad(projects: []))
    }

    func testBrokenProjectFilesEndTheReadWithoutCrashing() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            var bytes = Array(project.prefix(Int.random(in: 0...project.count, using: &generator)))
            if !bytes.isEmpty, Bool.random(using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = DeviceFamilies.targetsIPad(projects: [bytes])
        }
        XCTAssertNil(
            PropertyListText.parse(Array(String(repeating: "(", count: 10_000).utf8))?.array.first?.array.first?.array.first?.array.first?
                .string)
    }
}
