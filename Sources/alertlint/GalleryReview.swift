import AlertLintCore
import AlertLintGallery
import AlertLintWorkspace
import Foundation

/// `gallery --diff-base REV`: only the alerts whose code or copy changed, each beside itself as
/// it was at REV. An alert changed when a line it spans is in the diff, or when a string-table
/// entry or a constant it reads its copy from (in any language drawn) is. "Before" is the file
/// at REV linted the same way, with the tables and constants of REV.
struct GalleryReview {
    var changes: ChangedLines
    var options: LintOptions
    var baseline: String?

    func review(_ files: [GalleryFile], reports: [FileReport]) throws(UsageError) -> [GalleryFile] {
        let linters = Dictionary(reports.compactMap { report in report.linter.map { (report.path, $0) } }, uniquingKeysWith: { a, _ in a })
        let changedNow = files.map(changedSites)
        let needed = files.indices.filter { !changedNow[$0].isEmpty || changes.isChanged(path: files[$0].alerts.path) }
        guard !needed.isEmpty else { return [] }
        let basePaths = needed.compactMap { changes.pathAtBase(files[$0].alerts.path) }
        let baseFiles = try Git.files(basePaths, at: changes.base, root: changes.root)
        let context = try baseLocalization(linters.values.first?.localization ?? LocalizationContext())
        var reviewed: [GalleryFile] = []
        for index in needed {
            var file = files[index]
            let path = file.alerts.path
            guard var linter = linters[path] else { continue }
            linter.localization = context
            let base = changes.pathAtBase(path).flatMap { baseFiles[$0] }.map { bytes in
                lintBase(SourceText(bytes: bytes), path: path, linter: linter)
            }
            file.base = base
            file.changes = pairs(file.alerts, base: base, changed: changedNow[index])
            if !(file.changes ?? []).isEmpty { reviewed.append(file) }
        }
        return reviewed
    }

    /// Indexes of the file's alerts that the diff touches.
    private func changedSites(_ file: GalleryFile) -> [Int] {
        let alerts = file.alerts
        return alerts.sites.indices.filter { index in
            if changes.touches(path: alerts.path, lines: Self.lines(of: alerts.sites[index], in: alerts.source)) { return true }
            let versions =
                [alerts.sites[index]] + alerts.translations.compactMap { $0.sites.indices.contains(index) ? $0.sites[index] : nil }
            return versions.contains { site in
                Self.texts(of: site).contains { text in
                    text.externalLocation.map { changes.contains(path: $0.path, line: $0.line) } ?? false
                }
            }
        }
    }

    /// The file at REV, linted as today's and read in the same translations.
    private func lintBase(_ source: SourceText, path: String, linter: Linter) -> FileAlerts {
        let result = linter.lint(source)
        var diagnostics = result.diagnostics
        if let baseline {
            let findings = diagnostics.map { Finding(path: path, source: source, diagnostic: $0) }
            diagnostics = ((try? Baseline.filter(findings, baselinePath: baseline)) ?? findings).map(\.diagnostic)
        }
        return FileAlerts(
            path: path, source: source, sites: result.sites.materialized, diagnostics: diagnostics, localization: linter.localization)
    }

    /// Today's tables and constants with every file the diff changed read as it was at REV.
    private func baseLocalization(_ today: LocalizationContext) throws(UsageError) -> LocalizationContext {
        let roots = WorkspaceLocalization.roots(for: options.paths)
        let tableFiles = WorkspaceLocalization.tableFiles(under: roots)
        let swiftFiles = FileDiscovery.swiftFiles(in: roots).files.filter { changes.isChanged(path: $0) }
        let changedTables = tableFiles.filter { changes.isChanged(path: $0) }
        guard !changedTables.isEmpty || !swiftFiles.isEmpty else { return today }
        let wanted = (changedTables + swiftFiles).compactMap { path in changes.pathAtBase(path).map { (path, $0) } }
        let old = try Git.files(wanted.map(\.1), at: changes.base, root: changes.root)
        let atBase = Dictionary(wanted.map { ($0.0, old[$0.1]) }, uniquingKeysWith: { a, _ in a })
        var context = today
        if !changedTables.isEmpty {
            let changed = Set(changedTables)
            context.tables = WorkspaceLocalization.tables(tableFiles, languages: options.languages) { path in
                changed.contains(path) ? atBase[path] ?? nil : FileBytes.read(path)
            }
        }
        for path in swiftFiles {
            let constants = (atBase[path] ?? nil).map { ConstantIndex.constants(in: SourceText(bytes: $0), path: path) } ?? []
            context.constants.update(path: path, constants: constants)
        }
        return context
    }

    /// Each changed alert with the one it was at REV: today's alerts are matched to REV's by
    /// where their first line was (through the diff's hunks), nearest first, same framework only.
    private func pairs(_ alerts: FileAlerts, base: FileAlerts?, changed: [Int]) -> [AlertChange] {
        var matched: [Int: Int] = [:]
        var used = Set<Int>()
        if let base {
            let baseLines = base.sites.map { Self.lines(of: $0, in: base.source) }
            for (index, site) in alerts.sites.enumerated() {
                let line = changes.oldLine(path: alerts.path, line: Self.lines(of: site, in: alerts.source).lowerBound)
                let candidates = base.sites.indices.filter { !used.contains($0) && base.sites[$0].framework == site.framework }
                let nearest = candidates.min { a, b in
                    Self.distance(line, baseLines[a], kindDiffers: base.sites[a].kind != site.kind)
                        < Self.distance(line, baseLines[b], kindDiffers: base.sites[b].kind != site.kind)
                }
                guard let nearest, Self.distance(line, baseLines[nearest], kindDiffers: false) <= 3 else { continue }
                matched[index] = nearest
                used.insert(nearest)
            }
        }
        var result = changed.map { AlertChange(before: matched[$0], after: $0) }
        if let base {
            let removed = changes.removedLines(path: alerts.path)
            for index in base.sites.indices where !used.contains(index) {
                let lines = Self.lines(of: base.sites[index], in: base.source)
                if removed.contains(where: { $0.overlaps(lines) }) { result.append(AlertChange(before: index, after: nil)) }
            }
        }
        return result
    }

    /// How far a line is from a span of lines (0 inside it); a change of kind counts as far.
    private static func distance(_ line: Int, _ lines: ClosedRange<Int>, kindDiffers: Bool) -> Int {
        let gap = lines.contains(line) ? 0 : min(abs(line - lines.lowerBound), abs(line - lines.upperBound))
        return gap + (kindDiffers ? 2 : 0)
    }

    /// The one-based lines an alert spans.
    static func lines(of site: AlertSite, in source: SourceText) -> ClosedRange<Int> {
        let span = site.span
        let first = source.line(containing: span.start) + 1
        return first...max(first, source.line(containing: max(span.start, span.end - 1)) + 1)
    }

    private static func texts(of site: AlertSite) -> [TextValue] {
        ([site.title, site.message] + site.actions.map(\.title)).compactMap { $0 }
    }
}
