import Foundation
import XCTest

/// Runs the built `alertlint` executable the way a user or CI does: a real process, real pipes.
struct AlertLintProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the test bundle holds the executable too (`.build/<config>/alertlint`).
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("alertlint")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("alertlint")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    static func run(
        _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        // Read both pipes while the process runs so a full pipe never blocks it.
        let group = DispatchGroup()
        let box = OutputBox()
        group.enter()
        DispatchQueue.global().async {
            box.setOut(outPipe.fileHandleForReading.readDataToEndOfFile()); group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            box.setErr(errPipe.fileHandleForReading.readDataToEndOfFile()); group.leave()
        }
        if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: box.out, stderr: box.err)
    }

    /// `alertlint check --format concise` over `folder`, whatever it finds: its report.
    static func concise(_ folder: TemporaryFolder) throws -> String {
        try run(["check", "--format", "concise", "--exit-zero", "."], in: folder.url).stdout
    }
}

private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data(), errData = Data()
    func setOut(_ data: Data) { lock.withLock { outData = data } }
    func setErr(_ data: Data) { lock.withLock { errData = data } }
    var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
    var err: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }
}

/// A scratch folder per test, removed afterwards.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("alertlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
