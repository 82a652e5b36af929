import CatalogWriter
import InputText
import JSON
import TableModel

/// A String Catalog read for exchange with translators: its members in Xcode's order, its source
/// language, and where it is.
public struct ExchangeCatalog: Sendable {
    /// The path the catalog was read from.
    public let path: String
    /// Its path relative to the project's folder: the `original` of its XLIFF `<file>`.
    public let original: String
    /// The catalog's source language.
    public let sourceLanguage: String
    /// Each character of the file XML 1.0 cannot hold, which an export refuses (an import, which
    /// writes only the catalog, does not).
    let unwritable: [Diagnostic]
    /// Whether the file ends with a line break, which a rewrite keeps.
    let endsWithNewline: Bool
    /// The file as read, parsed again only for the position of a key an error names (``node``
    /// keeps none).
    let bytes: [UInt8]
    /// The catalog.
    var node: JSONNode
    /// The targets imported so far, by language and unit id: a unit met again (in another XLIFF,
    /// or twice in one) is counted once, and a different target for it is a warning.
    var imported: [String: ImportedUnit] = [:]
    /// The units, by language and id, whose target an import left out for its state (`new`,
    /// `needs-review-…`) and no other XLIFF gave a finished one: each counts once.
    var unfinished: Set<String> = []
    /// The target each unit had in the catalog's export before any import, by language and id:
    /// a target that is still that export's changes nothing, in whatever order files are read.
    var exportedBeforeImport: [String: [String: XLIFFTarget]] = [:]

    /// Reads the catalog `bytes`, read from `path`, whose path in the project is `original`,
    /// keeping the localizations of `languages` and the source language (`nil`: all, as an
    /// import needs them; an export needs only those it writes).
    ///
    /// - Throws: A catalog that cannot be read (its first syntax error, a repeated key), or one
    ///   without a source language, at its position.
    public init(bytes: [UInt8], path: String, original: String, languages: Set<String>? = nil) throws(DiagnosticError) {
        // Members as written: the units are sorted by id, and only what is written as a catalog
        // (`Source Contents`, an import) needs Xcode's order.
        node = try CatalogFormatter.document(bytes, path: path, ordered: false, languages: languages)
        let declared = node["sourceLanguage"]?.stringValue
        guard let sourceLanguage = declared, !sourceLanguage.isEmpty else {
            throw DiagnosticError(Diagnostic(.error, "the catalog has no 'sourceLanguage', so its units have no source", path: path, at: SourceLocation(line: 1, column: 1)))
        }
        var unwritable = Self.charactersXMLCannotHold(in: bytes, path: path)
        // Only the text an export writes is checked: a language it does not write may hold what
        // XML cannot.
        if let languages, !unwritable.isEmpty {
            let kept = languages.union([sourceLanguage])
            unwritable = Self.outsideLanguagesNotKept(unwritable, in: bytes) { LanguageCode.names($0, oneOf: kept) }
        }
        self.unwritable = unwritable
        self.path = path
        self.original = original
        self.sourceLanguage = sourceLanguage
        endsWithNewline = bytes.last == UInt8(ascii: "\n")
        self.bytes = bytes
    }

    /// Where each string of `keys` is written in the file.
    func locations(ofKeys keys: Set<String>) -> [String: SourceLocation] {
        guard let strings = (try? JSONParser().parse(bytes))?.object?["strings"]?.value.object else { return [:] }
        var locations: [String: SourceLocation] = [:]
        for member in strings.members where keys.contains(member.key) && locations[member.key] == nil {
            locations[member.key] = member.keyLocation
        }
        return locations
    }

    /// The languages the catalog's strings have, in the order first met.
    public var languages: [String] {
        var languages: [String] = []
        for entry in node["strings"]?.members ?? [] {
            for language in entry.value["localizations"]?.members ?? [] where !languages.contains(language.key) { languages.append(language.key) }
        }
        return languages
    }

