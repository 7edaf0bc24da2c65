import AlertLintCore
import Foundation

/// The options every linting command shares: what to lint and with which rules.
struct LintOptions {
    static let flags: Set<String> = ["--help"]
    static let options: Set<String> = ["--select", "--ignore", "--config", "--stdin-filename", "--max-file-size"]

    var paths: [String]
    var select: [String]?
    var ignore: [String]
    var configPath: String?
    var stdinFilename: String?
    var maxFileSize: Int

    init(_ parsed: ParsedOptions) throws(UsageError) {
        paths = parsed.positional
        select = parsed.list("--select")
        ignore = parsed.list("--ignore") ?? []
        configPath = parsed.value("--config")
        stdinFilename = parsed.value("--stdin-filename")
        maxFileSize = LintRunner.defaultMaxFileSize
        if let raw = parsed.value("--max-file-size") {
            guard let size = Int(raw), size > 0 else { throw UsageError("--max-file-size needs a positive number of bytes") }
            maxFileSize = size
        }
        let known = Set(RuleCatalog.all.map(\.description.id)).union(LinterDiagnostics.ids)
        for id in (select ?? []) + ignore where !known.contains(id) {
            throw UsageError("unknown rule “\(id)” (see `alertlint rules`)")
        }
        if paths.isEmpty, stdinFilename == nil { paths = ["."] }
    }

    /// The jobs to run, the configuration errors met, and files that do not exist.
    func jobs() -> (jobs: [LintRunner.Job], configurationErrors: [ConfigurationError], missing: [FileDiscovery.Failure]) {
        let select = self.select
        let ignore = self.ignore
        let resolver = ConfigurationResolver(explicitPath: configPath) { configuration in
            if let select { configuration.select = Set(select) }
            configuration.ignore.formUnion(ignore)
        }
        if let stdinFilename {
            let input = Console.readStandardInput()
            switch resolver.resolve(forFile: stdinFilename) {
            case .failure(let error): return ([], [error], [])
            case .success(let resolved):
                return ([LintRunner.Job(path: stdinFilename, linter: Linter(configuration: resolved.configuration), text: input)], [], [])
            }
        }
        let discovered = FileDiscovery.swiftFiles(in: paths)
        let planned = LintRunner.jobs(for: discovered.files, resolver: resolver)
        return (planned.jobs, planned.configurationErrors, discovered.failures)
    }

    /// Tells the user about configuration errors and missing paths; true when the run must stop.
    static func reportSetupProblems(configurationErrors: [ConfigurationError], missing: [FileDiscovery.Failure]) -> Bool {
        for error in configurationErrors { Console.error("alertlint: configuration error: \(error)") }
        for failure in missing { Console.error("alertlint: \(failure.path): \(failure.message)") }
        return !configurationErrors.isEmpty || !missing.isEmpty
    }
}
