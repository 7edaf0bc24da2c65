import Foundation
import PackagePlugin

/// Runs `alertlint check` over a target's Swift files during `swift build` and Xcode builds; the
/// findings appear as warnings inline, and the build never fails because of them.
@main
struct AlertLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let inputs = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        guard !inputs.isEmpty else { return [] }
        let tool = try context.tool(named: "alertlint")
        // The stamp is the command's declared output, so the build system reruns it only when a
        // Swift file of the target changes.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("alertlint-\(target.name).stamp")
        return [
            .buildCommand(
                displayName: "AlertLint \(target.name)",
                executable: tool.url,
                arguments: ["check", "--format", "concise", "--exit-zero", "--stamp", stamp.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }
}
