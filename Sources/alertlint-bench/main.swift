import AlertLintCore
import Dispatch
import Foundation

// Prints the engine's throughput and latency. Build and run in release:
//     swift run -c release alertlint-bench [FOLDER] [--repeat N]
// Without FOLDER it measures a generated corpus of realistic UIKit, SwiftUI and AppKit code.
// `--only tokenize|sites|survey|lint|latency` runs one measurement, for a profiler such as `perf record`;
// `--only catalogs` the String Catalogs' throughput, `--only tables` every table format's,
// `--only projects` the Xcode projects'.

struct Corpus {
    var files: [(path: String, source: SourceText)]
    var bytes: Int { files.reduce(0) { $0 + $1.source.count } }
}

func loadCorpus(_ arguments: [String]) -> Corpus {
    guard let folder = arguments.first(where: { !$0.hasPrefix("--") && Int($0) == nil }) else {
        return Corpus(files: (0..<400).map { index in ("generated-\(index).swift", SourceText(SyntheticCode.file(seed: index))) })
    }
    var files: [(String, SourceText)] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let entry = enumerator?.nextObject() as? String {
        guard entry.hasSuffix(".swift"), !entry.contains(".build/") else { continue }
        let path = folder + "/" + entry
        if let data = FileManager.default.contents(atPath: path) { files.append((path, SourceText(bytes: [UInt8](data)))) }
    }
    return Corpus(files: files)
}

func measure(_ label: String, bytes: Int, files: Int, repeat count: Int, _ body: () -> Void) {
    var best = Double.infinity
    for _ in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let megabytes = Double(bytes) / 1_048_576
    let padded = label.padding(toLength: 28, withPad: " ", startingAt: 0)
    print(padded + String(format: "%8.1f MB/s  %9.0f files/s  (best of %d: %.3fs)", megabytes / best, Double(files) / best, count, best))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--coverage") {
    Coverage.run(arguments)
    exit(0)
}
let repeatCount = arguments.firstIndex(of: "--repeat").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 5
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
if only == "catalogs" || only == "tables" {
    TableThroughput.run(
        folder: arguments.first { !$0.hasPrefix("--") && $0 != only && Int($0) == nil },
        kinds: only == "catalogs" ? [.catalog] : TableThroughput.Kind.allCases, repeat: repeatCount)
    exit(0)
}
if only == "projects" {
    ProjectThroughput.run(folder: arguments.first { !$0.hasPrefix("--") && $0 != only && Int($0) == nil }, repeat: repeatCount)
    exit(0)
}
let corpus = loadCorpus(arguments.filter { $0 != only })
let linter = Linter()
var siteCount = 0
print(
    "corpus: \(corpus.files.count) files, \(String(format: "%.1f", Double(corpus.bytes) / 1_048_576)) MB, cores: \(ProcessInfo.processInfo.activeProcessorCount)"
)

func wanted(_ phase: String) -> Bool { only == nil || only == phase }

if wanted("tokenize") {
    measure("tokenize (1 core)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        for file in corpus.files { _ = Tokenizer.tokenize(file.source) }
    }
}
if wanted("sites") {
    measure("tokenize + sites (1 core)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        siteCount = 0
        for file in corpus.files {
            siteCount += SiteExtractor.extract(from: Tokenizer.tokenize(file.source), in: file.source).count
        }
    }
}
if wanted("survey") {
    // What `check` does to every file of a workspace before any lint: the survey, which reads a
    // file that names no alert API for the names it calls alone (`check` surveys the few that
    // call a helper again in full); in full, as the server surveys a changed document.
    measure("survey (1 core)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        for file in corpus.files { _ = FileSurvey(SourceText(bytes: file.source.bytes), path: file.path, depth: .calledNames) }
    }
    measure("survey in full (1 core)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        for file in corpus.files { _ = FileSurvey(SourceText(bytes: file.source.bytes), path: file.path) }
    }
}
if wanted("lint") {
    measure("full lint (1 core)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        for file in corpus.files { _ = linter.lint(file.source) }
    }
    measure("full lint (all cores)", bytes: corpus.bytes, files: corpus.files.count, repeat: repeatCount) {
        DispatchQueue.concurrentPerform(iterations: corpus.files.count) { index in _ = linter.lint(corpus.files[index].source) }
    }
}
print("sites found: \(siteCount)")

/// The 50th and 99th percentile of `body`'s time in milliseconds over `count` runs.
func percentiles(_ count: Int, _ body: (Int) -> Void) -> (p50: Double, p99: Double) {
    var samples: [Double] = []
    for run in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        body(run)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
}

// Per-keystroke latency on the largest file: a whole lint, as after opening it, and the engine's
// part of a keystroke (re-reading tokens around a one-byte insertion, then finding the sites).
if wanted("latency"), let largest = corpus.files.max(by: { $0.source.count < $1.source.count }) {
    let runs = max(20, repeatCount * 10)
    let lint = percentiles(runs) { _ in _ = linter.lint(largest.source) }
    let name = (largest.path as NSString).lastPathComponent
    print(
        String(
            format: "latency, largest file (%@, %d KB): full lint p50 %.2f ms, p99 %.2f ms", name, largest.source.count / 1024, lint.p50,
            lint.p99))
    let tokens = Tokenizer.tokenize(largest.source)
    let edited = (0..<runs).map { run -> (SourceText, SourceChange) in
        var bytes = largest.source.bytes
        let offset = (run &* 7_919) % max(1, bytes.count)
        bytes.insert(UInt8(ascii: "x"), at: offset)
        return (SourceText(bytes: bytes), SourceChange(range: ByteRange(offset, offset), newLength: 1))
    }
    let keystroke = percentiles(runs) { run in
        let (source, change) = edited[run]
        _ = SiteExtractor.extract(from: Tokenizer.tokenize(source, reusing: tokens, after: change), in: source)
    }
    print(String(format: "keystroke, same file: incremental tokens + sites p50 %.2f ms, p99 %.2f ms", keystroke.p50, keystroke.p99))
    // The editor's path: one keystroke after another (a space at the start of a line, as the LSP
    // bench types), each linted through the per-document cache.
    var cache = SiteDiagnosticsCache()
    var current = largest.source
    _ = linter.lint(current, cache: &cache)
    let typed = (0..<runs).map { run -> SourceText in
        var bytes = current.bytes
        bytes.insert(UInt8(ascii: " "), at: current.offset(of: LinePosition(line: (run &* 37) % current.lineCount, column: 0)))
        current = SourceText(bytes: bytes)
        return current
    }
    let cached = percentiles(runs) { run in _ = linter.lint(typed[run], cache: &cache) }
    print(String(format: "keystroke, same file: cached lint p50 %.2f ms, p99 %.2f ms", cached.p50, cached.p99))
}
