@testable import InputText
@testable import TableModel

/// Reads a catalog written inline in a test, named `Test.xcstrings` in diagnostics.
func readCatalog(_ json: String) throws(DiagnosticError) -> TableReadResult {
    try StringTable.read(bytes: Array(json.utf8), path: "Test.xcstrings")
}

/// Every diagnostic reading `json` produces, errors and warnings, as `path:line:column: ...` lines.
func diagnostics(_ json: String) -> [String] {
    do {
        return try readCatalog(json).warnings.map(\.description)
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// A catalog with `strings` as its entries, `en` as its source language.
func catalogJSON(_ strings: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
    \(strings)
      },
      "version" : "1.0"
    }
    """
}
