import Foundation
import InputText
import JSON
import TableModel

extension StringTable {
    /// Reads and validates the catalog at `path`.
    ///
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Returns: The catalog and its warnings.
    /// - Throws: Every diagnostic, when the file cannot be read or any of them is an error.
    public static func read(contentsOfFile path: String) throws(DiagnosticError) -> TableReadResult {
        let data: Data
        do {
            data = try FileBytes.read(atPath: path)
        } catch {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, error.message, path: path, at: nil)])
        }
        return try read(bytes: data, path: path)
    }

    /// Parses and validates a catalog from its bytes.
    ///
    /// Validation reports every problem in one pass; a JSON syntax error stops at that error,
    /// since nothing after it can be understood.
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 JSON.
    ///   - path: The name diagnostics give the file.
    /// - Returns: The catalog and its warnings.
    /// - Throws: Every diagnostic, when any of them is an error.
    public static func read(bytes: some Collection<UInt8>, path: String) throws(DiagnosticError) -> TableReadResult {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(DiagnosticError) in try read(buffer: buffer, path: path) }
        }
        if let result { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer { buffer in
            Result { () throws(DiagnosticError) in try read(buffer: buffer, path: path) }
        }.get()
    }

    private static func read(buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticError) -> TableReadResult {
        if let result = readDeferringEntries(buffer: buffer, path: path) { return try result.get() }
        // For documents whose entries cannot be deferred, and to report the first syntax error.
        return try readWholeTree(buffer: buffer, path: path)
    }

    /// Reads the catalog from the whole document's tree.
    package static func readWholeTree(buffer: UnsafeBufferPointer<UInt8>, path: String) throws(DiagnosticError) -> TableReadResult {
        let root: JSONValue
        do {
            root = try JSONParser().parse(buffer)
        } catch {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, error.message, path: path, at: error.location)])
        }
        var decoder = CatalogDecoder(path: path)
        let catalog = decoder.decodeCatalog(root)
        return try result(catalog, decoder.diagnostics)
    }

    /// Reads the catalog with each entry parsed on the core that decodes it; `nil` when the
    /// document is not JSON or its entries cannot be deferred.
    package static func readDeferringEntries(buffer: UnsafeBufferPointer<UInt8>, path: String) -> Result<TableReadResult, DiagnosticError>? {
        let maximumDepth = JSONParser().maximumDepth
        let bytes = SharedBytes(buffer: buffer)
        let sourceLanguage = StringTable.sourceLanguage(ofDocument: buffer, maximumDepth: maximumDepth)
        // Entries are decoded on the other cores from the moment they are stepped over, and
        // on every core once stepping is done.
        let entryDecoder = SteppedEntryDecoder { member in
            var reader = PlainEntryReader(bytes: bytes.buffer, maximumDepth: maximumDepth)
            if let decoded = reader.entry(member, path: path, sourceLanguage: sourceLanguage) { return CatalogDecoder.DecodedEntry(decoded) }
            var scanner = JSONScanner(bytes: bytes.buffer, maximumDepth: maximumDepth)
            do throws(JSONSyntaxError) {
                return CatalogDecoder.DecodedEntry(CatalogDecoder.decodedEntry(
                    member, value: try scanner.parseDeferredValue(member), path: path, sourceLanguage: sourceLanguage))
            } catch {
                return CatalogDecoder.DecodedEntry(failure: error)
            }
        }
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        let document = try? scanner.parseDocument(deferringMembersOf: "strings", stepped: entryDecoder.add)
        // Waited for even when the document is read another way: the tasks read its bytes.
        let decoded = entryDecoder.finish()
        guard let (root, members) = document else { return nil }
        var decoder = CatalogDecoder(path: path)
        let catalog: StringTable?
        do {
            catalog = try decoder.decodeCatalog(root, deferredEntries: members, decoded: decoded)
        } catch {
            return nil
        }
        return Result { () throws(DiagnosticError) in try result(catalog, decoder.diagnostics) }
    }

    /// The catalog's source language, known before the entries are decoded: which language's
    /// texts are parsed again, and whose references to undefined substitutions are errors. Xcode
    /// writes it first (members in name order); another tool's catalog may put `strings` before
    /// it, which is stepped over to reach it. `nil` when the document has none that is a string,
    /// or is no JSON object: reading it reports that.
    package static func sourceLanguage(ofDocument buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int) -> String? {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        do throws(JSONSyntaxError) {
            try scanner.skipByteOrderMark()
            scanner.skipWhitespace()
            guard scanner.index < buffer.count, buffer[scanner.index] == UInt8(ascii: "{"),
                  try scanner.enterContainer(closedBy: UInt8(ascii: "}")) else { return nil }
            repeat {
                if try scanner.parseMemberKey().key == "sourceLanguage" {
                    guard scanner.index < buffer.count, buffer[scanner.index] == UInt8(ascii: "\"") else { return nil }
                    return try scanner.parseString()
                }
                try scanner.stepOverValue()
            } while try scanner.parseSeparator(closing: UInt8(ascii: "}"))
            return nil
        } catch {
            return nil
        }
    }

    private static func result(_ catalog: StringTable?, _ diagnostics: [Diagnostic]) throws(DiagnosticError) -> TableReadResult {
        let diagnostics = diagnostics.sortedByPosition()
        guard let catalog, !diagnostics.containsErrors else {
            throw DiagnosticError(diagnostics: diagnostics)
        }
        return TableReadResult(catalog: catalog, warnings: diagnostics)
    }
}

/// The bytes of a document that threads parse parts of at once; they only read them, and the
/// document outlives them.
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}
