import AlertLintCore
import Foundation

/// `alertlint-bench FOLDER --only catalogs|tables`: how fast the table parsers read a folder's
/// String Catalogs (`catalogs`) or every kind of table (`tables`, with `.strings` read for their
/// keys alone too), in MB/s on one core.
enum TableThroughput {
    enum Kind: String, CaseIterable {
        case catalog = ".xcstrings"
        case strings = ".strings"
        case stringsdict = ".stringsdict"

        func parse(_ bytes: [UInt8], path: String) -> ParsedTable {
            switch self {
            case .catalog: StringCatalogParser.parse(bytes, path: path, tableName: "Localizable")
            case .strings: StringsFileParser.parse(bytes, path: path, language: "en", tableName: "Localizable")
            case .stringsdict: StringsDictParser.parse(bytes, path: path, language: "en", tableName: "Localizable")
            }
        }
    }

    static func run(folder: String?, kinds: [Kind], repeat count: Int) {
        guard let folder else {
            print("usage: alertlint-bench FOLDER --only catalogs|tables")
            return
        }
        var files: [Kind: [(path: String, bytes: [UInt8])]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let entry = enumerator?.nextObject() as? String {
            guard let kind = kinds.first(where: { entry.hasSuffix($0.rawValue) }) else { continue }
            // Old-style tables are read only inside an `.lproj` folder, as `check` reads them.
            if kind != .catalog, !(entry as NSString).deletingLastPathComponent.hasSuffix(".lproj") { continue }
            let path = folder + "/" + entry
            if let data = FileManager.default.contents(atPath: path) { files[kind, default: []].append((path, [UInt8](data))) }
        }
        for kind in kinds {
            let tables = files[kind] ?? []
            let bytes = tables.reduce(0) { $0 + $1.bytes.count }
            var entries = 0
            measure("\(kind.rawValue.dropFirst()) (\(tables.count) files)", bytes: bytes, files: tables.count, repeat: count) {
                entries = 0
                for table in tables {
                    entries += kind.parse(table.bytes, path: table.path).entries.values.reduce(0) { $0 + $1.count }
                }
            }
            let digest = tables.reduce(into: Digest()) { digest, table in digest.add(kind.parse(table.bytes, path: table.path)) }
            print("  \(entries) entries, digest \(digest.hex) (equal digests: equal entries, texts and locations)")
            if kind == .strings { measureKeys(tables, repeat: count) }
        }
    }

    /// Translations no rule reads are read for their keys (`keysOnly`), most by the key scanner.
    private static func measureKeys(_ tables: [(path: String, bytes: [UInt8])], repeat count: Int) {
        let bytes = tables.reduce(0) { $0 + $1.bytes.count }
        var keys = 0
        measure("strings, keys only", bytes: bytes, files: tables.count, repeat: count) {
            keys = 0
            for table in tables {
                keys += StringsFileParser.parse(table.bytes, path: table.path, language: "de", tableName: "L", keysOnly: true)
                    .keys.values.reduce(0) { $0 + $1.hashes.count }
            }
        }
        let scanned = tables.filter { StringsKeyScanner.keys($0.bytes) != nil }.reduce(0) { $0 + $1.bytes.count }
        print("  \(keys) keys; \(scanned * 100 / max(1, bytes))% of the bytes read by the key scanner, undecoded")
    }
}

/// FNV-1a over every entry of the tables in a fixed order, so two builds can be compared.
struct Digest {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ table: ParsedTable) {
        for language in table.entries.keys.sorted() {
            for entry in table.entries[language] ?? [] {
                let variants = entry.variants.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                let location = "\(entry.location.line):\(entry.location.column)"
                add("\(language)|\(entry.key)|\(entry.text)|\(variants)|\(location)|\(entry.isKeyItself)")
            }
        }
        for problem in table.problems { add(problem.description) }
        add(table.sourceLanguage ?? "-")
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
        state ^= 0xff
        state &*= 0x100_0000_01b3
    }

    var hex: String { String(state, radix: 16) }
}
