/// Which devices an app is built for, read from its Xcode projects: the `TARGETED_DEVICE_FAMILY`
/// of every application target's build configurations (`1` iPhone, `2` iPad). An app whose
/// application targets all say `1` runs on iPhone only, where an action sheet is never a popover.
public enum DeviceFamilies {
    /// What the projects say: for the app as a whole, and for each Swift file an application
    /// target compiles (by file name), from the targets that compile it.
    public struct Answer: Sendable, Equatable {
        /// `true` when an application target builds for iPad, `false` when every one builds for
        /// iPhone alone, `nil` when no project says (no application target, or a setting left to
        /// Xcode's default or to an `.xcconfig` file).
        public var app: Bool?
        public var byFileName: [String: Bool] = [:]

        public init(app: Bool? = nil, byFileName: [String: Bool] = [:]) {
            self.app = app
            self.byFileName = byFileName
        }

        /// For the file at `path`: its own targets' answer, else the app's.
        public func targetsIPad(path: String) -> Bool? {
            guard !byFileName.isEmpty else { return app }
            return byFileName[String(FileName.of(path))] ?? app
        }
    }

    public static func read(projects: [[UInt8]]) -> Answer {
        answer(projects.map(applicationTargets(inProject:)))
    }

    /// One project's iOS application targets; a project that builds no application (a framework's,
    /// a library's) is ruled out by a byte search, before it is read.
    public static func applicationTargets(inProject bytes: [UInt8]) -> [ApplicationTarget] {
        guard applicationType.occurs(in: bytes) else { return [] }
        return applicationTargets(in: ProjectObjects(bytes, rootKinds: ["PBXProject", "PBXNativeTarget"]))
    }

    private static let applicationType = ByteSearch("com.apple.product-type.application")

    /// The answer for the targets of every project.
    public static func answer(_ projects: [[ApplicationTarget]]) -> Answer {
        var answer = Answer()
        var families: [String] = []
        var unknown = false
        var byFileName: [String: [Bool?]] = [:]
        for target in projects.joined() {
            if let family = target.families { families += family } else { unknown = true }
            let iPad = target.families.map { $0.contains(where: includesIPad) }
            for name in target.sources { byFileName[name, default: []].append(iPad) }
        }
        answer.app = unknown || families.isEmpty ? nil : families.contains(where: includesIPad)
        for (name, answers) in byFileName {
            // Compiled by an iPad target, or by one that does not say: a popover may show.
            if answers.contains(where: { $0 != false }) {
                if answers.contains(true) { answer.byFileName[name] = true }
            } else {
                answer.byFileName[name] = false
            }
        }
        return answer
    }

    /// The app's answer alone (see `Answer.app`).
    public static func targetsIPad(projects: [[UInt8]]) -> Bool? { read(projects: projects).app }

    private static func includesIPad(_ family: String) -> Bool {
        family.split(separator: ",").contains { $0.filter { $0 != " " } == "2" }
    }

    public struct ApplicationTarget: Sendable {
        /// One per build configuration; `nil` when one does not say.
        var families: [String]?
        /// The file names of its Swift sources.
        var sources: [String]
    }

    /// Every iOS application target: its device families and the Swift files it compiles.
    static func applicationTargets(in objects: ProjectObjects) -> [ApplicationTarget] {
        var projectSettings: [String: [String: PropertyListText]] = [:]
        for object in objects.roots where object["isa"]?.string == "PBXProject" {
            for configuration in configurations(object, objects) {
                projectSettings[configuration.name ?? ""] = configuration.settings
            }
        }
        var targets: [ApplicationTarget] = []
        for object in objects.roots where object["isa"]?.string == "PBXNativeTarget" {
            guard object["productType"]?.string == "com.apple.product-type.application" else { continue }
            var families: [String]? = []
            var isMac = false
            for configuration in configurations(object, objects) {
                let own = configuration.settings
                let inherited = projectSettings[configuration.name ?? ""] ?? [:]
                // A macOS app has no device family: it shows no UIKit action sheet popover.
                if (own["SDKROOT"] ?? inherited["SDKROOT"])?.string == "macosx" { isMac = true }
                if let family = (own["TARGETED_DEVICE_FAMILY"] ?? inherited["TARGETED_DEVICE_FAMILY"])?.string {
                    families?.append(family)
                } else {
                    families = nil
                }
            }
            guard !isMac else { continue }
            targets.append(ApplicationTarget(families: families, sources: sources(of: object, objects)))
        }
        return targets
    }

    /// The file names a target's Sources phase compiles.
    private static func sources(of target: PropertyListText, _ objects: ProjectObjects) -> [String] {
        var names: [String] = []
        for phase in target["buildPhases"]?.array ?? [] {
            guard let phase = phase.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for file in phase["files"]?.array ?? [] {
                guard let reference = file.string.flatMap({ objects.string("fileRef", inObject: $0) }),
                    let path = objects.string("path", inObject: reference) ?? objects.string("name", inObject: reference)
                else { continue }
                names.append(String(FileName.of(path)))
            }
        }
        return names
    }

    /// Each build configuration's name and the two settings read here.
    private static func configurations(
        _ object: PropertyListText, _ objects: ProjectObjects
    ) -> [(name: String?, settings: [String: PropertyListText])] {
        guard let list = object["buildConfigurationList"]?.string else { return [] }
        return (objects[list]?["buildConfigurations"]?.array ?? []).compactMap {
            $0.string.flatMap { objects.buildConfiguration($0, settings: ["SDKROOT", "TARGETED_DEVICE_FAMILY"]) }
        }
    }
}
