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
/// - reads UTF-8 (a BOM is skipped) and UTF-16 with a byte order mark, little- or big-endian, as
///   XML 1.0 requires (§4.3.3), transcoded to UTF-8 first: positions are lines and columns of
///   the text as UTF-8, as for every file the package reads (``LegacyText``); an encoding
///   declared otherwise than the bytes are (`UTF-16` in a UTF-8 file), another encoding, and
///   UTF-16 without a byte order mark are errors;
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
        let encoding: LegacyText.Encoding
        do {
            encoding = try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticError) in try LegacyText.encoding(of: buffer, path: "").encoding }
        } catch {
            throw Self.syntaxError(error)
        }
        guard encoding == .utf16LittleEndian || encoding == .utf16BigEndian else { return try parse(bytes, isUTF16: false) }
        let text: [UInt8]
        do {
            text = try LegacyText.decode(bytes, path: "").utf8
        } catch {
            throw Self.syntaxError(error)
        }
        return try parse(text, isUTF16: true)
    }

    /// The root element of the UTF-8 text `bytes`, transcoded from UTF-16 when `isUTF16`.
    private func parse(_ bytes: [UInt8], isUTF16: Bool) throws(XMLSyntaxError) -> XMLElement {
        try bytes.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in
            var scanner = XMLScanner(bytes: buffer)
            scanner.isUTF16 = isUTF16
            return try scanner.document()
        }
    }

    /// The decoder's error about the text's encoding, as the parser's.
    private static func syntaxError(_ error: DiagnosticError) -> XMLSyntaxError {
        let diagnostic = error.diagnostics.first
        return XMLSyntaxError(diagnostic?.message ?? "the file's encoding cannot be read", at: diagnostic?.location ?? SourceLocation(line: 1, column: 1))
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