    /// The catalog in Xcode's bytes, as an import leaves it.
    public func written() -> [UInt8] {
        CatalogFormatter.writer(endsWithNewline: endsWithNewline).bytes(CatalogFormatter.ordered(node))
    }

    /// Of `diagnostics` (at positions in the catalog `bytes`), those not inside the localization
    /// of a language `isKept` does not keep: a language an export does not write.
    static func outsideLanguagesNotKept(_ diagnostics: [Diagnostic], in bytes: [UInt8], isKept: (String) -> Bool) -> [Diagnostic] {
        guard let root = (try? JSONParser().parse(bytes))?.object else { return diagnostics }
        // Where each member starts, in the order written, and whether what follows it up to the
        // next one is written: every member's of the catalog, its entries and their members,
        // and each localization's, whose language decides.
        var starts: [(location: SourceLocation, isWritten: Bool)] = []
        for member in root.members {
            starts.append((member.keyLocation, true))
            guard member.key == "strings", let entries = member.value.object else { continue }
            for entry in entries.members {
                starts.append((entry.keyLocation, true))
                for field in entry.value.object?.members ?? [] {
                    starts.append((field.keyLocation, true))
                    guard field.key == "localizations", let localizations = field.value.object else { continue }
                    for localization in localizations.members {
                        starts.append((localization.keyLocation, isKept(localization.key)))
                    }
                }
            }
        }
        // `starts` are in the file's order: the member a place is in is found by halving.
        return diagnostics.filter { diagnostic in
            guard let location = diagnostic.location else { return true }
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle].location <= location { low = middle + 1 } else { high = middle }
            }
            return low == 0 || starts[low - 1].isWritten
        }
    }

    /// Each escape in a JSON string of `bytes` that stands for a character XML 1.0 cannot hold:
    /// a control character other than tab, line feed and carriage return (JSON writes those only
    /// escaped), and U+FFFE and U+FFFF, escaped or not.
    static func charactersXMLCannotHold(in bytes: [UInt8], path: String) -> [Diagnostic] {
        var found: [(offset: Int, scalar: String)] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                // Only `\` and 0xEF can start what is looked for: other bytes are stepped over
                // eight at a time.
                while let word = ByteWord(at: index, in: buffer) {
                    let skipped = ByteWord.unmarkedPrefixCount(word.marks(UInt8(ascii: "\\")) | word.marks(0xEF))
                    index += skipped
                    if skipped < 8 { break }
                }
                guard index < buffer.count else { break }
                let byte = buffer[index]
                if byte == UInt8(ascii: "\\") {
                    if index + 5 < buffer.count, buffer[index + 1] == UInt8(ascii: "u") {
                        let hex = String(decoding: UnsafeBufferPointer(rebasing: buffer[(index + 2)...(index + 5)]), as: UTF8.self).uppercased()
                        if let value = UInt32(hex, radix: 16), value < 0x20 && value != 0x9 && value != 0xA && value != 0xD || value == 0xFFFE || value == 0xFFFF {
                            found.append((index, hex))
                        }
                    }
                    index += 2
                    continue
                }
                if byte == 0xEF, index + 2 < buffer.count, buffer[index + 1] == 0xBF, buffer[index + 2] == 0xBE || buffer[index + 2] == 0xBF {
                    found.append((index, buffer[index + 2] == 0xBE ? "FFFE" : "FFFF"))
                }
                index += 1
            }
        }
        // The lines are counted in one pass over the file, the places found being in its order;
        // columns as the JSON reader counts them, after a byte order mark.
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var counted = 0
        return found.map { offset, scalar in
            while counted < offset {
                if bytes[counted] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
            return Diagnostic(
                .error, "U+\(scalar) cannot be written in XLIFF: XML 1.0 has no form for it; remove it from the catalog to export",
                path: path, at: SourceLocation(line: line, column: offset - lineStart + 1))
        }
    }
}
