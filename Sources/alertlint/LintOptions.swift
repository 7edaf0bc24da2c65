import AlertLintCore
import AlertLintWorkspace
import Dispatch
import Foundation

/// The options every linting command shares: what to lint and with which rules.
struct LintOptions {
    static let flags: Set<String> = ["--help"]
    static let options: Set<String> = [
        "--select", "--ignore", "--config", "--stdin-filename", "--max-file-size",
        "--languages", "--locale",
    ]

    var paths: [String]
    var select: [String]?
    var ignore: [String]
    var configPath: String?
    var stdinFilename: String?
    var maxFileSize: Int
    /// `--languages`: `["all"]` or language codes; `nil` lints the development language only.
    var languages: [String]?
    /// The language of our own messages: `--locale`, else `LC_ALL`/`LANG`.
    var messageLanguage: MessageLanguage

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
        languages = parsed.list("--languages")
        messageLanguage = MessageLanguage.from(
            option: parsed.value("--locale"),
            environment: Environment.locale)
        let known = Set(RuleCatalog.all.map(\.description.id)).union(LinterDiagnostics.ids)
        for id in (select ?? []) + ignore where !known.contains(id) {
            throw UsageError("unknown rule “\(id)” (see `alertlint rules`)")
        }
        if paths.isEmpty, stdinFilename == nil { paths = ["."] }
    }

    /// The jobs to run, the configuration errors met, and files that do not exist.
    func jobs() -> (plan: LintRunner.Plan, configurationErrors: [ConfigurationError], missing: [FileDiscovery.Failure]) {
        let select = self.select
        let ignore = self.ignore
        let messageLanguage = self.messageLanguage
        let resolver = ConfigurationResolver(explicitPath: configPath) { configuration in
            if let select { configuration.select = Set(select) }
            configuration.ignore.formUnion(ignore)
            configuration.messageLanguage = messageLanguage
        }
        if let stdinFilename {
            let input = Console.readStandardInput()
            switch resolver.resolve(forFile: stdinFilename) {
            case .failure(let error): return (LintRunner.Plan(), [error], [])
            case .success(let resolved):
                let linter = Linter(configuration: resolved.configuration, localization: localization(swiftFiles: []).context)
                return (LintRunner.Plan(jobs: [LintRunner.Job(path: stdinFilename, linter: 0, text: input)], linters: [linter]), [], [])
            }
        }
        let discovered = FileDiscovery.swiftFiles(in: paths)
        for path in paths where FileDiscovery.kind(of: path) == .directory {
            resolver.walked(path, configurationFiles: FileDiscovery.listing(of: path).configurationFiles)
        }
        RunTimer.shared.mark("discover")
        let planned = LintRunner.jobs(for: discovered.files, resolver: resolver)
        RunTimer.shared.mark("configure")
        // An iPhone-only app target, unless the configuration says otherwise. Read beside the
        // survey: one large project file is a single core's work.
        let projects = ResultSlots<DeviceFamilies.Answer>(count: 1)
        let reading = DispatchGroup()
        let roots = WorkspaceLocalization.roots(for: paths)
        DispatchQueue.global().async(group: reading) {
            projects[0] = RunTimer.shared.time("projects") { WorkspaceLocalization.devices(under: roots) }
        }
        var (context, sources) = localization(swiftFiles: discovered.files)
        reading.wait()
        RunTimer.shared.mark("projects")
        let devices = projects[0] ?? DeviceFamilies.Answer()
        var plan = planned.plan
        if !context.isEmpty {
            for index in plan.linters.indices { plan.linters[index].localization = context }
        }
        // A configuration that leaves iPad to the projects gets a linter per answer they give.
        // What each configuration's linter says is asked once here, not of a copy of it per file.
        var byAnswer: [Int: [Bool?: Int]] = [:]
        let configured = plan.linters
        let leavesIPadToProjects = configured.map { $0.configuration.settings.targetsIPad == nil }
        for index in plan.jobs.indices {
            var linter = plan.jobs[index].linter
            // Taken out of the survey's files, not copied: each file is one job.
            if var surveyed = sources.removeValue(forKey: plan.jobs[index].path) {
                // Memory grows with the copy found: a file the lint will rule out keeps no text.
                // Any of its configuration's linters rules it out (iPad changes no site), so it is
                // not looked up in the projects either.
                let ruledOut = surveyed.survey.problems.isEmpty && !configured[linter].mayFindSomething(in: surveyed.survey)
                if ruledOut {
                    surveyed.source = nil
                    surveyed.tokens = nil
                }
                plan.jobs[index].surveyed = surveyed
                if ruledOut { continue }
            }
            if leavesIPadToProjects[linter] {
                let answer = devices.targetsIPad(path: plan.jobs[index].path)
                if let known = byAnswer[linter]?[answer] {
                    linter = known
                } else {
                    var variant = configured[linter]
                    variant.configuration.settings.targetsIPad = answer
                    plan.linters.append(variant)
                    byAnswer[linter, default: [:]][answer] = plan.linters.count - 1
                    linter = plan.linters.count - 1
                }
                plan.jobs[index].linter = linter
            }
        }
        return (plan, planned.configurationErrors, discovered.failures)
    }

    /// The workspace's tables, constants and helpers, found from the paths being linted, and the
    /// text of every Swift file read for them (linted from there, not read again).
    func localization(swiftFiles: [String]) -> (context: LocalizationContext, sources: [String: WorkspaceSurvey.File]) {
        let roots = WorkspaceLocalization.roots(for: stdinFilename.map { paths + [$0] } ?? paths)
        // Constants and helpers are declared anywhere in the project, not only in the files linted.
        // Most often the folders given are the roots: every file declaring copy is linted too.
        let rootsAreGiven = roots == paths
        let linted = rootsAreGiven ? [] : Set(swiftFiles)
        let declaring = rootsAreGiven ? swiftFiles : swiftFiles + FileDiscovery.swiftFiles(in: roots).files.filter { !linted.contains($0) }
        // The tables are read beside the survey: adding them up is one core's work.
        let read = ResultSlots<LocalizationTables>(count: 1)
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { [languages] in
            read[0] = RunTimer.shared.time("tables") { WorkspaceLocalization.tables(under: roots, languages: languages) }
        }
        var surveyed = WorkspaceSurvey.survey(declaring, maxFileSize: maxFileSize)
        RunTimer.shared.mark("survey")
        // The named copy is indexed on another core while this one waits for the tables and keeps
        // the texts the lint reads.
        let constants = ResultSlots<ConstantIndex>(count: 1)
        let surveys = surveyed.files.map { (path: $0.path, constants: $0.survey.constants) }
        DispatchQueue.global().async(group: reading) { constants[0] = RunTimer.shared.time("constants") { ConstantIndex(files: surveys) } }
        var sources: [String: WorkspaceSurvey.File] = [:]
        sources.reserveCapacity(swiftFiles.count)
        // Moved into the table, not copied: a file's survey and tokens are many arrays.
        var files = surveyed.files
        surveyed.files = []
        while let file = files.popLast() {
            if rootsAreGiven || linted.contains(file.path) { sources[file.path] = file }
        }
        reading.wait()
        RunTimer.shared.mark("tables")
        let tables = read[0] ?? LocalizationTables()
        for problem in tables.problems { Console.error("alertlint: \(problem)") }
        if languages != nil, tables.isEmpty {
            Console.error(
                "alertlint: --languages: no string tables (*.lproj/*.strings, *.xcstrings) found under \(roots.joined(separator: ", "))")
        }
        for language in languages ?? [] where language != "all" && !tables.isEmpty && !tables.languages.contains(language) {
            Console.error(
                "alertlint: --languages: no \(language) string table found (tables hold \(tables.languages.joined(separator: ", ")))")
        }
        let context = LocalizationContext(
            tables: tables, constants: constants[0] ?? ConstantIndex(), helpers: surveyed.helpers.index,
            actionAdders: surveyed.helpers.actionAdders, languages: WorkspaceLocalization.languages(languages, tables: tables))
        RunTimer.shared.mark("context")
        return (context, sources)
    }

    /// Tells the user about configuration errors and missing paths; true when the run must stop.
    static func reportSetupProblems(configurationErrors: [ConfigurationError], missing: [FileDiscovery.Failure]) -> Bool {
        for error in configurationErrors { Console.error("alertlint: configuration error: \(error)") }
        for failure in missing { Console.error("alertlint: \(failure.path): \(failure.message)") }
        return !configurationErrors.isEmpty || !missing.isEmpty
    }
}
