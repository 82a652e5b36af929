import CatalogWriter
import Foundation
import InputText
import JSON
import LegacyWriter
import TableInputs
import TableModel
import Testing
import TestSupport

/// The two directions of `convert` undo each other wherever the formats can say the same thing:
/// catalog → tables → catalog gives back every localization a table can express (and warns of
/// each one it cannot), and tables → catalog → tables gives back every key, text and comment.
@Suite struct RoundTripTests {
    /// Each key's text in each language, states aside (a table has none: every text it holds is
    /// translated), as the catalog's JSON.
    static func texts(_ table: StringTable) -> [String: String] {
        guard let written = try? JSONParser().parse(CatalogEncoder().bytes(table)), case .object(let strings)? = JSONNode(written)["strings"] else { return [:] }
        var texts: [String: String] = [:]
        let writer = JSONWriter(keyOrder: .asGiven, keySeparator: ":", endsWithNewline: false)
        for entry in strings {
            guard case .object(let members) = entry.value, case .object(let languages)? = members.first(where: { $0.key == "localizations" })?.value else { continue }
            for language in languages {
                texts["\(entry.key) [\(language.key)]"] = writer.text(withoutStates(language.value))
            }
        }
        return texts
    }

    /// Whether `entry` varies in `language`, and so goes into a .stringsdict, whose comments are
    /// not read back.
    static func varies(_ entry: CatalogEntry, in language: String) -> Bool {
        guard let localization = entry.localization(for: language) else { return false }
        if case .variations? = localization.value { return true }
        return !localization.substitutions.isEmpty
    }

    /// `table` as a table gives it back, in the spellings Xcode's migration reads tables with,
    /// which Foundation reads as the same text:
    /// - a substitution with an `argNum` N keeps its forms as written, so its `%arg` comes back as
    ///   `%N$` and its specifier (`%1$lld`);
    /// - plural variations none of whose forms holds their placeholder as a plain `%lld` (but as
    ///   `%1$lld` or `%.1f`) come back as a substitution `count` of their forms.
    static func asTablesSpellIt(_ table: StringTable) -> StringTable {
        var table = table
        for index in table.entries.indices {
            for position in table.entries[index].localizations.indices {
                let localization = table.entries[index].localizations[position]
                if case .variations(.plural(let variants))? = localization.value,
                   let units = Optional(variants.compactMap { variant -> String? in if case .stringUnit(let unit) = variant.value { unit.value } else { nil } }),
                   units.count == variants.count,
                   let selecting = LegacyTableWriter.pluralArgument(of: units) {
                    let valueType = selecting.valueType
                    if selecting.position != nil || !units.contains(where: { $0.contains("%" + valueType) }) {
                        let location = localization.location
                        table.entries[index].localizations[position].value = .stringUnit(StringUnit(state: .translated, value: "%#@count@", location: location, valueLocation: location))
                        table.entries[index].localizations[position].substitutions.insert(Substitution(
                            name: "count", location: location, argumentNumber: selecting.position, formatSpecifier: valueType,
                            formatSpecifierLocation: location, variations: .plural(variants)), at: 0)
                    }
                }
                for number in table.entries[index].localizations[position].substitutions.indices {
                    var substitution = table.entries[index].localizations[position].substitutions[number]
                    guard let argument = substitution.argumentNumber, case .plural(var variants) = substitution.variations else { continue }
                    for variant in variants.indices {
                        if case .stringUnit(var unit) = variants[variant].value {
                            unit.value = unit.value.replacingOccurrences(of: "%arg", with: "%\(argument)$\(substitution.formatSpecifier)")
                            variants[variant].value = .stringUnit(unit)
                        }
                    }
                    substitution.variations = .plural(variants)
                    table.entries[index].localizations[position].substitutions[number] = substitution
                }
            }
        }
        return table
    }

    static func withoutStates(_ node: JSONNode) -> JSONNode {
        switch node {
        case .object(let members): .object(members.filter { $0.key != "state" }.map { JSONNode.Member($0.key, withoutStates($0.value)) })
        case .array(let elements): .array(elements.map(withoutStates))
        default: node
        }
    }

