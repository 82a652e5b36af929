import Foundation

/// Reads a legacy table, its `.strings` and `.stringsdict` files across its `.lproj` folders,
/// into the model a String Catalog is read into, as Xcode's "Migrate to String Catalog" would
/// make it: the table gets the symbols its migrated catalog gives.
///
/// A `.strings` value is the key's text in the file's language, and the comment just before it
/// the key's comment (but genstrings' "No comment provided by engineer."). A `.stringsdict`
/// entry is read by ``StringsdictEntryDecoder``; a key in both files of one language is the
/// stringsdict's, as in Foundation. Every text is `translated`, and every key `migrated`, so names
/// and clashes follow the rules of non-manual keys. Keys only translations have get no symbol.
///
/// The model's locations count lines across the table's files, one after another
/// (``StringCatalog/sourceFiles`` turns them back into files).
public struct LegacyTableReader: TableReader {
    /// Whether the problems of translations' entries are reported in one warning per table, as
    /// generation wants them (they cost no symbol), rather than each on its own, as `check` does.
    public var summarizesTranslationProblems: Bool

    /// Files already in memory, by path; the others are read from disk.
    public var contents: [String: [UInt8]]

    /// Creates a reader.
    public init(summarizesTranslationProblems: Bool = true, contents: [String: [UInt8]] = [:]) {
        self.summarizesTranslationProblems = summarizesTranslationProblems
        self.contents = contents
    }

    /// The comment genstrings writes for a string without one: no comment for a translator.
    static let placeholderComment = "No comment provided by engineer."

    public func read(_ table: TableInput) throws(CatalogReadError) -> CatalogReadResult {
        var diagnostics: [Diagnostic] = []
        var translationProblems: [Diagnostic] = []
        var files: [SourceFileMap.File] = []
        var nextLine = 1
        var texts: [String: [String: KeyText]] = [:]
        var languageOrder: [String] = []
        for file in table.legacyFiles {
            let bytes: Data
            if let inMemory = contents[file.path] {
                bytes = Data(inMemory)
            } else {
                do {
                    bytes = try FileBytes.read(atPath: file.path)
                } catch {
                    diagnostics.append(Diagnostic(.error, "cannot read the file: \(error.reason)", path: file.path, at: nil))
                    continue
                }
            }
            if bytes.starts(with: Array("bplist".utf8)) {
                diagnostics.append(Diagnostic(.error, "a binary property list, which this reader does not read; convert it to XML with 'plutil -convert xml1 \(file.path)'", path: file.path, at: nil))
                continue
            }
            let text: LegacyText
            do {
                text = try LegacyText.decode(bytes, path: file.path)
            } catch {
                diagnostics += error.diagnostics
                continue
            }
            let base = nextLine - 1
            nextLine += text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            files.append(SourceFileMap.File(path: file.path, firstLine: base + 1))
            let shift = { (location: SourceLocation) in SourceLocation(line: location.line + base, column: location.column) }
            let read: [String: KeyText]
            var problems: [Diagnostic] = []
            do {
                switch file.kind {
                case .strings where Self.isPropertyList(text.utf8):
                    read = try Self.readPropertyListStrings(text.utf8, path: file.path, shift: shift, problems: &problems)
                case .strings:
                    read = try Self.readStrings(text.utf8, path: file.path, shift: shift, problems: &problems)
                case .stringsdict:
                    read = try Self.readStringsdict(text.utf8, path: file.path, shift: shift, problems: &problems)
                }
            } catch {
                diagnostics += error.diagnostics
                continue
            }
            if file.isSource { diagnostics += problems } else { translationProblems += problems }
            if texts[file.language] == nil { languageOrder.append(file.language) }
            texts[file.language, default: [:]].merge(read) { existing, new in
                // A key in both files of one language is the stringsdict's.
                existing.isFromStringsdict && !new.isFromStringsdict ? existing : new
            }
        }
        if !summarizesTranslationProblems {
            diagnostics += translationProblems
        } else if let first = translationProblems.first {
            let count = translationProblems.count
            let message = count == 1 ? first.message : "\(first.message); \(count - 1) more translation\(count == 2 ? "" : "s") of the table '\(table.name)' cannot be read either and are left out ('string-symbols check' lists each)"
            diagnostics.append(Diagnostic(.warning, message, path: first.path, at: first.location))
        }
        guard !diagnostics.containsErrors else { throw CatalogReadError(diagnostics: diagnostics) }
        let catalog = Self.model(texts, languageOrder: languageOrder, sourceLanguage: table.sourceLanguage, files: files)
        return CatalogReadResult(catalog: catalog, warnings: diagnostics)
    }

