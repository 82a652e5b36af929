import InputText

/// Reads `.strings` files, the text format of localization tables before String Catalogs.
///
/// The grammar is what Foundation's (CoreFoundation's) property list parser accepts as a
/// strings file, checked against Foundation on Linux:
///
/// - entries `key = value;`, and `key;`, whose value is the key; the `;` after the last entry
///   is required;
/// - strings quoted with `"` or `'`, with escapes (`\n`, `\t`, `\"`, `\U20AC`, octal `\351`…;
///   see the escapes of a quoted string below), and line breaks kept as they are;
/// - unquoted strings of ASCII letters and digits and `_ $ / : . -` (`NSCameraUsageDescription`);
/// - `/* … */` and `//` comments, and whitespace (tab, line feed, vertical tab, form feed,
///   carriage return, space, U+2028, U+2029), wherever whitespace may be;
/// - the entries inside `{` and `}`, which makes the file an old-style property list
///   dictionary that Foundation reads the same way.
///
/// Escapes: `\a \b \f \n \r \t \v` are the control characters; a backslash before a line break
/// is that line break; `\U` takes up to four hexadecimal digits (uppercase `U` only) and gives a
/// UTF-16 code unit, so `\UD83D\UDE00` is one character and a surrogate without its other half
/// is U+FFFD; a backslash and up to three octal digits give a byte of the NeXTSTEP character set
/// (`\351` is "Ø"); before any other character the backslash is dropped and the character kept:
/// `\'` is "'", `\u203A` is "u203A".
///
/// Where it deliberately differs from Foundation:
///
/// - an empty text, or one of nothing but whitespace and comments, is an empty table (Foundation
///   rejects a file of 0 bytes);
/// - anything after an entry's `;` that cannot start a key (a second `;`, a `}` without a `{`,
///   a character such as `é` or `+`, a quoted key without its closing quote) is an error, where
///   Foundation stops reading there and silently drops the rest of the file;
/// - an unterminated `/*` comment is an error, where Foundation makes it run to the end of the
///   file, dropping the entries in it;
/// - a value must be a string: Foundation also reads arrays `( … )`, dictionaries `{ … }` and
///   data `< … >` there, which are no strings table's values;
/// - a file of a single string (`"key"`) is an error, where Foundation reads it as a string
///   property list rather than a table.
package enum StringsFileParser {
    /// Parses the UTF-8 text of a strings file (such as LegacyText.utf8).
    ///
    /// Positions are lines and columns in UTF-8 bytes of `utf8`, the decoded text, whatever the
    /// file's encoding was; lines end at `\n`, `\r\n` or `\r`.
    /// - Parameters:
    ///   - utf8: The text, without a byte order mark. A byte that is not well-formed UTF-8 is
    ///     an error at its position, as ``LegacyText/decode(_:path:)`` reports it, whatever
    ///     else is wrong with the text.
    ///   - path: The name diagnostics give the file.
    ///   - readsComments: Whether entries get the comment before them; a translation's comments
    ///     have no use, and not making them is faster.
    /// - Returns: The file, and the warnings: keys defined more than once give one warning per
    ///   file, at the second definition of the first key to be repeated, saying how many keys are
    ///   repeated and naming the first three in the order of their repeats, e.g. "3 keys are
    ///   defined more than once, the last definition wins: 'OtherViews' (31 times), 'Tables'
    ///   (2 times), 'Add' (2 times)", with ", …" after them when there are more.
    /// - Throws: The first byte that is not UTF-8, or else the syntax error, at its
    ///   line:column: one error, since nothing after a syntax error can be trusted.
    package static func parse(_ utf8: [UInt8], path: String, readsComments: Bool = true) throws(DiagnosticError) -> (file: StringsFile, warnings: [Diagnostic]) {
        let definitions = try utf8.withUnsafeBufferPointer { bytes throws(DiagnosticError) in
            try readDefinitions(bytes, path: path, readsComments: readsComments)
        }
        return (StringsFile(entries: definitions.entries), definitions.warnings(path: path))
    }

    /// Every definition of the text (UTF-8, without byte order mark), in file order, repeated
    /// keys included, each with its bytes (``StringsFileEntry/range``): for an editor that
    /// removes entries and keeps every other byte.
    ///
    /// - Throws: What ``parse(_:path:readsComments:)`` throws.
    package static func definitions(_ utf8: [UInt8], path: String) throws(DiagnosticError) -> [StringsFileEntry] {
        var entries: [StringsFileEntry] = []
        try utf8.withUnsafeBufferPointer { bytes throws(DiagnosticError) in
            try forEachDefinition(in: bytes, path: path) { entries.append($0) }
        }
        return entries
    }

    /// Every definition of the text, in file order, with the keys defined more than once.
    static func readDefinitions(_ bytes: UnsafeBufferPointer<UInt8>, path: String, readsComments: Bool = true) throws(DiagnosticError) -> StringsFileDefinitions {
        var definitions = StringsFileDefinitions()
        try forEachDefinition(in: bytes, path: path, readsComments: readsComments) { definitions.add($0) }
        return definitions
    }

    /// Reads the text and gives `body` every definition, in file order, repeated keys included;
    /// the text is checked to be UTF-8 as it is read.
    static func forEachDefinition(
        in bytes: UnsafeBufferPointer<UInt8>, path: String, readsComments: Bool = true, _ body: (StringsFileEntry) -> Void
    ) throws(DiagnosticError) {
        var scanner = StringsFileScanner(bytes: bytes, path: path)
        do {
            try readEntries(&scanner, readsComments: readsComments, body)
        } catch {
            // A byte that is not UTF-8 is the file's first problem, wherever the scanner stopped:
            // a file is text before it is a table.
            if let illFormed = LegacyText.utf8Error(in: bytes, path: path) { throw illFormed }
            throw error
        }
    }

    private static func readEntries(
        _ scanner: inout StringsFileScanner, readsComments: Bool, _ body: (StringsFileEntry) -> Void
    ) throws(DiagnosticError) {
        try scanner.skipWhitespaceAndComments()
        let isBraced = scanner.current == UInt8(ascii: "{")
        if isBraced {
            scanner.stepOverToken()
            try scanner.skipWhitespaceAndComments()
        }
        while true {
            if scanner.isAtString {
                body(try readEntry(&scanner, readsComments: readsComments))
            } else if !isBraced && scanner.current == nil {
                return
            } else if isBraced && scanner.current == UInt8(ascii: "}") {
                scanner.stepOverToken()
                try scanner.skipWhitespaceAndComments()
                guard scanner.current == nil else {
                    throw scanner.error("\(scanner.unexpected()) after the closing '}'", at: scanner.location)
                }
                return
            } else {
                throw scanner.error("\(scanner.unexpected()); expected a key\(isBraced ? " or '}'" : "")", at: scanner.location)
            }
        }
    }

    /// Reads the entry whose key is at the cursor, up to the whitespace after its `;`.
    static func readEntry(_ scanner: inout StringsFileScanner, readsComments: Bool = true) throws(DiagnosticError) -> StringsFileEntry {
        let commentStart = scanner.pendingCommentStart
        let comment = readsComments ? try scanner.takeComment() : nil
        let keyLocation = scanner.location
        let start = scanner.index
        let key = try scanner.readString()
        try scanner.skipWhitespaceAndComments()
        let value: String
        let valueLocation: SourceLocation
        switch scanner.current {
        case UInt8(ascii: ";"):
            (value, valueLocation) = (key, keyLocation)
        case UInt8(ascii: "="):
            scanner.stepOverToken()
            try scanner.skipWhitespaceAndComments()
            guard scanner.isAtString else {
                throw scanner.error("\(scanner.unexpected()); expected a string value after '='", at: scanner.location)
            }
            valueLocation = scanner.location
            value = try scanner.readString()
            try scanner.skipWhitespaceAndComments()
            guard scanner.current == UInt8(ascii: ";") else {
                throw scanner.error("\(scanner.unexpected()); expected ';' after the value", at: scanner.location)
            }
        default:
            throw scanner.error("\(scanner.unexpected()); expected '=' or ';' after the key", at: scanner.location)
        }
        scanner.stepOverToken()
        let end = scanner.index
        try scanner.skipWhitespaceAndComments()
        return StringsFileEntry(
            key: key, keyLocation: keyLocation, value: value, valueLocation: valueLocation, comment: comment,
            range: start..<end, commentStart: commentStart)
    }
}
