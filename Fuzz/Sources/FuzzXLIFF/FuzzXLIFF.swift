@testable import InputText
@testable import XLIFF
@testable import XML

/// XLIFF from a translation platform, read and imported. The input is an XML document:
/// - `XMLParser` reads it. Checked: reading it twice gives the same tree; every element's
///   position is its `<`, every attribute's the start of its name and every text's a character
///   of its content, on the line and column the bytes give (lines broken by `\n`, `\r\n` and
///   `\r`, as XML reads them; in a UTF-16 input, its text as UTF-8); an error's position is inside the input.
/// - `XLIFFReader` reads it (and refuses what `XMLParser` refuses). Each file is imported into a
///   fixed catalog (source language `en`: a plain key, a plural key, a device key and a key with
///   two substitutions), with its source language made the catalog's if it is another (the
///   import as given must refuse it). Checked: the import succeeds; the catalog it leaves is
///   read again (`ExchangeCatalog`) and exports what it exports; that export for the file's
///   target language, written by `XLIFFWriter`, is read by `XMLParser` and `XLIFFReader` as the
///   same units (an empty `<note/>` read as an empty comment); and importing it again into the
///   imported catalog changes nothing.
/// The text positions are counted in: the bytes, or, for UTF-16 with a byte order mark, its text
/// as UTF-8 after the mark (as every reader counts them). Ill-formed units become U+FFFD; the
/// reader stops at the first, so the text up to an error's position is the same.
func textAsRead(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) else { return bytes }
    let bigEndian = bytes[0] == 0xFE
    let units = stride(from: 2, to: bytes.count - 1, by: 2).map { offset -> UInt16 in
        let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = Lines(textAsRead(bytes))
    let parsed: XMLElement?
    do {
        let root = try XMLParser().parse(bytes)
        guard (try? XMLParser().parse(bytes)) == root else { fatalError("parsing the same bytes twice gave different trees") }
        checkPositions(root, lines)
        parsed = root
    } catch {
        guard lines.contains(error.location, atEnd: true) else { fatalError("the error's position \(error.location) is outside the input: \(error)") }
        parsed = nil
    }
    let path = "Fuzz/fuzz.xliff"
    let files: [XLIFFFile]
    do {
        files = try XLIFFReader().files(bytes, path: path)
    } catch {
        return 0
    }
    guard let parsed, parsed.name == "xliff" else { fatalError("XLIFFReader read a document XMLParser refuses or whose root is no <xliff>") }
    for file in files { roundTrip(file, path: path) }
    return 0
}

// MARK: XML positions

/// Where each line of the input starts, as `XMLScanner` counts them: a line starts after `\n`,
/// after a `\r` not followed by `\n`, and the first one after a byte order mark.
struct Lines {
    let bytes: [UInt8]
    var starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")) {
                starts.append(offset + 1)
            }
        }
    }

    /// The byte offset of `location`, if its line exists and its column is on that line (its
    /// line break included); `atEnd` allows the offset just past the last byte.
    func offset(of location: SourceLocation, atEnd: Bool = false) -> Int? {
        guard location.line >= 1, location.line <= starts.count, location.column >= 1 else { return nil }
        let start = starts[location.line - 1]
        let end = location.line < starts.count ? starts[location.line] : bytes.count
        let offset = start + location.column - 1
        guard offset < end || atEnd && offset == bytes.count else { return nil }
        return offset
    }

    func contains(_ location: SourceLocation, atEnd: Bool) -> Bool {
        offset(of: location, atEnd: atEnd) != nil
    }
}

private func checkPositions(_ element: XMLElement, _ lines: Lines) {
    let bytes = lines.bytes
    guard let offset = lines.offset(of: element.location), bytes[offset] == UInt8(ascii: "<"),
          bytes[(offset + 1)...].starts(with: element.name.utf8)
    else { fatalError("element <\(element.name)> is placed at \(element.location), where its '<' is not") }
    for attribute in element.attributes {
        guard let offset = lines.offset(of: attribute.location), bytes[offset...].starts(with: attribute.name.utf8) else {
            fatalError("attribute '\(attribute.name)' of <\(element.name)> is placed at \(attribute.location), where its name is not")
        }
    }
    for piece in element.content {
        switch piece {
        case .element(let child):
            checkPositions(child, lines)
        case .text(let text, let location):
            guard let offset = lines.offset(of: location), bytes[offset] != UInt8(ascii: "<") || bytes[offset...].starts(with: "<![CDATA[".utf8) else {
                fatalError("text \(text.debugDescription) in <\(element.name)> is placed at \(location), where no text starts")
            }
        }
    }
}

// MARK: Import and export

