import AlertLintCore
import Foundation

// `alertlint COMMAND [OPTIONS] [PATH…]`: a thin shell over AlertLintCore and AlertLintLSP.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandDispatcher.run(arguments)
exit(status)
