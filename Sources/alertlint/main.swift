import AlertLintCore
import AlertLintLSP
import Foundation

// Until the full CLI lands: `alertlint lsp` starts the language server.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "lsp" {
    exit(LanguageServerCommand.run(arguments: Array(arguments.dropFirst())))
}
FileHandle.standardError.write(Data("usage: alertlint lsp\n".utf8))
exit(2)
