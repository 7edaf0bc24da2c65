import AlertLintCore
import Foundation

// `alertlint COMMAND [OPTIONS] [PATH…]`: a thin shell over AlertLintCore and AlertLintLSP.
// `ALERTLINT_TIMING=1` times the run from here.
_ = RunTimer.shared
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandDispatcher.run(arguments)
exit(status)
