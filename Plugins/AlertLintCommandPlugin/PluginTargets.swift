import Foundation
import PackagePlugin

/// What both command plugins share: the folders of the chosen targets and running the tool.
enum PluginTargets {
    static func folders(context: PluginContext, names: [String]) throws -> [String] {
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        return targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
    }

    static func run(context: PluginContext, arguments: [String]) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "alertlint").url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.warning("alertlint found problems in alert copy")
        default: Diagnostics.error("alertlint failed: see the messages above")
        }
    }
}
