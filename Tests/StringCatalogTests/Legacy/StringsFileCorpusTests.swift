import Foundation
import Testing
import TestSupport
@testable import InputText
@testable import LegacyReader

/// Reads every `.strings` file of the shared legacy corpus and compares it with Foundation's reading.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct StringsFileCorpusTests {
    /// A corpus file, decoded and parsed.
    struct ReadFile {
        var path: String
        var bytes: [UInt8]
        var text: LegacyText
        var file: StringsFile
        var warnings: [Diagnostic]
    }

    /// The paths of the corpus's `.strings` files, relative to the corpus, sorted.
    static func stringsFilePaths() -> [String] {
        let root = SharedFolder.legacyCorpus.path
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".strings") }.sorted()
    }

    static func read(_ relativePath: String) throws -> ReadFile {
        let bytes = try Array(Data(contentsOf: SharedFolder.legacyCorpus.appendingPathComponent(relativePath)))
        let text = try LegacyText.decode(bytes, path: relativePath)
        let (file, warnings) = try StringsFileParser.parse(text.utf8, path: relativePath)
        return ReadFile(path: relativePath, bytes: bytes, text: text, file: file, warnings: warnings)
    }

    /// Whether the text is an XML property list: its first character after whitespace is `<`.
    static func isXML(_ text: LegacyText) -> Bool {
        text.utf8.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// Every file that is neither empty (Foundation rejects 0 bytes) nor XML reads as Foundation reads it.
    @Test func everyFileReadsAsFoundationReadsIt() throws {
        var candidates = 0
        var compared = 0
        for path in Self.stringsFilePaths() {
            let read = try Self.read(path)
            if read.bytes.isEmpty {
                #expect(read.file.entries.isEmpty, "\(path)")
                continue
            }
            if Self.isXML(read.text) { continue }
            candidates += 1
            guard let foundation = FoundationStrings.table(read.bytes) else {
                Issue.record("Foundation cannot read \(path)")
                continue
            }
            #expect(FoundationStrings.table(read.file) == foundation, "\(path)")
            #expect(read.file.entries.count == foundation.count, "\(path)")
            compared += 1
        }
        #expect(compared == candidates)
        #expect(candidates > 100)
    }

    /// The encodings the corpus index counts in sequelpro's tables.
    @Test func sequelproEncodings() throws {
        let paths = Self.stringsFilePaths().filter { $0.hasPrefix("sequelpro__sequelpro/") }
        let encodings = try paths.map { try Self.read($0).text.encoding }
        #expect(encodings.filter { $0 == .utf16LittleEndian }.count == 31)
        #expect(encodings.filter { $0 == .utf16BigEndian }.count == 11)
        #expect(encodings.filter { $0 == .utf8WithBOM }.count == 1)
        #expect(encodings.filter { $0 == .utf8 }.count == 1)
    }

    /// sequelpro's xib tables repeat keys 378 times in 18 files: one warning in each of those
    /// files, whose counts add up to the repeats.
    @Test func sequelproRepeatedKeys() throws {
        let paths = Self.stringsFilePaths().filter { $0.hasPrefix("sequelpro__sequelpro/") }
        var filesWithWarnings = 0
        var repeats = 0
        for path in paths {
            let read = try Self.read(path)
            #expect(read.warnings.count <= 1, "\(path)")
            guard !read.warnings.isEmpty else { continue }
            filesWithWarnings += 1
            let definitions = try read.text.utf8.withUnsafeBufferPointer { try StringsFileParser.readDefinitions($0, path: path) }
            repeats += definitions.repeatedKeys.keys.reduce(0) { $0 + $1.count - 1 }
        }
        #expect(filesWithWarnings == 18)
        #expect(repeats == 378)
        let dbView = try Self.read("sequelpro__sequelpro/Resources/English.lproj/DBView.strings")
        #expect(dbView.warnings.map(\.description) == [
            "sequelpro__sequelpro/Resources/English.lproj/DBView.strings:29:1: warning: 55 keys are defined more than once, the last definition wins: 'OtherViews' (31 times), 'Text Cell' (40 times), 'Add' (5 times), …",
        ])
    }

    /// Entries of real tables, by value, comment and position: `//` comments, `\'`, unquoted
    /// keys, lowercase `\u`, a backslash before line breaks.
    @Test func realEntries() throws {
        func entry(_ path: String, _ key: String) throws -> StringsFileEntry {
            try #require(try Self.read(path).file.entries.first { $0.key == key }, "\(key) in \(path)")
        }
        let deltachat = "deltachat__deltachat-ios/deltachat-ios/en.lproj/Localizable.strings"
        let appName = try entry(deltachat, "app_name")
        #expect(appName.value == "Delta Chat")
        #expect(appName.comment == "common strings without special context")
        #expect((appName.keyLocation, appName.valueLocation) == (SourceLocation(line: 2, column: 1), SourceLocation(line: 2, column: 14)))
        #expect(try entry(deltachat, "no_app_to_handle_data").value == "Can't find an app to handle this type of data.")
        // Consecutive `//` lines are joined, the first of them a comment whose key was removed.
        #expect(try entry(deltachat, "selected_colon").comment == """
            Shown beside messages that are "N minutes old". Prefer short strings, or well-known abbreviations.
            Shown beside messages that are "N hours old". Prefer short strings, or well-known abbreviations.
            Short form for "N Items Selected"
            """)
        #expect(try entry(deltachat, "selected").comment == nil)
        let camera = try entry("deltachat__deltachat-ios/deltachat-ios/en.lproj/InfoPlist.strings", "NSCameraUsageDescription")
        #expect(camera.keyLocation == SourceLocation(line: 1, column: 1))
        #expect(camera.value.hasPrefix("Delta Chat uses your camera"))
        let homeAssistant = "home-assistant__iOS/Sources/App/Resources/en.lproj/Localizable.strings"
        #expect(try entry(homeAssistant, "live_activity.frequent_updates.footer").value.hasSuffix("Enable in Settings u203A %@ u203A Live Activities."))
        let certificate = try entry(homeAssistant, "error.client_certificate.flow_cancelled")
        #expect(certificate.value == "Client Certificate Authentication required.\n\nThis server requires a client certificate (mTLS) but the operation was cancelled.")
        #expect(certificate.valueLocation == SourceLocation(line: 538, column: 45))
    }
}
