import InputText

/// Reads XML property lists, as `.stringsdict` files are written, keeping where every key and
/// value is written.
///
/// It reads the bytes itself, in one pass, because Foundation's XML support is not on every
/// platform the tool runs on and Foundation's property list reader reports no positions. What
/// it accepts is what Foundation's reader accepts, with these differences:
/// - A dictionary's repeated key is kept in ``PropertyListNode/Value/dictionary(_:)`` every time
///   it is written, with a warning; Foundation keeps the last value.
/// - Only UTF-8 is read: an `encoding` other than UTF-8 in the XML declaration is an error
///   (Foundation converts from it).
/// - Base64 text in `<data>` must be well formed (Foundation skips characters it does not
///   know and drops an unfinished group of four); `<data/>` is empty data, like
///   `<data></data>` (Foundation rejects `<data/>`).
/// - A file without an element is an error, whitespace alone too (Foundation reads whitespace
///   as an empty property list of the old, non-XML format).
/// - Anything but whitespace, comments and processing instructions after the root value is an
///   error (Foundation ignores it), as are `<key>` outside a `<dict>`, `<plist>` inside a value,
///   and a sign followed by whitespace in `<integer>` (Foundation reads all three).
/// - Character references must be `&#` and decimal digits or `&#x` and hexadecimal digits
///   (Foundation reads `&#;` as U+0000); references and CDATA sections in `<integer>`,
///   `<real>`, `<date>` and `<data>` are errors (Foundation decodes references in `<real>`).
/// - Attributes are `name="value"` or `name='value'`, and a `<` or `>` in a value is an
///   error (Foundation skips whatever a tag holds up to its first `>`, wherever that is).
package enum PropertyListXMLParser {
    /// Parses an XML property list given as UTF-8 bytes (a BOM already removed by the caller).
    ///
    /// The values may be wrapped in `<plist>`, which then holds exactly one, or, as Foundation
    /// allows, stand alone. The XML declaration, a `<!DOCTYPE>` without an internal subset,
    /// comments and processing instructions may come before the root value; comments and
    /// processing instructions may also come between elements and after the root.
    ///
    /// - Parameters:
    ///   - utf8: The file's bytes.
    ///   - path: The file's path, as diagnostics name it.
    /// - Returns: The root value (the single child of `<plist>`), and warnings in file order: a
    ///   key repeated in a dictionary is warned about at the repetition, naming where the key
    ///   is first defined. Both members are kept, in file order, in
    ///   ``PropertyListNode/Value/dictionary(_:)``; Foundation keeps only the last one's value.
    /// - Throws: the first syntax error at its exact line:column. A binary property list (its
    ///   bytes start with `bplist`) is an error that says how to convert it to XML.
    package static func parse(_ utf8: [UInt8], path: String) throws(DiagnosticError) -> (root: PropertyListNode, warnings: [Diagnostic]) {
        try utf8.withUnsafeBufferPointer { buffer throws(DiagnosticError) in try parse(buffer, path: path) }
    }

    /// Parses an XML property list given as UTF-8 bytes in place, as the package `parse` does.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticError) -> (root: PropertyListNode, warnings: [Diagnostic]) {
        var scanner = PropertyListXMLScanner(bytes: buffer, path: path)
        let result = Result { () throws(PropertyListSyntaxError) in (try scanner.parseDocument(), scanner.warnings) }
        switch result {
        case .success(let (root, warnings)):
            return (root, warnings)
        case .failure(let error):
            throw DiagnosticError(diagnostics: [Diagnostic(.error, error.message, path: path, at: error.location)])
        }
    }
}
