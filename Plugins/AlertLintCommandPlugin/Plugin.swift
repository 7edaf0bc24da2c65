import Foundation
import PackagePlugin

/// `swift package alertlint [--fix] [--unsafe] [TARGET…]`: lints (or fixes) the package's Swift
/// targets. Fixing asks for permission to write to the package directory.
@main
struct AlertLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let fix = extractor.extractFlag(named: "fix") > 0
        let unsafe = extractor.extractFlag(named: "unsafe") > 0
        let targetNames = extractor.extractOption(named: "target")
        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
        guard !folders.isEmpty else { return }
        let tool = try context.tool(named: "alertlint")
        var toolArguments = fix ? ["fix"] + (unsafe ? ["--unsafe"] : []) : ["check", "--format", "concise"]
        toolArguments += extractor.remainingArguments + folders
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 2 {
            Diagnostics.error("alertlint failed: see the messages above")
        } else if process.terminationStatus == 1, !fix {
            Diagnostics.warning("alertlint found problems in alert copy")
        }
    }
}