/// The catalog each file is imported into: a plain key, a plural key, a device key, a key with
/// two substitutions and a string set; German translated in part, French with one machine
/// translation.
let catalogBytes = Array(#"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%#@files@ in %#@folders@" : {
          "comment" : "Files in folders",
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
                } } }
              }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
                } } }
              }
            }
          }
        },
        "%lld items" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Elemente" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "Greeting" : {
          "comment" : "Shown at launch & <after> an update",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "Bonjour" } }
          }
        },
        "Tap" : {
          "isCommentAutoGenerated" : true,
          "comment" : "Tap",
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Select" } }
            } } }
          }
        },
        "Search in ${applicationName}" : {
          "localizations" : {
            "de" : { "stringSet" : { "state" : "translated", "values" : [ "Suche in ${applicationName}" ] } },
            "en" : { "stringSet" : { "state" : "new", "values" : [ "Search in ${applicationName}", "Find in ${applicationName}" ] } }
          }
        },
        "Untranslatable" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }

    """#.utf8)

let catalogPath = "Fuzz/Localizable.xcstrings"
let fixedCatalog: ExchangeCatalog = {
    do {
        return try ExchangeCatalog(bytes: catalogBytes, path: catalogPath, original: "Localizable.xcstrings")
    } catch {
        fatalError("the fixed catalog does not read: \(error)")
    }
}()

let tool = XLIFFWriter.Tool(id: "com.apple.dt.xcode", name: "Xcode", version: "16.4", buildNumber: "16F6")

/// Whether `code` is spelled as a language: letters, then subtags of letters and digits after
/// `-` or `_`, each 1 to 8 long (written here again, as the fuzzer's own oracle).
private func isLanguage(_ code: String) -> Bool {
    let subtags = code.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        && subtags[0].allSatisfy(\.isLetter)
}

private func roundTrip(_ read: XLIFFFile, path: String) {
    var file = read
    if !isLanguage(file.targetLanguage) {
        var catalog = fixedCatalog
        if (try? catalog.importing(file, from: path)) != nil { fatalError("imported a file whose target language is '\(file.targetLanguage)'") }
        file.targetLanguage = "fr"
    }
    // Another spelling of a language the catalog has is that language.
    let folded = { (code: String) in code.lowercased().replacingOccurrences(of: "_", with: "-") }
    if let spelling = fixedCatalog.languages.first(where: { folded($0) == folded(file.targetLanguage) }) { file.targetLanguage = spelling }
    if file.sourceLanguage.lowercased().replacingOccurrences(of: "_", with: "-") != fixedCatalog.sourceLanguage {
        var catalog = fixedCatalog
        if (try? catalog.importing(file, from: path)) != nil { fatalError("imported a file whose source language is '\(file.sourceLanguage)' into an 'en' catalog") }
        file.sourceLanguage = fixedCatalog.sourceLanguage
    }
    let language = file.targetLanguage
    var catalog = fixedCatalog
    do {
        _ = try catalog.importing(file, from: path)
    } catch {
        fatalError("refused to import a file of the catalog's source language: \(error)")
    }
    let written = catalog.written()
    let reread: ExchangeCatalog
    do {
        reread = try ExchangeCatalog(bytes: written, path: catalogPath, original: catalog.original)
    } catch {
        fatalError("the imported catalog does not read again: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    let exported: XLIFFFile
    do {
        exported = try catalog.xliffFile(language: language)
    } catch {
        fatalError("the imported catalog does not export '\(language)': \(error)")
    }
    guard (try? reread.xliffFile(language: language)) == exported else {
        fatalError("the imported catalog, written and read again, exports another file for '\(language)'")
    }
    let document = XLIFFWriter(tool: tool).document([exported])
    do {
        _ = try XMLParser().parse(document)
    } catch {
        fatalError("XMLParser refuses the written export: \(error)\n\(String(decoding: document, as: UTF8.self))")
    }
    let back: [XLIFFFile]
    do {
        back = try XLIFFReader().files(document, path: "Fuzz/export.xliff")
    } catch {
        fatalError("XLIFFReader refuses the written export: \(error)")
    }
    guard back.count == 1 else { fatalError("the written export holds \(back.count) files, not 1") }
    guard back[0].units.map(\.id) == exported.units.map(\.id) else { fatalError("the written export's unit ids read back differently") }
    guard back[0].original == exported.original, back[0].sourceLanguage == exported.sourceLanguage, back[0].targetLanguage == exported.targetLanguage else {
        fatalError("the written export's <file> attributes read back differently")
    }
    for (unit, original) in zip(back[0].units, exported.units) where comparable(unit) != comparable(original) {
        fatalError("unit '\(original.id)' reads back as \(comparable(unit)), written as \(comparable(original))")
    }
    var again = catalog
    let outcome: ImportOutcome
    do {
        outcome = try again.importing(back[0], from: "Fuzz/export.xliff")
    } catch {
        fatalError("refused to import the catalog's own export: \(error)")
    }
    guard outcome.changed == 0, outcome.warnings.isEmpty, again.written() == written else {
        fatalError("importing the catalog's own export changed \(outcome.changed) values (\(outcome.warnings.count) warnings)")
    }
}

/// A unit without its position, with no comment read as an empty one (`<note/>`).
private func comparable(_ unit: XLIFFUnit) -> XLIFFUnit {
    var unit = unit
    unit.location = nil
    unit.target?.location = nil
    unit.note.text = unit.note.text ?? ""
    return unit
}
