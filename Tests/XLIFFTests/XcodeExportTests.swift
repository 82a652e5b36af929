import Foundation
import InputText
import Testing
import TestSupport
import XLIFF
import XML

/// Xcode's own exports (`../shared/xliff-corpus`): each catalog's `<file>` block as this tool
/// writes it from the catalog at the same commit, against Xcode's bytes, with Xcode's `<tool>`
/// in the header so that the whole block can be compared; and Xcode's XLIFF imported into the
/// catalogs it came from changes nothing.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.xliffCorpus), "needs ../shared/xliff-corpus"))
struct XcodeExportTests {
    static let project = SharedFolder.xliffCorpus.appendingPathComponent("newmarcel__KeepingYouAwake")
    static let catalogs = ["KeepingYouAwake/Localizable.xcstrings", "KeepingYouAwake/Settings/KYASettings.xcstrings"]

    static var languages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project.path)) ?? []
        let languages = names.filter { $0.hasSuffix(".xcloc") }.map { String($0.dropLast(6)) }.sorted()
        return languages.isEmpty && SharedFolder.isRequired ? ["required-folder-is-missing"] : languages
    }

    static func xcodeExport(_ language: String) throws -> [UInt8] {
        Array(try Data(contentsOf: project.appendingPathComponent("\(language).xcloc/Localized Contents/\(language).xliff")))
    }

    static func catalog(_ original: String) throws -> (ExchangeCatalog, [UInt8]) {
        let url = project.appendingPathComponent("src/\(original)")
        let bytes = Array(try Data(contentsOf: url))
        return (try ExchangeCatalog(bytes: bytes, path: url.path, original: original), bytes)
    }

    /// The `<file>` block for `original` in `document`, from its first line to `</file>` and the
    /// line break after it.
    static func block(_ original: String, in document: [UInt8]) -> [UInt8]? {
        let text = String(decoding: document, as: UTF8.self)
        guard let start = text.range(of: "  <file original=\"\(original)\""),
              let end = text.range(of: "  </file>\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        return Array(text[start.lowerBound..<end.upperBound].utf8)
    }

    /// The tool Xcode's headers name.
    static func xcodeTool(in document: [UInt8]) throws -> XLIFFWriter.Tool {
        let root = try XMLParser().parse(document)
        let tool = try #require(root.firstElement(named: "file")?.firstElement(named: "header")?.firstElement(named: "tool"))
        return XLIFFWriter.Tool(
            id: tool.attribute("tool-id") ?? "", name: tool.attribute("tool-name") ?? "", version: tool.attribute("tool-version") ?? "",
            buildNumber: tool.attribute("build-num"))
    }

    @Test(arguments: languages)
    func everyCatalogsFileIsXcodesBytes(language: String) throws {
        let xcode = try Self.xcodeExport(language)
        let writer = XLIFFWriter(tool: try Self.xcodeTool(in: xcode))
        for original in Self.catalogs {
            let (catalog, _) = try Self.catalog(original)
            var ours: [UInt8] = []
            writer.append(try catalog.xliffFile(language: language), to: &ours)
            let theirs = try #require(Self.block(original, in: xcode), "Xcode's \(language) export has no <file> for \(original)")
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self), "\(original) in \(language)")
        }
    }

    @Test(arguments: languages)
    func importingXcodesExportChangesNothing(language: String) throws {
        let path = Self.project.appendingPathComponent("\(language).xcloc/Localized Contents/\(language).xliff").path
        let files = try XLIFFReader().files(try Self.xcodeExport(language), path: path)
        var imported = 0
        for original in Self.catalogs {
            var (catalog, bytes) = try Self.catalog(original)
            let file = try #require(files.first { $0.original == original })
            let outcome = try catalog.importing(file, from: path)
            #expect(outcome.changed == 0, "\(original) in \(language)")
            #expect(outcome.warnings.isEmpty)
            #expect(catalog.written() == bytes)
            imported += outcome.unchanged
        }
        #expect(imported > 0)
    }
}
