import AlertLintCore
import Dispatch
import Foundation

/// `alertlint-bench --coverage FOLDER`: how much alert copy (titles and button titles) the engine
/// can read literally, and how much once string tables and named constants resolve it; and what
/// resolution costs per file.
enum Coverage {
    static func run(_ arguments: [String]) {
        guard let folder = arguments.first(where: { !$0.hasPrefix("--") }) else {
            print("usage: alertlint-bench --coverage FOLDER")
            return
        }
        var swiftFiles: [(path: String, source: SourceText)] = []
        var tables: [ParsedTable] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let entry = enumerator?.nextObject() as? String {
            let path = folder + "/" + entry
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let url = URL(fileURLWithPath: path)
            let name = url.deletingPathExtension().lastPathComponent
            if entry.hasSuffix(".swift") {
                swiftFiles.append((path, SourceText(bytes: [UInt8](data))))
            } else if entry.hasSuffix(".xcstrings") {
                tables.append(StringCatalogParser.parse([UInt8](data), path: path, tableName: name))
            } else if entry.hasSuffix(".strings"), url.deletingLastPathComponent().pathExtension == "lproj" {
                let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                tables.append(StringsFileParser.parse([UInt8](data), path: path, language: language, tableName: name))
            }
        }
        let indexStart = DispatchTime.now().uptimeNanoseconds
        var constants = ConstantIndex()
        for file in swiftFiles { constants.update(path: file.path, constants: ConstantIndex.constants(in: file.source, path: file.path)) }
        let indexTime = Double(DispatchTime.now().uptimeNanoseconds - indexStart) / 1e9
        let localized = LocalizationTables(tables)
        let context = LocalizationContext(tables: localized, constants: constants)
        print(
            "\(swiftFiles.count) Swift files, \(tables.count) tables (\(localized.languages.joined(separator: ", "))), "
                + "\(constants.count) constants indexed in \(String(format: "%.2f", indexTime))s")

        let literal = Linter()
        let resolving = Linter(localization: context)
        var before = Tally(), after = Tally()
        for file in swiftFiles {
            for site in literal.lint(file.source).sites { before.count(site, literalOnly: true) }
            for site in resolving.lint(file.source).sites { after.count(site, literalOnly: false) }
        }
        print("titles known:        before \(before.percent(\.titles)), after \(after.percent(\.titles))")
        print("button titles known: before \(before.percent(\.buttons)), after \(after.percent(\.buttons))")
        print("all titles + buttons: before \(before.percentAll), after \(after.percentAll)")

        for (label, linter) in [("lint, literal only", literal), ("lint, resolving", resolving)] {
            let start = DispatchTime.now().uptimeNanoseconds
            for file in swiftFiles { _ = linter.lint(file.source) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(label.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: " %.3fs for all files (1 core)", seconds))
        }
        // The per-keystroke path: the largest file that builds alerts, linted again and again.
        let withSites = swiftFiles.filter { !literal.lint($0.source).sites.isEmpty }
        if let largest = withSites.max(by: { $0.source.count < $1.source.count }) {
            for (label, linter) in [("latency, literal", literal), ("latency, resolving", resolving)] {
                var samples: [Double] = []
                for _ in 0..<200 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    _ = linter.lint(largest.source)
                    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                }
                samples.sort()
                print(
                    label.padding(toLength: 20, withPad: " ", startingAt: 0)
                        + String(format: " p50 %.2f ms (largest file, %d KB)", samples[100], largest.source.count / 1024))
            }
            // Resolution alone: extraction, then every site resolved, without the rules.
            let resolver = CopyResolver(context: context)
            var samples: [Double] = []
            for _ in 0..<200 {
                let sites = SiteExtractor.extract(from: Tokenizer.tokenize(largest.source), in: largest.source)
                let start = DispatchTime.now().uptimeNanoseconds
                for site in sites { _ = resolver.resolve(site, language: nil) }
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            samples.sort()
            print("resolution alone".padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: " p50 %.3f ms", samples[100]))
        }
    }

    /// Known and total counts of titles and button titles.
    struct Tally {
        var titles = (known: 0, total: 0)
        var buttons = (known: 0, total: 0)

        mutating func count(_ site: AlertSite, literalOnly: Bool) {
            if let title = site.title {
                titles.total += 1
                if isKnown(title, literalOnly: literalOnly) { titles.known += 1 }
            }
            for action in site.actions {
                guard let title = action.title else { continue }
                buttons.total += 1
                if isKnown(title, literalOnly: literalOnly) { buttons.known += 1 }
            }
        }

        /// Without tables an identifier key (`alert.delete.title`) is no copy, only a key.
        private func isKnown(_ value: TextValue, literalOnly: Bool) -> Bool {
            guard value.text != nil else { return false }
            guard literalOnly, let reference = value.localization, !reference.hasDefaultValue else { return true }
            return !isIdentifier(reference.key)
        }

        private func isIdentifier(_ key: String) -> Bool {
            !key.contains(" ") && key.unicodeScalars.allSatisfy(\.isASCII)
                && (key.contains(".") || key.contains("_")) && !key.hasSuffix(".")
        }

        func percent(_ part: KeyPath<Tally, (known: Int, total: Int)>) -> String {
            let value = self[keyPath: part]
            return String(
                format: "%.1f%% (%d of %d)", value.total == 0 ? 0 : 100 * Double(value.known) / Double(value.total), value.known,
                value.total)
        }

        var percentAll: String {
            let known = titles.known + buttons.known, total = titles.total + buttons.total
            return String(format: "%.1f%% (%d of %d)", total == 0 ? 0 : 100 * Double(known) / Double(total), known, total)
        }
    }
}
