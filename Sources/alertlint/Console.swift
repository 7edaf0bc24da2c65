import Foundation

/// Writes to standard output and standard error. Output is buffered per call, so lines printed
/// from one thread are never interleaved.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Reads all of standard input.
    static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
