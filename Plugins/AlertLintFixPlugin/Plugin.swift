import Foundation
import PackagePlugin

/// `swift package alertlint-fix [--unsafe] [--target NAME]…`: applies AlertLint's fixes to the
/// package's Swift targets, after SwiftPM asks for permission to write to the package.
@main
struct AlertLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let folders = try PluginTargets.folders(context: context, names: extractor.extractOption(named: "target"))
        try PluginTargets.run(context: context, arguments: ["fix"] + extractor.remainingArguments + folders)
    }
}
