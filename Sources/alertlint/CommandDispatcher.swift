import AlertLintCore
import AlertLintLSP
import Foundation

/// Exit codes shared by every command.
enum ExitCode {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}

/// A command-line mistake: printed with the usage hint, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum CommandDispatcher {
    static let usage = """
        Usage: alertlint COMMAND [OPTIONS] [PATH…]

        Commands:
          check [PATH…]        Lint alert and action-sheet copy (default command; PATH defaults to .)
          fix [PATH…]          Apply safe fixes (--unsafe for all, --diff to preview)
          sites [PATH…]        Print every alert site the engine finds, one JSON object a line
          gallery [PATH…]      Draw every alert as people will see it: --output DIR/index.html
          rules                List the rule catalog
          explain RULE         Print a rule's guideline and examples
          lsp                  Run the language server over standard input/output
          version              Print the version

        Run `alertlint COMMAND --help` for the options of a command.
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            return CheckCommand.run([])
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch command {
            case "check": return try CheckCommand.run(parse: rest)
            case "fix": return try FixCommand.run(parse: rest)
            case "sites": return try SitesCommand.run(parse: rest)
            case "gallery": return try GalleryCommand.run(parse: rest)
            case "rules": return try RulesCommand.run(parse: rest)
            case "explain": return try ExplainCommand.run(parse: rest)
            case "lsp": return LanguageServerCommand.run(arguments: rest)
            case "version", "--version": print("alertlint \(AlertLintVersion.current)"); return ExitCode.clean
            case "help", "--help", "-h": print(usage); return ExitCode.clean
            default:
                if command.hasPrefix("-") || FileManager.default.fileExists(atPath: command) {
                    return try CheckCommand.run(parse: arguments)
                }
                throw UsageError("unknown command “\(command)”")
            }
        } catch {
            Console.error("alertlint: \(error.description)\n\n\(usage)")
            return ExitCode.usage
        }
    }
}
