import InputText
import LegacyReader
import TableModel

/// A table of the model as legacy tables: one `.strings` file per language for its plain texts,
/// and a `.stringsdict` file for the texts that vary (plural and device variations,
/// substitutions), in `<language>.lproj` folders, the way Foundation reads them.
///
/// It is the inverse of the mapping ``LegacyTableReader`` reads tables with (Xcode's "Migrate to
/// String Catalog"): a localization's plural variations become one plural variable, a
/// substitution a variable of its name (`%N$#@name@` with `argNum` N, its forms' `%arg` the
/// substitution's own specifier), device variations a device rule. What a table cannot express
/// is a warning naming the key and language, and that text is left out: a string set, a device
/// variation that varies again, substitutions beside device variations, plural forms without
/// a placeholder to select by, text XML cannot hold. What a table has no place for is a warning
/// too: a stringsdict entry's comment, and the mark of a key not to translate.
public struct LegacyTableWriter: Sendable {
    /// The languages to write; `nil`: every language of the table.
    public var languages: Set<String>?
    /// The translation states to write (`translated`, `needs_review`, …); `nil`: every state.
    public var states: Set<String>?

    /// Creates a writer.
    public init(languages: Set<String>? = nil, states: Set<String>? = nil) {
        self.languages = languages
        self.states = states
    }

    /// One file to write.
    public struct File: Sendable, Equatable {
        /// Where it goes: `<folder>/<language>.lproj/<name>.strings` or `.stringsdict`.
        public var path: String
        /// Its contents, UTF-8.
        public var contents: [UInt8]
    }

    /// The files of `table`, named `name`, in `.lproj` folders inside `folder`; with a warning
    /// at `path` (the catalog) for each text a table cannot express, and how many keys the files
    /// hold (in any of their languages).
    public func files(for table: StringTable, name: String, folder: String, path: String) -> (files: [File], warnings: [Diagnostic], keys: Int) {
        var files: [File] = []
        var warnings: [Diagnostic] = []
        var keysWritten: Set<String> = []
        var commentsInPlists: [(key: String, location: SourceLocation?)] = []
        var commentsTrimmed: [(key: String, location: SourceLocation?, isBlank: Bool)] = []
        let separator = folder.isEmpty || folder.hasSuffix("/") ? "" : "/"
        var languages = table.languages
        if !languages.contains(table.sourceLanguage) { languages.insert(table.sourceLanguage, at: 0) }
        for language in languages where self.languages?.contains(language) ?? true {
            var strings = StringsFileText()
            var plist = StringsdictText()
            func appendPlain(_ entry: CatalogEntry, value: String) {
                strings.append(key: entry.key, value: value, comment: entry.comment)
                keysWritten.insert(entry.key)
                if language == table.sourceLanguage, let comment = entry.comment,
                   let first = comment.unicodeScalars.first, let last = comment.unicodeScalars.last,
                   StringsFileEntry.trimsFromComments(first) || StringsFileEntry.trimsFromComments(last) {
                    commentsTrimmed.append((entry.key, entry.keyLocation, comment.unicodeScalars.allSatisfy(StringsFileEntry.trimsFromComments)))
                }
            }
            for entry in table.entries {
                guard let localization = entry.localization(for: language) else {
                    // A key without a text in its source language is its own text.
                    if language == table.sourceLanguage, !entry.isOnlyInTranslations { appendPlain(entry, value: entry.key) }
                    continue
                }
                let unexpressible = { (reason: String) in
                    warnings.append(Diagnostic(
                        .warning, "the \(language) text of '\(entry.key)' \(reason), which a .strings or .stringsdict table cannot hold, so it is left out",
                        path: path, at: localization.location))
                }
                switch encode(localization, key: entry.key) {
                case .plain(let value, let state):
                    if includes(state) { appendPlain(entry, value: value) }
                case .varying(let dictionary, let statesUsed):
                    if statesUsed.allSatisfy(includes) {
                        if let problem = plist.append(key: entry.key, comment: entry.comment, dictionary) {
                            unexpressible(problem)
                        } else {
                            keysWritten.insert(entry.key)
                            if entry.comment != nil, language == table.sourceLanguage { commentsInPlists.append((entry.key, entry.keyLocation)) }
                        }
                    }
                case .unexpressible(let reason):
                    unexpressible(reason)
                case .empty:
                    break
                }
            }
            let lproj = "\(folder)\(separator)\(language).lproj/\(name)"
            if !strings.isEmpty { files.append(File(path: lproj + ".strings", contents: strings.bytes)) }
            if !plist.isEmpty { files.append(File(path: lproj + ".stringsdict", contents: plist.bytes)) }
        }
        if let first = commentsInPlists.first {
            // A property list's comments are no data: read back, the catalog would lack them
            // without a word.
            let count = commentsInPlists.count
            let names = commentsInPlists.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ") + (count > 3 ? ", …" : "")
            warnings.append(Diagnostic(
                .warning, "\(count == 1 ? "the comment" : "\(count) comments") of \(count == 1 ? "a key" : "keys") with variations (\(names)) \(count == 1 ? "is written as an XML comment" : "are written as XML comments") in the .stringsdict, which reading the table back does not take: a catalog converted from it again lacks \(count == 1 ? "it" : "them")",
                path: path, at: first.location))
        }
        if let first = commentsTrimmed.first {
            // Reading a .strings file trims a comment, as Xcode's migration does.
            let count = commentsTrimmed.count
            let names = commentsTrimmed.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ") + (count > 3 ? ", …" : "")
            let outcome = count == 1
                ? (first.isBlank ? "none" : "it trimmed")
                : "them trimmed" + (commentsTrimmed.contains(where: \.isBlank) ? ", and those of whitespace alone dropped" : "")
            warnings.append(Diagnostic(
                .warning, "\(count == 1 ? "the comment of a key" : "\(count) comments of keys") (\(names)) \(count == 1 ? "begins or ends" : "begin or end") with whitespace, which reading a .strings file trims: a catalog converted from it again has \(outcome)",
                path: path, at: first.location))
        }
        // A table has no mark for a string not to translate: read back, the catalog would offer
        // it to translators without a word.
        let notTranslated = table.entries.filter { $0.shouldTranslate == false && keysWritten.contains($0.key) }
        if let first = notTranslated.first {
            let count = notTranslated.count
            let names = notTranslated.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ") + (count > 3 ? ", …" : "")
            warnings.append(Diagnostic(
                .warning, "\(count == 1 ? "a key is" : "\(count) keys are") marked not to translate (\(names): 'shouldTranslate' is false), which a .strings or .stringsdict table cannot say: a catalog converted from it again offers \(count == 1 ? "it" : "them") for translation",
                path: path, at: first.keyLocation))
        }
        return (files, warnings, keysWritten.count)
    }

    private func includes(_ state: TranslationState?) -> Bool {
        guard let states, let state else { return true }
        return states.contains(state.rawValue)
    }
}
