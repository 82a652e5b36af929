import Foundation
@testable import StringCatalog

/// What Foundation gives for the bytes of a legacy file, as a table.
enum FoundationStrings {
    /// Foundation's reading of `bytes` as a strings table; `nil` when it cannot read them, or
    /// reads something that is not a table of strings.
    static func table(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [String: String]
    }

    static func table(_ text: String) -> [String: String]? {
        table(Array(text.utf8))
    }
}
