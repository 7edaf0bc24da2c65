import AlertLintCore
import Foundation

/// `alertlint fix`: apply safe fixes (all with `--unsafe`), write atomically, report what changed
/// and what is left.
enum FixCommand {
    static let help = """
        Usage: alertlint fix [OPTIONS] [PATH…]

        Applies the fixes of the findings in place. Safe fixes only change words (spelling, case,
        punctuation); --unsafe also applies fixes that choose a word or change behaviour.

        Options:
          --unsafe                 Apply unsafe fixes too
          --diff                   Print a unified diff of the changes and write nothing
          --select, --ignore, --config, --stdin-filename, --max-file-size   as for `check`
          (with --stdin-filename the fixed text is printed on standard output)
        """

    static func run(parse arguments: [String]) throws(UsageError) -> Int32 {
        let parser = OptionParser(flags: LintOptions.flags.union(["--unsafe", "--diff"]), options: LintOptions.options)
        let parsed = try parser.parse(arguments)
        if parsed.has("--help") { Console.out(help + "\n"); return ExitCode.clean }
        let options = try LintOptions(parsed)
        let planned = options.jobs()
        if LintOptions.reportSetupProblems(configurationErrors: planned.configurationErrors, missing: planned.missing) {
            return ExitCode.usage
        }
        let unsafe = parsed.has("--unsafe")
        let reports = LintRunner.run(planned.plan, maxFileSize: options.maxFileSize)
        var fixedCount = 0
        var remaining: [FileReport] = []
        var failed = false
        for report in reports {
            guard let source = report.source, let linter = report.linter, let result = report.result else {
                if let skipped = report.skipped { Console.error("alertlint: \(report.path): \(skipped)") }
                continue
            }
            guard result.diagnostics.contains(where: { !$0.fixes.isEmpty }) else {
                remaining.append(report)
                continue
            }
            let outcome = linter.fix(source, unsafe: unsafe)
            if outcome.refused {
                Console.error("alertlint: \(report.path): a fix would have left the file unreadable, so it was not applied")
            }
            let changed = outcome.source.bytes != source.bytes
            if changed {
                fixedCount += outcome.applied.count
                if options.stdinFilename != nil {
                    Console.out(outcome.source.text(ByteRange(0, outcome.source.count)))
                } else if parsed.has("--diff") {
                    Console.out(UnifiedDiff.render(old: source, new: outcome.source, path: report.path))
                } else {
                    do {
                        try AtomicFile.write(outcome.source.bytes, to: report.path)
                        Console.error("Fixed \(outcome.applied.count) finding\(outcome.applied.count == 1 ? "" : "s") in \(report.path)")
                    } catch {
                        Console.error("alertlint: \(report.path): cannot write the fixed file: \(error)")
                        failed = true
                    }
                }
            } else if options.stdinFilename != nil {
                Console.out(source.text(ByteRange(0, source.count)))
            }
            var after = report
            after.source = outcome.source
            after.result = linter.lint(outcome.source)
            remaining.append(after)
        }
        let findings = Finding.all(in: remaining)
        if options.stdinFilename == nil, !parsed.has("--diff") {
            Console.out(ConciseReport.render(findings))
        }
        let verb = parsed.has("--diff") ? "would be fixed" : "fixed"
        Console.error(
            "\(fixedCount) finding\(fixedCount == 1 ? "" : "s") \(verb), \(findings.count) remaining"
                + (unsafe ? "" : findings.contains { !$0.diagnostic.fixes.isEmpty } ? " (some have unsafe fixes: --unsafe)" : ""))
        if failed { return ExitCode.usage }
        return findings.contains { $0.diagnostic.severity >= .warning } && !parsed.has("--diff") ? ExitCode.findings : ExitCode.clean
    }
}

/// Writes through a temporary file in the same folder and a rename, so a crash or a full disk
/// never leaves a half-written file; the original's permissions are kept.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible { var description: String }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).alertlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let attributes = try? manager.attributesOfItem(atPath: path)
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw WriteError(description: "cannot create \(temporary)")
        }
        if let permissions = attributes?[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            throw WriteError(description: String(cString: strerror(errno)))
        }
    }
}
