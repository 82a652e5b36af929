import Foundation
@testable import InputText
@testable import LegacyReader

/// What the legacy readers give, and what Foundation gives for the same bytes, as tables.
enum FoundationStrings {
    /// Foundation's reading of `bytes` as a strings table; `nil` when it cannot read them, or
    /// reads something that is not a table of strings.
    static func table(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [String: String]
    }

    static func table(_ text: String) -> [String: String]? {
        table(Array(text.utf8))
    }

    /// The entries as a table (the last value where keys repeat, though the parser leaves none).
    static func table(_ file: StringsFile) -> [String: String] {
        Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The file's bytes decoded and parsed, as a table.
    static func parsedTable(_ bytes: [UInt8], path: String = "Test.strings") throws(DiagnosticError) -> [String: String] {
        table(try StringsFileParser.parse(LegacyText.decode(bytes, path: path).utf8, path: path).file)
    }
}
