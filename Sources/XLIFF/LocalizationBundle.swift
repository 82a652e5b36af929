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
        public var path: String
        public var contents: [UInt8]
    }

    /// The target language.
    public var language: String
    /// The files, `contents.json` first.
    public var files: [File]
    /// How many units the XLIFF holds.
    public var unitCount: Int

    /// The folders the bundle has even when empty.
    public static let emptyFolders = ["Notes"]

    /// The bundle of `catalogs` (in Xcode's order of files) for `language`.
    ///
    /// - Throws: What ``ExchangeCatalog/xliffFile(language:)`` throws, for every catalog.
    public init(catalogs: [ExchangeCatalog], language: String, developmentRegion: String, tool: XLIFFWriter.Tool) throws(DiagnosticError) {
        self.language = language
        var xliffFiles: [XLIFFFile] = []
        var problems: [Diagnostic] = []
        for catalog in catalogs {
            do throws(DiagnosticError) {
                xliffFiles.append(try catalog.xliffFile(language: language))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: problems) }
        unitCount = xliffFiles.reduce(0) { $0 + $1.units.count }
        files = [
            File(path: "contents.json", contents: Self.contents(developmentRegion: developmentRegion, language: language, tool: tool)),
            File(path: "Localized Contents/\(language).xliff", contents: XLIFFWriter(tool: tool).document(xliffFiles)),
        ] + catalogs.map { File(path: "Source Contents/\($0.original)", contents: $0.sourceContents()) }
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
