import CatalogWriter
import Foundation
import JSON
import TableInputs
import Testing
import TestSupport

/// `convert` against Xcode's "Migrate to String Catalog": for every key of the tables before a
/// real migration, the entry Xcode's catalog holds after it, byte for byte in Xcode's layout.
///
/// The catalogs were committed after a build, whose code extraction changed three things that are
/// not the migration's: extraction states, a source-language unit whose text is the key
/// (extraction drops it, since the code supplies the text), and a comment the tables did not have
/// (extraction takes it from the code's `comment:`). Those are left out of both sides.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "needs ../shared/legacy-corpus"))
struct MigrationTests {
    static let migrations = SharedFolder.legacyCorpus.appendingPathComponent("migrations")

    static var projects: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: migrations.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: projects)
    func everyKeyGetsTheEntryXcodeGaveIt(project: String) throws {
        let folder = Self.migrations.appendingPathComponent(project)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("after").path).filter { $0.hasSuffix(".xcstrings") }
        try #require(after.count == 1, "\(project): one catalog after the migration")
        let xcode = try JSONParser().parse([UInt8](Data(contentsOf: folder.appendingPathComponent("after/\(after[0])"))))
        let xcodeStrings = try #require(xcode.object?["strings"]?.value.object)

        let (tables, _) = try ModuleTables.read([folder.appendingPathComponent("before").path], sourceLanguage: "en")
        try #require(tables.count == 1)
        let table = tables[0].catalog
        guard case .object(let written)? = JSONNode(try JSONParser().parse(CatalogEncoder().bytes(table)))["strings"] else {
            Issue.record("\(project): the catalog written has no strings")
            return
        }
        let ourEntries = Dictionary(uniqueKeysWithValues: written.map { ($0.key, $0.value) })
        let writer = CatalogFormatter.writer(endsWithNewline: false)
        var differing: [String] = []
        var commentsFromCode = 0
        var sourceUnitsFromCode = 0
        for entry in table.entries {
            let ours = Self.withoutExtraction(try #require(ourEntries[entry.key]), key: entry.key, sourceLanguage: table.sourceLanguage, xcode: nil)
            guard let theirs = xcodeStrings[entry.key].map({ JSONNode($0.value) }) else {
                differing.append("'\(entry.key)': not in Xcode's catalog")
                continue
            }
            let comparable = Self.withoutExtraction(ours, key: entry.key, sourceLanguage: table.sourceLanguage, xcode: theirs)
            if comparable != ours { sourceUnitsFromCode += 1 }
            var xcodeEntry = Self.withoutExtraction(theirs, key: entry.key, sourceLanguage: table.sourceLanguage, xcode: nil)
            if entry.comment == nil, case .object(var members) = xcodeEntry, members.contains(where: { $0.key == "comment" }) {
                members.removeAll { $0.key == "comment" }
                xcodeEntry = .object(members)
                commentsFromCode += 1
            }
            if writer.text(comparable) != writer.text(xcodeEntry) {
                differing.append("'\(entry.key)':\nours:\n\(writer.text(comparable))\nXcode's:\n\(writer.text(xcodeEntry))")
            }
        }
        print("\(project): \(table.entries.count - differing.count) of \(table.entries.count) keys get Xcode's entry (left out as the code's: \(commentsFromCode) comments, \(sourceUnitsFromCode) source units whose text is the key)")
        #expect(differing.isEmpty, "\(project): \(differing.count) keys differ; the first:\n\(differing.prefix(3).joined(separator: "\n"))")
    }


    /// `entry` without its extraction state, and, when `xcode`'s entry has no source-language
    /// localization, without a source-language unit whose text is the key.
    static func withoutExtraction(_ entry: JSONNode, key: String, sourceLanguage: String, xcode: JSONNode?) -> JSONNode {
        guard case .object(var members) = entry else { return entry }
        members.removeAll { $0.key == "extractionState" }
        if let xcode, case .object(let xcodeMembers) = xcode {
            let xcodeLanguages = xcodeMembers.first { $0.key == "localizations" }.flatMap { member -> [JSONNode.Member]? in
                if case .object(let languages) = member.value { return languages }
                return nil
            } ?? []
            if !xcodeLanguages.contains(where: { $0.key == sourceLanguage }),
               let index = members.firstIndex(where: { $0.key == "localizations" }), case .object(var languages) = members[index].value {
                let unit = JSONNode.object(["stringUnit": .object(["state": .string("translated"), "value": .string(key)])])
                languages.removeAll { $0.key == sourceLanguage && $0.value == unit }
                members[index].value = .object(languages)
                if languages.isEmpty { members.remove(at: index) }
            }
        }
        return .object(members)
    }
}
