import Foundation
import CatalogReader
import LegacyReader
import TableInputs
import TableModel

// Reading a legacy table against reading the same table as a String Catalog, side by side: the
// catalog is written here from the legacy table's model, so both hold the same keys, languages
// and texts, and both are read from bytes in memory.

/// The legacy tables measured: the largest of the legacy corpus, one of `.strings` files only and
/// one with a `.stringsdict`.
let legacyTables = [
    ("home-assistant__iOS/Sources/App/Resources", "Localizable"),
    ("duckduckgo__iOS/DuckDuckGo", "Localizable"),
]

func benchmarkLegacyTables(options: BenchmarkOptions) throws -> [(name: String, ratio: Double)] {
    let corpus = ProcessInfo.processInfo.environment["STRING_SYMBOLS_LEGACY_CORPUS"] ?? "../shared/legacy-corpus"
    var ratios: [(name: String, ratio: Double)] = []
    for (folder, name) in legacyTables {
        let path = corpus + "/" + folder
        guard FileManager.default.fileExists(atPath: path) else {
            print("legacy table \(folder) \(name): not found (set STRING_SYMBOLS_LEGACY_CORPUS)")
            continue
        }
        guard let table = try TableDiscovery().tables(in: [path]).tables.first(where: { $0.name == name }) else {
            throw BenchmarkError("no table \(name) in \(path)")
        }
        var contents: [String: [UInt8]] = [:]
        for file in table.legacyFiles { contents[file.path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file.path))) }
        let legacyBytes = contents.values.reduce(0) { $0 + $1.count }
        let reader = LegacyTableReader(contents: contents)
        let model = try reader.read(table).catalog
        let catalogBytes = [UInt8](try CatalogJSON.data(model))
        let check = try StringTable.read(bytes: catalogBytes, path: "\(name).xcstrings").catalog
        guard check.entries.count == model.entries.count(where: { !$0.isOnlyInTranslations }) else { throw BenchmarkError("the written catalog lost entries") }

        print("")
        print("legacy table \(folder) \(name): \(table.legacyFiles.count) files, \(legacyBytes) bytes, \(model.entries.count) keys, \(model.languages.count) languages; as a catalog \(catalogBytes.count) bytes")
        let legacy = measure("LegacyTableReader: the table's .strings and .stringsdict files", bytes: legacyBytes, options: options) {
            _ = try reader.read(table)
        }
        let catalog = measure("StringTable.read: the same table as a catalog", bytes: catalogBytes.count, options: options) {
            _ = try StringTable.read(bytes: catalogBytes, path: "\(name).xcstrings")
        }
        ratios.append(("\(folder.split(separator: "/").first ?? "") \(name)", legacy.median / catalog.median))
    }
    return ratios
}

/// A table model written as a String Catalog's JSON, as Xcode lays it out.
enum CatalogJSON {
    static func data(_ catalog: StringTable) throws -> Data {
        var strings: [String: Any] = [:]
        for entry in catalog.entries where !entry.isOnlyInTranslations {
            var object: [String: Any] = ["extractionState": "migrated"]
            if let comment = entry.comment { object["comment"] = comment }
            var localizations: [String: Any] = [:]
            for localization in entry.localizations {
                var value = localization.value.map(content) ?? [:]
                if !localization.substitutions.isEmpty {
                    var substitutions: [String: Any] = [:]
                    for substitution in localization.substitutions {
                        var object: [String: Any] = ["formatSpecifier": substitution.formatSpecifier, "variations": variations(substitution.variations)]
                        if let number = substitution.argumentNumber { object["argNum"] = number }
                        substitutions[substitution.name] = object
                    }
                    value["substitutions"] = substitutions
                }
                localizations[localization.language] = value
            }
            object["localizations"] = localizations
            strings[entry.key] = object
        }
        let root: [String: Any] = ["sourceLanguage": catalog.sourceLanguage, "version": "1.0", "strings": strings]
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    static func content(_ value: LocalizedValue) -> [String: Any] {
        switch value {
        case .stringUnit(let unit): ["stringUnit": ["state": unit.state?.rawValue ?? "translated", "value": unit.value]]
        case .stringSet(let set): ["stringSet": ["state": set.state?.rawValue ?? "translated", "values": set.values.map(\.value)]]
        case .variations(let variations): ["variations": self.variations(variations)]
        }
    }

    static func variations(_ variations: Variations) -> [String: Any] {
        switch variations {
        case .plural(let cases): ["plural": Dictionary(uniqueKeysWithValues: cases.map { ($0.selector.rawValue, content($0.value)) })]
        case .device(let cases): ["device": Dictionary(uniqueKeysWithValues: cases.map { ($0.selector.rawValue, content($0.value)) })]
        }
    }
}
