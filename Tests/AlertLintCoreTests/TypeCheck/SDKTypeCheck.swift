import Foundation

@testable import AlertLintCore

/// Type-checks Swift snippets with the compiler against the SDK-shaped declarations in
/// `Tests/SDKShapes` (UIKit, AppKit, SwiftUI as Apple's documentation declares them), so that code
/// AlertLint shows or writes is known to compile, not only to parse.
struct SDKTypeCheck {
    /// A snippet and where it came from, for the failure message.
    struct Snippet: Hashable {
        var origin: String
        var code: String
    }

    struct Failure {
        var snippet: Snippet
        var errors: [String]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["UIKit", "AppKit", "SwiftUI"]

    let swiftc: String
    let directory: URL

    /// Builds the three modules once, in a temporary folder.
    init() throws {
        guard let swiftc = Self.findSwiftc() else { throw CheckError("no swiftc on PATH or in /opt/swift/usr/bin") }
        self.swiftc = swiftc
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("alertlint-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in Self.modules {
            let source = Self.root.appendingPathComponent("Tests/SDKShapes/\(module).swift").path
            let (status, output) = try run([
                "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", module, source,
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            ])
            guard status == 0 else { throw CheckError("the \(module) shape does not compile:\n\(output)") }
        }
    }

    /// The snippets that fail to type-check, each with its errors. All are checked in one
    /// compiler run: each in a host of its own, its errors told apart by line.
    func failures(_ snippets: [Snippet]) throws -> [Failure] {
        var file = "import Foundation\nimport UIKit\nimport AppKit\nimport SwiftUI\n\n" + Self.shims + "\n"
        var lines: [(range: Range<Int>, snippet: Snippet)] = []
        for (index, snippet) in snippets.enumerated() {
            let host = Self.host(for: snippet.code, index: index)
            let first = file.split(separator: "\n", omittingEmptySubsequences: false).count
            file += host + "\n"
            let last = file.split(separator: "\n", omittingEmptySubsequences: false).count
            lines.append((first..<last, snippet))
        }
        let path = directory.appendingPathComponent("Examples.swift")
        try file.write(to: path, atomically: true, encoding: .utf8)
        let (_, output) = try run(["-typecheck", "-swift-version", "6", "-I", directory.path, path.path])
        var errors: [Int: [String]] = [:]
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count >= 4, let number = Int(parts[1]) else { continue }
            guard let index = lines.firstIndex(where: { $0.range.contains(number) }) else {
                errors[-1, default: []].append(String(line))
                continue
            }
            errors[index, default: []].append(String(line.split(separator: ": error: ", maxSplits: 1).last ?? ""))
        }
        if let stray = errors[-1] { throw CheckError("errors outside any snippet:\n" + stray.joined(separator: "\n")) }
        return errors.keys.sorted().map { Failure(snippet: lines[$0].snippet, errors: errors[$0] ?? []) }
    }

    /// Statements run in a method of a view controller; a SwiftUI view expression is the body of
    /// a view with the state the examples bind to.
    static func host(for code: String, index: Int) -> String {
        let indented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        if code.drop(while: { $0 == " " || $0 == "\n" }).hasPrefix("func ") {
            return """
                @MainActor final class ExampleFunctions\(index): UIViewController {
                    var window: UIWindow?
                    func configureAppearance() {}
                \(indented)
                }
                """
        }
        if isViewExpression(code) {
            return """
                struct ExampleView\(index): View {
                \(states)
                    let book = Book()
                    var body: some View {
                \(indented)
                    }
                }
                """
        }
        return """
            @MainActor final class ExampleController\(index): UIViewController {
                func example(
                    name: String, error: any Error, folder: String, album: String, label: String?, canUndo: Bool, isPublished: Bool,
                    sender: UIBarButtonItem, shareButton: UIView
                ) {
            \(indented)
                }
            }
            """
    }

    /// `Text("…").alert(…)`: a view with a presentation modifier, not statements.
    static func isViewExpression(_ code: String) -> Bool {
        let start = code.drop { $0 == " " || $0 == "\n" }
        let first = start.prefix { $0.isLetter }
        guard let initial = first.first, initial.isUppercase, start.dropFirst(first.count).first == "(" else { return false }
        return code.contains(".alert(") || code.contains(".confirmationDialog(") || code.contains(".actionSheet(")
    }

    /// The `@State` the examples' `$bindings` name.
    static let states = [
        "isConfirming", "showsError", "isChoosing", "isPresented", "isDeleting", "showsAlert", "done", "failed", "showsSettings",
        "showingStatus", "showsOptions", "showsExport", "saved",
    ]
    .map { "    @State var \($0) = false" }.joined(separator: "\n")

    /// What the examples call that is the app's own: free functions and types.
    static let shims = """
        func eraseAll() {}
        func signOut() {}
        func deletePhoto() {}
        func save() {}
        func confirmDeletingDrafts() {}
        enum Family { static func leave() {} }
        enum Library {
            static func reset() {}
            static func restore() {}
            static func removeDownloads() {}
        }
        enum Account { static func signOut() {} }
        struct Book {
            var title = ""
            var isBorrowed = false
            var isReserved = false
        }
        enum Settings { static func openStorage() {} }
        """

    private static func findSwiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct CheckError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
