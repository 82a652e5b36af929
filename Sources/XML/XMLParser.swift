import InputText

/// Reads XML 1.0 documents given as UTF-8 into elements that keep their positions, for files that
/// come from outside the team (XLIFF from a translation platform) and must be refused safely.
///
/// It reads the bytes itself, in one pass, because Foundation's XML support is not on every
/// platform the tool runs on and reports no positions. It checks well-formedness (matching tags,
/// quoted attributes written once, one root element, characters XML allows, references it knows)
/// and, for safety:
/// - refuses a document type declaration with an internal subset (`<!DOCTYPE x [ … ]>`), so that
///   no entity can be declared, and never reads an external one; a reference to any entity but
///   the five XML predefines (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`) is an error;
/// - reads UTF-8 only (a BOM is skipped; another declared encoding is an error);
/// - refuses elements nested deeper than ``maximumDepth``.
///
/// Line breaks are normalized as XML specifies (`\r\n` and `\r` read as `\n`, in attributes as a
/// space); a character reference (`&#13;`, `&#10;`) keeps the character it names.
package struct XMLParser: Sendable {
    /// The deepest nesting of elements that is accepted.
    package static let maximumDepth = 256

    package init() {}

    /// The root element of the document `bytes`.
    ///
    /// - Throws: The first thing that makes the document unreadable, at its line and column.
    package func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
        try bytes.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in
            var scanner = XMLScanner(bytes: buffer)
            return try scanner.document()
        }
    }

    /// The root element of the document `bytes`, read from `path`.
    ///
    /// - Throws: The first syntax error as a diagnostic at its position in `path`.
    package func parse(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> XMLElement {
        do {
            return try parse(bytes)
        } catch {
            throw DiagnosticError(error.diagnostic(path: path))
        }
    }
}
