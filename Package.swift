// swift-tools-version:6.1
import Foundation
import PackageDescription

let package = Package(
    name: "AlertLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AlertLintCore", targets: ["AlertLintCore"]),
        .executable(name: "alertlint", targets: ["alertlint"]),
        .plugin(name: "AlertLintBuildToolPlugin", targets: ["AlertLintBuildToolPlugin"]),
        .plugin(name: "AlertLintCommandPlugin", targets: ["AlertLintCommandPlugin"]),
        .plugin(name: "AlertLintFixPlugin", targets: ["AlertLintFixPlugin"]),
    ],
    targets: [
        // The engine: text in, values out. No file system, no globals, no printing.
        .target(name: "AlertLintCore"),
        // Draws every alert of a workspace as one self-contained HTML page: sites in, HTML out.
        .target(name: "AlertLintGallery", dependencies: ["AlertLintCore"]),
        // The file system, once for both faces: discovery with the skip rules, configuration lookup
        // with include/exclude, string tables, and the survey of every Swift file.
        .target(name: "AlertLintWorkspace", dependencies: ["AlertLintCore"]),
        // The LSP server: a thin shell over the engine.
        .target(name: "AlertLintLSP", dependencies: ["AlertLintCore", "AlertLintWorkspace"]),
        // The command-line shell: check, fix, sites, gallery, rules, explain, lsp.
        .executableTarget(name: "alertlint", dependencies: ["AlertLintCore", "AlertLintWorkspace", "AlertLintLSP", "AlertLintGallery"]),
        // Prints throughput and latency of the engine over a folder (release build).
        .executableTarget(name: "alertlint-bench", dependencies: ["AlertLintCore"]),
        // Xcode and `swift build`: findings inline as warnings.
        .plugin(name: "AlertLintBuildToolPlugin", capability: .buildTool(), dependencies: ["alertlint"]),
        // `swift package alertlint`: lint, no permission needed.
        .plugin(
            name: "AlertLintCommandPlugin",
            capability: .command(intent: .custom(verb: "alertlint", description: "Lint the copy of alerts and action sheets")),
            dependencies: ["alertlint"]
        ),
        // `swift package alertlint-fix [--unsafe]`: SwiftPM asks for permission to write.
        .plugin(
            name: "AlertLintFixPlugin",
            capability: .command(
                intent: .custom(verb: "alertlint-fix", description: "Apply AlertLint's fixes to alert copy"),
                permissions: [.writeToPackageDirectory(reason: "alertlint-fix rewrites alert copy in your Swift files")]
            ),
            dependencies: ["alertlint"]
        ),
        .testTarget(name: "AlertLintCoreTests", dependencies: ["AlertLintCore"]),
        .testTarget(name: "AlertLintGalleryTests", dependencies: ["AlertLintGallery", "AlertLintCore"]),
        .testTarget(name: "AlertLintCLITests", dependencies: ["alertlint"]),
        // Replays protocol-fixtures/ against the built `alertlint lsp` over real pipes.
        .testTarget(name: "AlertLintLSPTests", dependencies: ["AlertLintLSP", "alertlint"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets exist only when asked for (`ALERTLINT_FUZZ=1`): they have no `main` of their
// own and link only with `--sanitize=fuzzer`. See Scripts/fuzz.sh.
if ProcessInfo.processInfo.environment["ALERTLINT_FUZZ"] != nil {
    for (name, dependencies) in [("EngineFuzzer", ["AlertLintCore"]), ("ConfigFuzzer", ["AlertLintCore"]), ("RPCFuzzer", ["AlertLintLSP"])]
    {
        package.targets.append(
            .executableTarget(
                name: name,
                dependencies: dependencies.map { .target(name: $0) },
                path: "Sources/Fuzz/\(name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            ))
    }
}
