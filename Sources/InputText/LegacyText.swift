/// The text of a legacy file (a `.strings` or `.stringsdict` file), decoded, with what it was
/// encoded in (the XML reader decodes a UTF-16 document with it too): here, beside the other readers' text, so that a column is counted one way for
/// every file the package reads and reports on (SARIF's columns are recounted from it).
///
/// Positions in legacy files are given in this text's terms: lines, and columns counted in
/// UTF-8 bytes of the decoded line, as for every other file the package reads. For a UTF-16
/// file that is not the byte offset in the file: `é` is two columns wide, as in UTF-8.
package struct LegacyText: Sendable {
    /// How a legacy file's bytes encode its text.
    package enum Encoding: String, Sendable {
        /// UTF-8 without a byte order mark (plain ASCII included).
        case utf8
        /// UTF-8 after the byte order mark EF BB BF.
        case utf8WithBOM
        /// UTF-16, least significant byte first, after the byte order mark FF FE.
        case utf16LittleEndian
        /// UTF-16, most significant byte first, after the byte order mark FE FF.
        case utf16BigEndian
    }

    /// The text as UTF-8 bytes, without byte order mark.
    package var utf8: [UInt8]
    /// What the file's bytes were encoded in.
    package var encoding: Encoding

    /// Decodes a file's bytes: UTF-8 with or without a BOM (EF BB BF), UTF-16 LE (FF FE) or BE (FE FF) with a BOM.
    ///
    /// UTF-16 without a byte order mark is not read, as Foundation does not read it either. Nor is
    /// it guessed at: bytes with a NUL byte among their first two, which UTF-16 text that starts
    /// with an ASCII character always has and a strings file in UTF-8 never has, are an error
    /// that says the byte order mark is missing. Other bytes without a
    /// byte order mark are read as UTF-8.
    ///
    /// A file of nothing but a byte order mark is an empty text.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The name diagnostics give the file.
    /// - Returns: The text, and the encoding it was read in.
    /// - Throws: Invalid UTF-8, an unpaired UTF-16 surrogate or a UTF-16 file of an odd number of
    ///   bytes, at the line:column of the decoded text where decoding failed.
    package static func decode(_ bytes: some Collection<UInt8>, path: String) throws(DiagnosticError) -> LegacyText {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(DiagnosticError) in try decode(buffer: buffer, path: path) }
        }
        if let result { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer { buffer throws(DiagnosticError) in try decode(buffer: buffer, path: path) }
    }

    private static func decode(buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticError) -> LegacyText {
        let (encoding, textStart) = try encoding(of: buffer, path: path)
        switch encoding {
        case .utf8, .utf8WithBOM:
            return LegacyText(utf8: try validatedUTF8(buffer, from: textStart, path: path), encoding: encoding)
        case .utf16LittleEndian, .utf16BigEndian:
            return LegacyText(utf8: try transcodedUTF16(buffer, from: textStart, bigEndian: encoding == .utf16BigEndian, path: path), encoding: encoding)
        }
    }

    /// What a file's first bytes say: the encoding of its text, and where the text starts,
    /// after the byte order mark.
    /// - Throws: Bytes that look like UTF-16 without a byte order mark.
    package static func encoding(of buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticError) -> (encoding: Encoding, textStart: Int) {
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8WithBOM, 3) }
        if buffer.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if buffer.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if buffer.prefix(2).contains(0) {
            throw failure("the file looks like UTF-16 without a byte order mark, which is not read; save it as UTF-8, or as UTF-16 with a byte order mark", path: path, at: SourceLocation(line: 1, column: 1))
        }
        return (.utf8, 0)
    }

    static func failure(_ message: String, path: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(diagnostics: [Diagnostic(.error, message, path: path, at: location)])
    }
}
