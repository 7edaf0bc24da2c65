import Foundation
import PackagePlugin

/// Runs `alertlint check` over a target's Swift files during `swift build` and Xcode builds; the
/// findings appear as warnings inline, and the build never fails because of them.
@main
struct AlertLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let inputs = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.command(
            tool: context.tool(named: "alertlint").url, workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name, inputs: inputs)
    }

    /// One command per target. The stamp is its declared output, so the build system reruns it
    /// only when a Swift file of the target changes.
    static func command(tool: URL, workDirectory: URL, targetName: String, inputs: [URL]) -> [Command] {
        guard !inputs.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("alertlint-\(targetName).stamp")
        return [
            .buildCommand(
                displayName: "AlertLint \(targetName)",
                executable: tool,
                arguments: ["check", "--format", "concise", "--exit-zero", "--stamp", stamp.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same command for targets of an Xcode project (not only Swift packages).
    extension AlertLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            return try Self.command(
                tool: context.tool(named: "alertlint").url, workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName, inputs: inputs)
        }
    }
#endif
