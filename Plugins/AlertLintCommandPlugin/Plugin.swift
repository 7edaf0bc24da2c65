import Foundation
import PackagePlugin

/// `swift package alertlint [--target NAME]… [check options]`: lints the package's Swift targets.
/// It needs no permission; fixing is `swift package alertlint-fix`, which asks for write access.
@main
struct AlertLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "fix") > 0 {
            Diagnostics.error("fixing rewrites files: run `swift package alertlint-fix` (SwiftPM asks for write permission)")
            return
        }
        let folders = try PluginTargets.folders(context: context, names: extractor.extractOption(named: "target"))
        try PluginTargets.run(context: context, arguments: ["check", "--format", "concise"] + extractor.remainingArguments + folders)
    }
}