    /// What one file says of one key.
    struct KeyText {
        var keyLocation: SourceLocation
        var comment: String?
        var value: LocalizedValue
        var substitutions: [Substitution] = []
        var isFromStringsdict = false
    }

    /// The table's model from the texts of each language.
    static func model(_ texts: [String: [String: KeyText]], languageOrder: [String], sourceLanguage: String, files: [SourceFileMap.File]) -> StringCatalog {
        let source = texts[sourceLanguage] ?? [:]
        let translations = languageOrder.filter { $0 != sourceLanguage }.sorted()
        var keys = Set(source.keys)
        for language in translations { keys.formUnion(texts[language]!.keys) }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(keys.count)
        for key in keys.sorted() {
            let own = source[key]
            var localizations: [Localization] = []
            if let own {
                localizations.append(Localization(language: sourceLanguage, location: own.keyLocation, value: own.value, substitutions: own.substitutions))
            }
            var firstTranslation: KeyText?
            for language in translations {
                guard let text = texts[language]![key] else { continue }
                if firstTranslation == nil { firstTranslation = text }
                localizations.append(Localization(language: language, location: text.keyLocation, value: text.value, substitutions: text.substitutions))
            }
            var entry = CatalogEntry(
                key: key, keyLocation: (own ?? firstTranslation)!.keyLocation, comment: own?.comment,
                extractionState: .migrated, localizations: localizations)
            if own == nil { entry.isOnlyInTranslations = true }
            entries.append(entry)
        }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: "1.0", entries: entries)
        catalog.sourceFiles = SourceFileMap(files: files)
        catalog.format = .legacy
        return catalog
    }

    /// Whether a `.strings` file's text is an XML property list, which Foundation reads too.
    static func isPropertyList(_ utf8: [UInt8]) -> Bool {
        utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") } == UInt8(ascii: "<")
    }

    private static func readStrings(
        _ utf8: [UInt8], path: String, shift: (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [String: KeyText] {
        let (file, warnings) = try StringsFileParser.parse(utf8, path: path)
        problems += warnings
        var texts: [String: KeyText] = [:]
        texts.reserveCapacity(file.entries.count)
        for entry in file.entries {
            let comment = entry.comment.flatMap { $0.isEmpty || $0 == placeholderComment ? nil : $0 }
            texts[entry.key] = KeyText(
                keyLocation: shift(entry.keyLocation), comment: comment,
                value: .stringUnit(StringUnit(state: .translated, value: entry.value, location: shift(entry.keyLocation), valueLocation: shift(entry.valueLocation))))
        }
        return texts
    }

    private static func readPropertyListStrings(
        _ utf8: [UInt8], path: String, shift: (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [String: KeyText] {
        let members = try dictionary(utf8, path: path, describing: "a strings file", problems: &problems)
        var texts: [String: KeyText] = [:]
        for member in members {
            guard case .string(let value) = member.value.value else {
                problems.append(Diagnostic(.warning, "the value of key '\(member.key)' is not a string, so the key is left out", path: path, at: member.value.location))
                continue
            }
            texts[member.key] = KeyText(
                keyLocation: shift(member.keyLocation),
                value: .stringUnit(StringUnit(state: .translated, value: value, location: shift(member.keyLocation), valueLocation: shift(member.value.contentLocation))))
        }
        return texts
    }

    private static func readStringsdict(
        _ utf8: [UInt8], path: String, shift: @escaping (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [String: KeyText] {
        let members = try dictionary(utf8, path: path, describing: "a stringsdict file", problems: &problems)
        var decoder = StringsdictEntryDecoder(path: path, shift: shift)
        var texts: [String: KeyText] = [:]
        for member in members {
            guard let (value, substitutions) = decoder.decode(member) else { continue }
            texts[member.key] = KeyText(keyLocation: shift(member.keyLocation), value: value, substitutions: substitutions, isFromStringsdict: true)
        }
        problems += decoder.diagnostics
        return texts
    }

    /// The members of the property list's root dictionary.
    private static func dictionary(
        _ utf8: [UInt8], path: String, describing description: String, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [PropertyListMember] {
        let (root, warnings) = try PropertyListXMLParser.parse(utf8, path: path)
        problems += warnings
        guard case .dictionary(let members) = root.value else {
            throw CatalogReadError(diagnostics: [Diagnostic(.error, "\(description) must hold a dictionary", path: path, at: root.location)])
        }
        return members
    }
}
