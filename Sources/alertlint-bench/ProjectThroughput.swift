import AlertLintCore
import Foundation

/// `alertlint-bench FOLDER --only projects`: how fast the Xcode projects under a folder are read
/// for their application targets (`DeviceFamilies`), in MB/s on one core, with a digest of what
/// was read so two builds can be compared.
enum ProjectThroughput {
    static func run(folder: String?, repeat count: Int) {
        guard let folder else {
            print("usage: alertlint-bench FOLDER --only projects")
            return
        }
        var projects: [[UInt8]] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(".xcodeproj/project.pbxproj") else { continue }
            if let data = FileManager.default.contents(atPath: folder + "/" + entry) { projects.append([UInt8](data)) }
        }
        let bytes = projects.reduce(0) { $0 + $1.count }
        measure("projects (\(projects.count) files)", bytes: bytes, files: projects.count, repeat: count) {
            for project in projects { _ = DeviceFamilies.applicationTargets(inProject: project) }
        }
        let answer = DeviceFamilies.read(projects: projects)
        var digest = Digest()
        digest.add("app \(answer.app.map(String.init(describing:)) ?? "unknown")")
        for name in answer.byFileName.keys.sorted() { digest.add("\(name) \(answer.byFileName[name]!)") }
        print("  \(answer.byFileName.count) files placed, digest \(digest.hex) (equal digests: equal answers)")
    }
}