    /// `table` written as tables into a new folder and read back.
    static func throughTables(_ table: StringTable, name: String) throws -> (table: StringTable, warnings: [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("round-trip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (files, warnings, _) = LegacyTableWriter().files(for: table, name: name, folder: folder.path, path: "\(name).xcstrings")
        for file in files {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: file.path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: URL(fileURLWithPath: file.path))
        }
        guard !files.isEmpty else { return (StringTable(sourceLanguage: table.sourceLanguage, version: "1.0", entries: []), warnings) }
        let (tables, readWarnings) = try ModuleTables.read([folder.path], sourceLanguage: table.sourceLanguage)
        #expect(readWarnings.filter { $0.severity == .warning }.isEmpty, "reading the written tables: \(readWarnings.prefix(3))")
        return (tables.first?.catalog ?? StringTable(sourceLanguage: table.sourceLanguage, version: "1.0", entries: []), warnings)
    }

    /// A substitution a table could be written with but not read back with (an argument no
    /// format can number, a value type that is only `%`) is left out with a warning, and what is
    /// written reads back without one.
    @Test func whatATableCouldNotBeReadBackWithIsLeftOutAndSaid() throws {
        let text = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "files": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@s@"}, "substitutions": {"s": {"argNum": 9223372036854775807, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}},
              "pct": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@p@"}, "substitutions": {"p": {"argNum": 1, "formatSpecifier": "%%", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg %%"}}}}}}}}},
              "dots": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@a.b@ %#@c.d@"}, "substitutions": {"a.b": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg a"}}}}}, "c.d": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg c"}}}}}}}}},
              "fine": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Fine"}}}}
            }}
            """
        let catalog = try StringTable.read(bytes: Array(text.utf8), path: "T.xcstrings").catalog
        let (back, warnings) = try Self.throughTables(catalog, name: "T")
        #expect(back.entries.map(\.key) == ["fine"])
        #expect(warnings.map(\.message) == [
            "the en text of 'files' has the substitution 's' at argument 9223372036854775807, where a format numbers arguments 1 to 127, which a .strings or .stringsdict table cannot hold, so it is left out",
            "the en text of 'pct' has the substitution 'p' whose format specifier '%%' formats no number, which a .strings or .stringsdict table cannot hold, so it is left out",
            "the en text of 'dots' names its substitutions 'a.b' and 'c.d' with characters other than ASCII letters, digits and _, which a .strings or .stringsdict table cannot hold, so it is left out",
        ])
    }

    @Test(arguments: CorpusCatalogs.fileNames)
    func catalogsComeBackFromTables(file: String) throws {
        let catalog = try CorpusCatalogs.read(file).catalog
        let (back, allWarnings) = try Self.throughTables(catalog, name: "Table")
        // Texts that do not come back are each warned of; so are comments and the marks of keys
        // not to translate, one warning a table each.
        let warnings = allWarnings.filter {
            !$0.message.contains("in the .stringsdict, which reading the table back does not take") && !$0.message.contains("which a .strings or .stringsdict table cannot say")
                && !$0.message.contains("which reading a .strings file trims")
        }
        let before = Self.texts(Self.asTablesSpellIt(catalog)), after = Self.texts(back)
        let unexpressible = Set(warnings.map { $0.message })
        var lost: [String] = []
        for (unit, text) in before.sorted(by: { $0.key < $1.key }) where after[unit] != text {
            lost.append("\(unit): \(text) came back as \(after[unit] ?? "nothing")")
        }
        print("\(file): \(before.count - lost.count) of \(before.count) texts come back; \(warnings.count) warned of")
        #expect(lost.count == warnings.count, "\(file): \(lost.count) texts do not come back, \(warnings.count) warnings; first: \(lost.prefix(3)) \(unexpressible.prefix(3))")
        // A comment comes back as it was, or trimmed with a warning that says so, or not at all
        // when its key has variations (a warning says that too) or no text a table can hold.
        let keysBack = Set(back.entries.map(\.key))
        let commentsBack = Dictionary(back.entries.compactMap { entry in entry.comment.map { (entry.key, $0) } }, uniquingKeysWith: { first, _ in first })
        var commentsTrimmed = 0
        var commentsChanged: [String] = []
        for entry in catalog.entries where keysBack.contains(entry.key) {
            guard let comment = entry.comment, commentsBack[entry.key] != comment else { continue }
            if commentsBack[entry.key] == comment.trimmingCharacters(in: .whitespacesAndNewlines) {
                commentsTrimmed += 1
            } else if commentsBack[entry.key] != nil || !Self.varies(entry, in: catalog.sourceLanguage) {
                commentsChanged.append("\(entry.key): \(comment) came back as \(commentsBack[entry.key] ?? "nothing")")
            }
        }
        #expect(commentsChanged == [], "\(file)")
        let trimmedWarning = allWarnings.first { $0.message.contains("which reading a .strings file trims") }
        #expect((trimmedWarning != nil) == (commentsTrimmed > 0), "\(file): \(commentsTrimmed) comments trimmed")
        if let trimmedWarning, commentsTrimmed > 1 { #expect(trimmedWarning.message.hasPrefix("\(commentsTrimmed) comments of keys"), "\(trimmedWarning.message)") }
    }
}

/// Tables → catalog → tables, on every module of the legacy corpus.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "needs ../shared/legacy-corpus"))
struct LegacyRoundTripTests {
    static func comments(_ table: StringTable) -> [String: String] {
        Dictionary(table.entries.compactMap { entry in entry.comment.map { (entry.key, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: LegacyCorpus.modules)
    func tablesComeBackFromTheirCatalogs(module: LegacyCorpus.Module) throws {
        let (tables, _) = try ModuleTables.read([module.path], sourceLanguage: "en")
        var texts = 0
        var keysOnlyInTranslations = 0
        for table in tables {
            let bytes = CatalogEncoder().bytes(Migration.catalog(migrating: table.catalog, path: table.path).catalog)
            let catalog = try StringTable.read(bytes: bytes, path: "\(table.tableName).xcstrings").catalog
            let (back, warnings) = try RoundTripTests.throughTables(catalog, name: table.tableName)
            #expect(warnings.isEmpty, "\(module) \(table.tableName): \(warnings.prefix(3))")
            let before = RoundTripTests.texts(table.catalog), after = RoundTripTests.texts(back)
            // Xcode's migration leaves out the keys only translations have (with a warning here):
            // their texts, and nothing else, do not come back.
            let onlyInTranslations = Set(table.catalog.entries.filter(\.isOnlyInTranslations).map(\.key))
            let leftOut = Set(table.catalog.entries.filter(\.isOnlyInTranslations).flatMap { entry in entry.localizations.map { "\(entry.key) [\($0.language)]" } })
            let differing = before.keys.filter { before[$0] != after[$0] && !leftOut.contains($0) }.sorted()
            #expect(Set(after.keys).isSubset(of: before.keys), "\(module) \(table.tableName): texts that were not there")
            #expect(after.keys.allSatisfy { !leftOut.contains($0) } && onlyInTranslations.isDisjoint(with: back.entries.map(\.key)))
            let added = leftOut
            #expect(differing.isEmpty,
                    "\(module) \(table.tableName): \(differing.count) of \(before.count) texts differ ; first: \(differing.prefix(2).map { "\($0): \(before[$0]!) came back as \(after[$0] ?? "nothing")" })")
            #expect(Self.comments(table.catalog) == Self.comments(back), "\(module) \(table.tableName): the comments differ")
            texts += before.count - added.count
            keysOnlyInTranslations += added.count
        }
        print("\(module): \(tables.count) tables, \(texts) texts come back; \(keysOnlyInTranslations) texts of keys only translations had are left out, as Xcode leaves them out")
    }
}
