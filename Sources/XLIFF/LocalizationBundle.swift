import InputText
import JSON

/// An `.xcloc` bundle as Xcode's Export Localizations writes it, for one language:
/// `contents.json`, `Localized Contents/<language>.xliff`, `Source Contents/` with each catalog
/// at its path in the project (its source language only), and an empty `Notes/` folder.
public struct LocalizationBundle: Sendable {
    /// The folder's name: `<language>.xcloc`.
    public static func folderName(language: String) -> String { "\(language).xcloc" }

    /// A file of the bundle: its path inside the bundle, and its contents.
    public struct File: Sendable, Equatable {
        /// The path inside the bundle, such as `Localized Contents/de.xliff`.
        public var path: String
        /// The file's bytes.
        public var contents: [UInt8]

        /// Creates a file of the bundle.
        public init(path: String, contents: [UInt8]) {
            self.path = path
            self.contents = contents
        }
    }

    /// The target language.
    public var language: String
    /// The files, `contents.json` first.
    public var files: [File]
    /// How many units the XLIFF holds.
    public var unitCount: Int

    /// The folders the bundle has even when empty.
    public static let emptyFolders = ["Notes"]

    /// The XLIFF document of `catalogs` (in Xcode's order of files) for `language`, and how
    /// many units it holds.
    ///
    /// - Throws: What ``ExchangeCatalog/xliffFile(language:)`` throws, for every catalog.
    public static func xliff(of catalogs: [ExchangeCatalog], language: String, tool: XLIFFWriter.Tool) throws(DiagnosticError) -> (document: [UInt8], unitCount: Int) {
        var files: [XLIFFFile] = []
        var problems: [Diagnostic] = []
        for catalog in catalogs {
            do throws(DiagnosticError) {
                files.append(try catalog.xliffFile(language: language))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: problems) }
        return (XLIFFWriter(tool: tool).document(files), files.reduce(0) { $0 + $1.units.count })
    }

    /// The bundle for `language` whose XLIFF is `xliff` (``xliff(of:language:tool:)``, holding
    /// `unitCount` units) and whose `Source Contents` are `sourceContents`
    /// (``ExchangeCatalog/sourceContents()``, by `original`).
    public init(language: String, xliff: [UInt8], unitCount: Int, sourceContents: [(original: String, contents: [UInt8])], developmentRegion: String, tool: XLIFFWriter.Tool) {
        self.language = language
        self.unitCount = unitCount
        files = [
            File(path: "contents.json", contents: Self.contents(developmentRegion: developmentRegion, language: language, tool: tool)),
            File(path: "Localized Contents/\(language).xliff", contents: xliff),
        ] + sourceContents.map { File(path: "Source Contents/\($0.original)", contents: $0.contents) }
    }

    /// `contents.json`: the development region, the target language and the tool, laid out as
    /// Xcode writes it (sorted keys, `" : "`, no line break at the end).
    static func contents(developmentRegion: String, language: String, tool: XLIFFWriter.Tool) -> [UInt8] {
        var toolInfo: [JSONNode.Member] = []
        if let buildNumber = tool.buildNumber { toolInfo.append(.init("toolBuildNumber", .string(buildNumber))) }
        toolInfo += [.init("toolID", .string(tool.id)), .init("toolName", .string(tool.name)), .init("toolVersion", .string(tool.version))]
        let node = JSONNode.object([
            "developmentRegion": .string(developmentRegion),
            "targetLocale": .string(language),
            "toolInfo": .object(toolInfo),
            "version": .string("1.0"),
        ])
        return JSONWriter(keyOrder: .bytes, keySeparator: " : ", emptyContainersSpanLines: true, endsWithNewline: false).bytes(node)
    }
}
