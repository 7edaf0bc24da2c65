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

    /// Objects are read only when reached: braces and parentheses inside strings and comments,
    /// an `isa` that is not the first key, quoted identifiers and a second object under one
    /// identifier must not change what is read.
    func testObjectsReadWhenReachedAgreeWithTheWholeDocument() {
        let tricky = Array(
            """
            // !$*UTF8*$!
            {
            	archiveVersion = 1; classes = { }; objectVersion = 46;
            	objects = {
            		P1 = {buildConfigurationList = PL; isa = PBXProject; attributes = {Note = "a } ) { ( brace"; }; };
            		PL /* list } */ = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
            		PD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1;}; name = Debug; };
            		"T1" = {productType = "com.apple.product-type.application"; isa = "PBXNativeTarget"; buildConfigurationList = TL;
            			buildPhases = (S1 /* Sources ) */, ); };
            		TL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
            		TD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2";}; name = Debug; };
            		TD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1;}; name = Debug; };
            		S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            		B1 = {isa = PBXBuildFile; fileRef = F1; };
            		B2 = {isa = PBXBuildFile; fileRef = F2; };
            		F1 = {isa = PBXFileReference; path = "Sources/Alerts View.swift"; };
            		F2 = {isa = PBXFileReference; name = Settings.swift; path = "../x/Settings.swift"; };
            	};
            	rootObject = P1;
            }
            """.utf8)
        let targets = DeviceFamilies.applicationTargets(inProject: tricky)
        XCTAssertEqual(targets.map(\.families), [["1"]], "the second TD wins, as a dictionary's last key does")
        XCTAssertEqual(targets.map(\.sources), [["Alerts View.swift", "Settings.swift"]])
        // The whole document, parsed, says the same of every object the walk reached.
        let objects = ProjectObjects(tricky, rootKinds: ["PBXProject", "PBXNativeTarget"])
        let whole = PropertyListText.parse(tricky)?["objects"]?.dictionary ?? [:]
        XCTAssertEqual(whole.count, 11)
        for (identifier, object) in whole { XCTAssertEqual(objects[identifier], object, identifier) }
        XCTAssertEqual(objects.roots.map { $0["isa"]?.string }, ["PBXProject", "PBXNativeTarget"])
        // A member read alone, or a configuration's few settings, is what the whole object says.
        let wanted: Set<String> = ["TARGETED_DEVICE_FAMILY", "SDKROOT"]
        for (identifier, object) in whole {
            for key in object.dictionary.keys + ["missing"] {
                XCTAssertEqual(objects.string(key, inObject: identifier), object[key]?.string, "\(identifier).\(key)")
            }
            let configuration = objects.buildConfiguration(identifier, settings: wanted)
            XCTAssertEqual(configuration?.name, object["name"]?.string, identifier)
            XCTAssertEqual(
                configuration?.settings, object["buildSettings"]?.dictionary.filter { wanted.contains($0.key) } ?? [:], identifier)
        }
        XCTAssertNil(objects.string("path", inObject: "nothing"))
    }

    /// A key said twice in one object: the last wins, read whole or member by member.
    func testAMemberSaidTwiceIsTheLast() {
        let project = Array(
            """
            {
            	objects = {
            		F1 = {isa = PBXFileReference; path = "a.swift"; /* ; */ path = b.swift; name = (x, ); };
            		C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; SDKROOT = macosx; A = (1, "2 } ");};
            			name = Release; };
            	};
            }
            """.utf8)
        let objects = ProjectObjects(project, rootKinds: [])
        XCTAssertEqual(objects.string("path", inObject: "F1"), "b.swift")
        XCTAssertNil(objects.string("name", inObject: "F1"), "an array is no string")
        let configuration = objects.buildConfiguration("C1", settings: ["SDKROOT"])
        XCTAssertEqual(configuration?.name, "Release")
        XCTAssertEqual(configuration?.settings, ["SDKROOT": .string("macosx")])
    }

    func testByteSearchFindsWhatANaiveSearchFinds() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<3_000 {
            let alphabet = Array("abc".utf8)
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = String(
                decoding: (0..<Int.random(in: 1...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! },
                as: UTF8.self)
            let lower = Int.random(in: 0...haystack.count, using: &generator)
            let range = lower..<Int.random(in: lower...haystack.count, using: &generator)
            let naive = String(decoding: haystack[range], as: UTF8.self).contains(needle)
            XCTAssertEqual(ByteSearch(needle).occurs(in: haystack, range: range), naive, "\(needle) in \(haystack[range])")
        }
        XCTAssertFalse(ByteSearch("").occurs(in: Array("abc".utf8)))
    }
}
