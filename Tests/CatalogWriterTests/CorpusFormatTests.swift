import CatalogWriter
import Foundation
import Testing
import TestSupport

/// `format` against Xcode's own bytes: every catalog of the corpus that Xcode last wrote comes out
/// exactly as it is.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "needs ../shared/corpus"))
struct CorpusFormatTests {
    /// What made a corpus catalog's bytes other than Xcode's.
    enum Difference {
        /// Entries added after Xcode last saved the file, where they do not sort: formatting
        /// moves whole lines and changes none.
        case appendedOutOfOrder
        /// Written by another tool in another layout.
        case otherLayout
    }

    /// The corpus catalogs whose bytes Xcode did not write last, and why each differs.
    static let notWrittenByXcode: [String: (Difference, String)] = [
        "CofficLab__GitOK__Packages__GitCoreKit__Sources__Localizable.xcstrings":
            (.otherLayout, #"written by a script: "key": value and an empty object as {}, where Xcode writes "key" : value and an empty line between the braces"#),
        "Finb__Bark__Bark__Localizable.xcstrings":
            (.appendedOutOfOrder, "'expired' and 'toggle' stand after 'thankYouSupport' and 'ttl', keys they sort before"),
        "coteditor__CotEditor__CotEditor__Localizables__Document Window__Document.xcstrings":
            (.appendedOutOfOrder, "'Toolbar.documentHistory.back.label' stands after 'Toolbar.documentHistory.label'"),
        "paulgessinger__swift-paperless__AppShared__Sources__AppShared__Resources__Localization__App.xcstrings":
            (.appendedOutOfOrder, "'connectionStatusBackOnlineToast' stands after 'connectionStatusOfflinePillShort'"),
    ]

    @Test(arguments: CorpusCatalogs.fileNames)
    func xcodesBytesComeBackAsTheyAre(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: SharedFolder.corpus.appendingPathComponent(file)))
        let formatted = try CatalogFormatter().format(bytes, path: file)
        if let (difference, reason) = Self.notWrittenByXcode[file] {
            let unchanged = formatted == bytes
            #expect(!unchanged, "\(file) is listed as not Xcode's bytes (\(reason)), but formatting leaves it as it is")
            if difference == .appendedOutOfOrder {
                let sameLines = lines(of: formatted).sorted() == lines(of: bytes).sorted()
                #expect(sameLines, "\(file): formatting should only move lines (\(reason))")
            }
        } else {
            let same = formatted == bytes
            #expect(same, "\(file): \(firstDifference(bytes, formatted))")
        }
        let twice = try CatalogFormatter().format(formatted, path: file)
        let fixedPoint = twice == formatted
        #expect(fixedPoint, "formatting \(file) twice changes it")
    }

    func lines(of bytes: [UInt8]) -> [Substring] {
        // A line that ends an object is "}," or "}" depending on what follows it.
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
    }

    /// Where two texts first differ: the line, as each has it.
    func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let lines = (String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
                     String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
        for index in 0..<max(lines.0.count, lines.1.count) {
            let expectedLine = index < lines.0.count ? String(lines.0[index]) : "(end)"
            let actualLine = index < lines.1.count ? String(lines.1[index]) : "(end)"
            if expectedLine != actualLine { return "line \(index + 1): Xcode has '\(expectedLine)', format gives '\(actualLine)'" }
        }
        return "the same lines, different bytes"
    }
}
