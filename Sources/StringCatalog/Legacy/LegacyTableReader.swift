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
        // Files are decoded, then parsed, on every core; each file's lines follow the previous
        // file's in the table's line space, so the parse waits for every file's line count.
        let decoded = table.legacyFiles.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { file in decode(file) }
        var files: [SourceFileMap.File] = []
        var bases: [Int?] = []
        var nextLine = 1
        for (file, outcome) in zip(table.legacyFiles, decoded) {
            switch outcome {
            case .success(let text):
                bases.append(nextLine - 1)
                files.append(SourceFileMap.File(path: file.path, firstLine: nextLine))
                nextLine += text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            case .failure(let error):
                bases.append(nil)
                diagnostics += error.diagnostics
            }
        }
        let work = Array(zip(table.legacyFiles.indices, bases))
        let parsed = work.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { index, base -> Result<FileTexts, CatalogReadError>? in
            guard let base, case .success(let text) = decoded[index] else { return nil }
            return Result { () throws(CatalogReadError) in try Self.parse(text, of: table.legacyFiles[index], base: base) }
        }
        let translationLanguages = Set(table.legacyFiles.lazy.filter { !$0.isSource }.map(\.language)).count
        var assembly = Assembly(sourceLanguage: table.sourceLanguage, translationLanguages: translationLanguages)
        for (file, outcome) in zip(table.legacyFiles, parsed) {
            switch outcome {
            case nil: continue
            case .failure(let error)?: diagnostics += error.diagnostics
            case .success(let read)?:
                if file.isSource { diagnostics += read.problems } else { translationProblems += read.problems }
                assembly.add(read.texts, language: file.language, isSource: file.isSource)
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
        let catalog = assembly.model(files: files)
        return CatalogReadResult(catalog: catalog, warnings: diagnostics)
    }

    /// The decoded text of `file`.
    private func decode(_ file: TableInput.LegacyFile) -> Result<LegacyText, CatalogReadError> {
        if let inMemory = contents[file.path] { return Self.decode(inMemory, path: file.path) }
        do {
            return Self.decode(try FileBytes.read(atPath: file.path), path: file.path)
        } catch {
            return .failure(CatalogReadError(diagnostics: [Diagnostic(.error, "cannot read the file: \(error.reason)", path: file.path, at: nil)]))
        }
    }

    private static func decode(_ bytes: some Collection<UInt8>, path: String) -> Result<LegacyText, CatalogReadError> {
        if bytes.starts(with: "bplist".utf8) {
            return .failure(CatalogReadError(diagnostics: [Diagnostic(.error, "a binary property list, which this reader does not read; convert it to XML with 'plutil -convert xml1 \(path)'", path: path, at: nil)]))
        }
        return Result { () throws(CatalogReadError) in try LegacyText.decode(bytes, path: path) }
    }

    /// What one file says, its keys' locations in the table's line space, which puts the
    /// file's first line at `base + 1`.
    struct FileTexts: Sendable {
        var texts: [(key: String, text: KeyText)]
        var problems: [Diagnostic]
    }

    private static func parse(_ text: LegacyText, of file: TableInput.LegacyFile, base: Int) throws(CatalogReadError) -> FileTexts {
        let shift = { @Sendable (location: SourceLocation) in SourceLocation(line: location.line + base, column: location.column) }
        var problems: [Diagnostic] = []
        let texts: [(key: String, text: KeyText)]
        switch file.kind {
        case .strings where isPropertyList(text.utf8):
            texts = try readPropertyListStrings(text.utf8, path: file.path, shift: shift, problems: &problems)
        case .strings:
            texts = try readStrings(text.utf8, path: file.path, readsComments: file.isSource, shift: shift, problems: &problems)
        case .stringsdict:
            texts = try readStringsdict(text.utf8, path: file.path, shift: shift, problems: &problems)
        }
        return FileTexts(texts: texts, problems: problems)
    }

    /// What one file says of one key.
    struct KeyText: Sendable {
        var keyLocation: SourceLocation
        var comment: String?
        var value: LocalizedValue
        var substitutions: [Substitution] = []
        var isFromStringsdict = false
    }

    /// The texts of every file, gathered by key: one lookup a key and file.
    struct Assembly {
        let sourceLanguage: String
        /// How many languages the translations are in: each key's room for them, made once.
        let translationLanguages: Int
        private var indices: [String: Int] = [:]
        private var keys: [Gathered] = []

        /// What the files say of one key.
        private struct Gathered {
            var key: String
            var source: KeyText?
            var translations: [(language: String, text: KeyText)] = []
        }

        init(sourceLanguage: String, translationLanguages: Int) {
            self.sourceLanguage = sourceLanguage
            self.translationLanguages = translationLanguages
        }

        /// Adds the texts of one file. Within a language the stringsdict's text of a key wins
        /// over the strings file's, and a later file's over an earlier one of the same kind.
        mutating func add(_ texts: [(key: String, text: KeyText)], language: String, isSource: Bool) {
            // The first file holds most keys; the others mostly hold the same ones again.
            if keys.isEmpty {
                indices.reserveCapacity(texts.count)
                keys.reserveCapacity(texts.count)
            }
            for (key, text) in texts {
                let index: Int
                if let found = indices[key] {
                    index = found
                } else {
                    index = keys.count
                    indices[key] = index
                    keys.append(Gathered(key: key))
                }
                if isSource {
                    if let existing = keys[index].source, existing.isFromStringsdict, !text.isFromStringsdict { continue }
                    keys[index].source = text
                } else if let position = keys[index].translations.firstIndex(where: { $0.language == language }) {
                    if keys[index].translations[position].text.isFromStringsdict, !text.isFromStringsdict { continue }
                    keys[index].translations[position].text = text
                } else {
                    if keys[index].translations.isEmpty { keys[index].translations.reserveCapacity(translationLanguages) }
                    keys[index].translations.append((language, text))
                }
            }
        }

        /// The table's model: entries sorted by key, each with its source localization and its
        /// translations sorted by language.
        consuming func model(files: [SourceFileMap.File]) -> StringCatalog {
            var gathered = keys
            gathered.sort { $0.key < $1.key }
            var entries: [CatalogEntry] = []
            entries.reserveCapacity(gathered.count)
            for index in gathered.indices {
                var localizations: [Localization] = []
                localizations.reserveCapacity(gathered[index].translations.count + 1)
                let own = gathered[index].source
                if let own {
                    localizations.append(Localization(language: sourceLanguage, location: own.keyLocation, value: own.value, substitutions: own.substitutions))
                }
                if gathered[index].translations.count > 1 { gathered[index].translations.sort { $0.language < $1.language } }
                for (language, text) in gathered[index].translations {
                    localizations.append(Localization(language: language, location: text.keyLocation, value: text.value, substitutions: text.substitutions))
                }
                var entry = CatalogEntry(
                    key: gathered[index].key, keyLocation: (own ?? gathered[index].translations[0].text).keyLocation, comment: own?.comment,
                    extractionState: .migrated, localizations: localizations)
                if own == nil { entry.isOnlyInTranslations = true }
                entries.append(entry)
            }
            var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: "1.0", entries: entries)
            catalog.sourceFiles = SourceFileMap(files: files)
            catalog.format = .legacy
            return catalog
        }
    }

    /// Whether a `.strings` file's text is an XML property list, which Foundation reads too.
    static func isPropertyList(_ utf8: [UInt8]) -> Bool {
        utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") } == UInt8(ascii: "<")
    }

    private static func readStrings(
        _ utf8: [UInt8], path: String, readsComments: Bool, shift: (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [(key: String, text: KeyText)] {
        // A translation's comments have no use: the key's comment is the source's.
        let (file, warnings) = try StringsFileParser.parse(utf8, path: path, readsComments: readsComments)
        problems += warnings
        return file.entries.map { entry in
            let comment = entry.comment.flatMap { $0.isEmpty || $0 == placeholderComment ? nil : $0 }
            return (entry.key, KeyText(
                keyLocation: shift(entry.keyLocation), comment: comment,
                value: .stringUnit(StringUnit(state: .translated, value: entry.value, location: shift(entry.keyLocation), valueLocation: shift(entry.valueLocation)))))
        }
    }

    private static func readPropertyListStrings(
        _ utf8: [UInt8], path: String, shift: (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [(key: String, text: KeyText)] {
        let members = try dictionary(utf8, path: path, describing: "a strings file", problems: &problems)
        var texts: [(key: String, text: KeyText)] = []
        for member in members {
            guard case .string(let value) = member.value.value else {
                problems.append(Diagnostic(.warning, "the value of key '\(member.key)' is not a string, so the key is left out", path: path, at: member.value.location))
                continue
            }
            texts.append((member.key, KeyText(
                keyLocation: shift(member.keyLocation),
                value: .stringUnit(StringUnit(state: .translated, value: value, location: shift(member.keyLocation), valueLocation: shift(member.value.contentLocation))))))
        }
        return texts
    }

    private static func readStringsdict(
        _ utf8: [UInt8], path: String, shift: @escaping @Sendable (SourceLocation) -> SourceLocation, problems: inout [Diagnostic]
    ) throws(CatalogReadError) -> [(key: String, text: KeyText)] {
        let members = try dictionary(utf8, path: path, describing: "a stringsdict file", problems: &problems)
        var decoder = StringsdictEntryDecoder(path: path, shift: shift)
        var texts: [(key: String, text: KeyText)] = []
        texts.reserveCapacity(members.count)
        for member in members {
            guard let (value, substitutions) = decoder.decode(member) else { continue }
            texts.append((member.key, KeyText(keyLocation: shift(member.keyLocation), value: value, substitutions: substitutions, isFromStringsdict: true)))
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
