import Foundation
import InputText
import TableModel

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
/// The model's locations place each file's lines in a range of one line space of the table,
/// file after file (``StringTable/sourceFiles`` turns them back into files).
public struct LegacyTableReader: Sendable {
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

    public func read(_ table: LegacyTable) throws(DiagnosticError) -> TableReadResult {
        let files = table.files
        // The files' bytes first: a file of n bytes has at most n + 1 lines, so each file's lines
        // take that many of the table's line space, after the files before it. Then each file is
        // decoded and parsed on a core of its own, without waiting for the others' line counts.
        let loaded = files.map(load)
        var nextBase = 0
        let bases = loaded.map { file in
            defer { nextBase += file.count + 1 }
            return nextBase
        }
        guard nextBase < Int(UInt32.max) else {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, "the files of the table '\(table.name)' hold 4 GB or more together, more lines than a location can number", path: table.path, at: nil)])
        }
        let outcomes = Array(files.indices).concurrentMap(minimumCount: 2, elementsPerChunk: 1) { index in
            Self.read(loaded[index], of: files[index], base: bases[index])
        }
        let sourceFiles = files.indices.map { SourceFileMap.File(path: files[$0].path, firstLine: bases[$0] + 1) }
        var diagnostics: [Diagnostic] = []
        for case .undecodable(let error) in outcomes { diagnostics += error.diagnostics }
        let texts = outcomes.map { outcome -> FileTexts? in
            if case .parsed(let texts) = outcome { texts } else { nil }
        }
        let assembly = Assembly(table: table, files: texts, bases: bases)
        var translationProblems: [Diagnostic] = []
        var translationRepeats: [Diagnostic] = []
        var translationsInOrder: [Diagnostic] = []
        for (index, outcome) in outcomes.enumerated() {
            if case .unparsable(let error) = outcome { diagnostics += error.diagnostics }
            let problems = assembly.problems(ofFileAt: index), repeats = assembly.repeats(ofFileAt: index)
            if files[index].isSource {
                diagnostics += problems + repeats
            } else {
                translationProblems += problems
                // The summary counts files: a property list's parser warns of each repeated key.
                translationRepeats += repeats.prefix(1)
                translationsInOrder += problems + repeats
            }
        }
        if !summarizesTranslationProblems {
            diagnostics += translationsInOrder
        } else {
            // An entry that cannot be read is left out; a key defined twice is read, its last
            // definition winning: each kind is summed up in its own words.
            let name = table.name
            diagnostics += [
                Self.summary(of: translationProblems) { "\($0) more translation\($0 == 1 ? "" : "s") of the table '\(name)' cannot be read either and \($0 == 1 ? "is" : "are") left out" },
                Self.summary(of: translationRepeats) { "\($0) more translation file\($0 == 1 ? "" : "s") of the table '\(name)' define\($0 == 1 ? "s" : "") keys more than once" },
            ].compactMap { $0 }
        }
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics: diagnostics) }
        var catalog = assembly.model()
        catalog.sourceFiles = SourceFileMap(files: sourceFiles)
        return TableReadResult(catalog: catalog, warnings: diagnostics)
    }

    /// One warning for `problems`: the first, then what `more` says of how many follow it.
    private static func summary(of problems: [Diagnostic], more: (Int) -> String) -> Diagnostic? {
        guard let first = problems.first else { return nil }
        let message = problems.count == 1 ? first.message : "\(first.message); \(more(problems.count - 1)) ('string-symbols check' lists each)"
        return Diagnostic(.warning, message, path: first.path, at: first.location)
    }

    /// What reading one file gave.
    enum FileOutcome: Sendable {
        case undecodable(DiagnosticError)
        case unparsable(DiagnosticError)
        case parsed(FileTexts)
    }

    /// A file's bytes, or why they could not be read.
    enum LoadedFile: Sendable {
        case inMemory([UInt8])
        case mapped(Data)
        case unreadable(DiagnosticError)

        var count: Int {
            switch self {
            case .inMemory(let bytes): bytes.count
            case .mapped(let data): data.count
            case .unreadable: 0
            }
        }
    }

    /// The bytes of `file`, from ``contents`` or from disk.
    private func load(_ file: LegacyFile) -> LoadedFile {
        if let inMemory = contents[file.path] { return .inMemory(inMemory) }
        do {
            return .mapped(try FileBytes.read(atPath: file.path))
        } catch {
            return .unreadable(DiagnosticError(diagnostics: [Diagnostic(.error, error.message, path: file.path, at: nil)]))
        }
    }

    /// Decodes and parses `file`, its line 1 at line `base + 1` of the table's line space.
    private static func read(_ loaded: LoadedFile, of file: LegacyFile, base: Int) -> FileOutcome {
        switch loaded {
        case .unreadable(let error):
            .undecodable(error)
        case .inMemory(let bytes):
            bytes.withUnsafeBufferPointer { read($0, of: file, base: base) }
        case .mapped(let data):
            data.withUnsafeBytes { raw in raw.withMemoryRebound(to: UInt8.self) { read($0, of: file, base: base) } }
        }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, of file: LegacyFile, base: Int) -> FileOutcome {
        if bytes.starts(with: "bplist".utf8) {
            return .undecodable(DiagnosticError(diagnostics: [Diagnostic(.error, "a binary property list, which this reader does not read; convert it to XML with 'plutil -convert xml1 \(file.path)'", path: file.path, at: nil)]))
        }
        let shift = { @Sendable (location: SourceLocation) in SourceLocation(line: location.line + base, column: location.column) }
        do {
            // A strings file in UTF-8, the most of any table, is parsed from its bytes as they
            // are: the parser checks them as it reads them. Any other file is decoded first.
            let (encoding, textStart) = try LegacyText.encoding(of: bytes, path: file.path)
            let text = UnsafeBufferPointer(rebasing: bytes[textStart...])
            if file.kind == .strings, encoding == .utf8 || encoding == .utf8WithBOM, !isPropertyList(text) {
                do {
                    let texts = try readStrings(text, path: file.path, readsComments: file.isSource, shift: shift)
                    return .parsed(FileTexts(texts: texts, problems: [], repeats: [], warnsOfRepeats: true))
                } catch {
                    if let illFormed = LegacyText.utf8Error(in: text, path: file.path) { return .undecodable(illFormed) }
                    return .unparsable(error)
                }
            }
            let decoded = try LegacyText.decode(bytes, path: file.path)
            do {
                return .parsed(try parse(decoded, of: file, shift: shift))
            } catch {
                return .unparsable(error)
            }
        } catch {
            return .undecodable(error)
        }
    }

    /// What one file says, in file order (a key a strings file repeats is there each time),
    /// its locations in the table's line space.
    struct FileTexts: Sendable {
        var texts: [(key: String, text: KeyText)]
        /// What the file's parse found of its entries: each leaves an entry out.
        var problems: [Diagnostic]
        /// The keys a property list defines more than once, as its parser warns of them;
        /// repeated keys of a strings file are found later, as the texts are gathered by key.
        var repeats: [Diagnostic] = []
        /// Whether a key the file defines more than once is to be warned about: in a strings
        /// file; a property list's parser warns of its own repeats.
        var warnsOfRepeats: Bool
    }

    /// What one file says of one key.
    struct KeyText: Sendable {
        var keyLocation: SourceLocation
        var comment: String?
        var value: LocalizedValue
        var substitutions: [Substitution] = []
        var isFromStringsdict = false
    }

    /// The texts of a file that is not a strings file in UTF-8: one in UTF-16, an XML property
    /// list, or a stringsdict file.
    private static func parse(
        _ text: LegacyText, of file: LegacyFile, shift: @escaping @Sendable (SourceLocation) -> SourceLocation
    ) throws(DiagnosticError) -> FileTexts {
        let result = text.utf8.withUnsafeBufferPointer { bytes in
            Result { () throws(DiagnosticError) -> FileTexts in
                if file.kind == .strings, !isPropertyList(bytes) {
                    let texts = try readStrings(bytes, path: file.path, readsComments: file.isSource, shift: shift)
                    return FileTexts(texts: texts, problems: [], repeats: [], warnsOfRepeats: true)
                }
                var problems: [Diagnostic] = [], repeats: [Diagnostic] = []
                let texts = file.kind == .strings
                    ? try readPropertyListStrings(bytes, path: file.path, shift: shift, problems: &problems, repeats: &repeats)
                    : try readStringsdict(bytes, path: file.path, shift: shift, problems: &problems, repeats: &repeats)
                return FileTexts(texts: texts, problems: problems, repeats: repeats, warnsOfRepeats: false)
            }
        }
        return try result.get()
    }

    /// Whether a `.strings` file's text is an XML property list, which Foundation reads too.
    package static func isPropertyList(_ utf8: some Collection<UInt8>) -> Bool {
        utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") } == UInt8(ascii: "<")
    }

    private static func readStrings(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, readsComments: Bool, shift: (SourceLocation) -> SourceLocation
    ) throws(DiagnosticError) -> [(key: String, text: KeyText)] {
        // A translation's comments have no use: the key's comment is the source's.
        var texts: [(key: String, text: KeyText)] = []
        try StringsFileParser.forEachDefinition(in: bytes, path: path, readsComments: readsComments) { entry in
            let comment = entry.comment.flatMap { $0.isEmpty || $0 == placeholderComment ? nil : $0 }
            let keyLocation = shift(entry.keyLocation)
            texts.append((entry.key, KeyText(
                keyLocation: keyLocation, comment: comment,
                value: .stringUnit(StringUnit(state: .translated, value: entry.value, location: keyLocation, valueLocation: shift(entry.valueLocation))))))
        }
        return texts
    }

    private static func readPropertyListStrings(
        _ utf8: UnsafeBufferPointer<UInt8>, path: String, shift: (SourceLocation) -> SourceLocation, problems: inout [Diagnostic], repeats: inout [Diagnostic]
    ) throws(DiagnosticError) -> [(key: String, text: KeyText)] {
        let members = try dictionary(utf8, path: path, describing: "a strings file", repeats: &repeats)
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
        _ utf8: UnsafeBufferPointer<UInt8>, path: String, shift: @escaping @Sendable (SourceLocation) -> SourceLocation, problems: inout [Diagnostic], repeats: inout [Diagnostic]
    ) throws(DiagnosticError) -> [(key: String, text: KeyText)] {
        let members = try dictionary(utf8, path: path, describing: "a stringsdict file", repeats: &repeats)
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

    /// The members of the property list's root dictionary; `repeats` gets the parser's warnings,
    /// which are of keys defined more than once.
    private static func dictionary(
        _ utf8: UnsafeBufferPointer<UInt8>, path: String, describing description: String, repeats: inout [Diagnostic]
    ) throws(DiagnosticError) -> [PropertyListMember] {
        let (root, warnings) = try PropertyListXMLParser.parse(utf8, path: path)
        repeats += warnings
        guard case .dictionary(let members) = root.value else {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, "\(description) must hold a dictionary", path: path, at: root.location)])
        }
        return members
    }
}
