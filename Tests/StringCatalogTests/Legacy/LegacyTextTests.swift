import Foundation
import Testing
@testable import InputText
@testable import LegacyReader

/// Decoding the bytes of a legacy file: UTF-8 with or without a byte order mark, UTF-16 with one.
@Suite struct LegacyTextTests {
    static let sample = "/* é */\n\"key 😀\" = \"wert ü\";\n"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return bigEndian ? [high, low] : [low, high]
        }
    }

    /// The one diagnostic decoding `bytes` throws, as `path:line:column: error: message`; `nil` when it decodes.
    func decodingError(_ bytes: [UInt8]) -> String? {
        do {
            _ = try LegacyText.decode(bytes, path: "T.strings")
            return nil
        } catch {
            #expect(error.diagnostics.count == 1)
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    @Test func utf8WithoutByteOrderMarkIsKeptAsItIs() throws {
        let text = try LegacyText.decode(Array(Self.sample.utf8), path: "T.strings")
        #expect(text.encoding == .utf8)
        #expect(text.utf8 == Array(Self.sample.utf8))
    }

    @Test func utf8ByteOrderMarkIsDropped() throws {
        let text = try LegacyText.decode([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8), path: "T.strings")
        #expect(text.encoding == .utf8WithBOM)
        #expect(text.utf8 == Array(Self.sample.utf8))
    }

    @Test(arguments: [false, true])
    func utf16WithByteOrderMarkIsDecodedToUTF8(bigEndian: Bool) throws {
        let bytes = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + Self.utf16(Self.sample, bigEndian: bigEndian)
        let text = try LegacyText.decode(bytes, path: "T.strings")
        #expect(text.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        #expect(text.utf8 == Array(Self.sample.utf8))
    }

    /// Every encoding of the same text reads as the same table, and as Foundation reads it.
    @Test func everyEncodingReadsAsFoundationReadsIt() throws {
        let encodings: [[UInt8]] = [
            Array(Self.sample.utf8),
            [0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8),
            [0xFF, 0xFE] + Self.utf16(Self.sample, bigEndian: false),
            [0xFE, 0xFF] + Self.utf16(Self.sample, bigEndian: true),
        ]
        for bytes in encodings {
            let table = try FoundationStrings.parsedTable(bytes)
            #expect(table == ["key 😀": "wert ü"])
            #expect(FoundationStrings.table(bytes) == table)
        }
    }

    /// Positions are in the decoded text's UTF-8 bytes, also for UTF-16: `😀` is four columns
    /// wide and `é` two, not two and one as in UTF-16 code units.
    @Test func positionsOfUTF16FilesCountUTF8Bytes() throws {
        let bytes = [0xFF, 0xFE] + Self.utf16("\"😀é\" = \"v\";", bigEndian: false)
        let file = try StringsFileParser.parse(LegacyText.decode(bytes, path: "T.strings").utf8, path: "T.strings").file
        #expect(file.entries.first?.valueLocation == SourceLocation(line: 1, column: 12))
    }

    @Test func fileOfOnlyAByteOrderMarkIsEmpty() throws {
        for (bytes, encoding) in [([UInt8]([]), LegacyText.Encoding.utf8), ([0xEF, 0xBB, 0xBF], .utf8WithBOM), ([0xFF, 0xFE], .utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian)] {
            let text = try LegacyText.decode(bytes, path: "T.strings")
            #expect(text.utf8.isEmpty)
            #expect(text.encoding == encoding)
        }
    }

    @Test func bytesWithoutContiguousStorageAreDecoded() throws {
        let text = try LegacyText.decode(([0xFF, 0xFE] + Self.utf16(Self.sample, bigEndian: false)).lazy.map { $0 }, path: "T.strings")
        #expect(text.utf8 == Array(Self.sample.utf8))
    }

    @Test(arguments: [
        // A Latin-1 `é`, on the second line after a two-byte character.
        ([0x61, 0x0A, 0xC3, 0xBC, 0xE9, 0x22], "T.strings:2:3: error: invalid UTF-8 byte 0xE9; the file must be UTF-8, or UTF-16 with a byte order mark"),
        ([0x80], "T.strings:1:1: error: invalid UTF-8 byte 0x80; the file must be UTF-8, or UTF-16 with a byte order mark"),
        // Overlong, a surrogate, above U+10FFFF, cut short before a quote and at the end.
        ([0x61, 0xC0, 0x80], "T.strings:1:2: error: invalid UTF-8 byte 0xC0; the file must be UTF-8, or UTF-16 with a byte order mark"),
        ([0x61, 0x0D, 0xED, 0xA0, 0x80], "T.strings:2:1: error: invalid UTF-8 byte 0xED; the file must be UTF-8, or UTF-16 with a byte order mark"),
        ([0x0D, 0x0A, 0x20, 0xF4, 0x90, 0x80, 0x80], "T.strings:2:2: error: invalid UTF-8 byte 0xF4; the file must be UTF-8, or UTF-16 with a byte order mark"),
        ([0x22, 0xE2, 0x82, 0x22], "T.strings:1:2: error: invalid UTF-8 byte 0xE2; the file must be UTF-8, or UTF-16 with a byte order mark"),
        ([0x22, 0xF0, 0x9F, 0x98], "T.strings:1:2: error: invalid UTF-8 byte 0xF0; the file must be UTF-8, or UTF-16 with a byte order mark"),
        // After a byte order mark, columns count from the text after it.
        ([0xEF, 0xBB, 0xBF, 0x61, 0xFF], "T.strings:1:2: error: invalid UTF-8 byte 0xFF; the file must be UTF-8, or UTF-16 with a byte order mark"),
    ] as [([UInt8], String)])
    func invalidUTF8IsAnErrorWhereItIs(bytes: [UInt8], expected: String) {
        #expect(decodingError(bytes) == expected)
        // Foundation cannot read such files either.
        #expect(FoundationStrings.table(bytes + Array("\"a\" = \"b\";".utf8)) == nil)
    }

    /// The validator agrees with the standard library's on every sequence of two bytes and on
    /// the edges of every range of three and four.
    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        func agrees(_ bytes: [UInt8]) -> Bool {
            let valid = bytes.withUnsafeBufferPointer { LegacyText.firstInvalidUTF8Offset(in: $0) == nil }
            return valid == (String(validating: bytes, as: UTF8.self) != nil)
        }
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            for second in 0...255 where !agrees([UInt8(first), UInt8(second)]) {
                disagreements.append([UInt8(first), UInt8(second)])
            }
        }
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8(0xE0)...0xF7 {
            for second in edges {
                for third in edges {
                    if !agrees([lead, second, third]) { disagreements.append([lead, second, third]) }
                    for fourth in edges where !agrees([lead, second, third, fourth]) {
                        disagreements.append([lead, second, third, fourth])
                    }
                }
            }
        }
        #expect(disagreements == [])
    }

    @Test(arguments: [false, true])
    func unpairedSurrogatesAreAnErrorWhereTheyAreInTheDecodedText(bigEndian: Bool) {
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        func units(_ units: [UInt16]) -> [UInt8] {
            mark + units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let lineTwo = Array("a\né".utf16)
        // A high surrogate before a letter, a low one alone, a high one at the end.
        #expect(decodingError(units(lineTwo + [0xD83D, 0x61])) == "T.strings:2:3: error: unpaired UTF-16 surrogate 0xD83D")
        #expect(decodingError(units(lineTwo + [0xDE00, 0xD83D, 0xDE00])) == "T.strings:2:3: error: unpaired UTF-16 surrogate 0xDE00")
        #expect(decodingError(units(lineTwo + [0xD83D, 0xDE00, 0xD83D])) == "T.strings:2:7: error: unpaired UTF-16 surrogate 0xD83D")
        #expect(decodingError(units(lineTwo) + [0x61]) == "T.strings:2:3: error: the file ends in the middle of a UTF-16 code unit: it has an odd number of bytes")
    }

    /// UTF-16 without a byte order mark is not guessed at; its NUL bytes say what it is, and
    /// Foundation cannot read it either.
    @Test(arguments: [false, true])
    func utf16WithoutByteOrderMarkIsAnError(bigEndian: Bool) {
        let bytes = Self.utf16(Self.sample, bigEndian: bigEndian)
        #expect(decodingError(bytes) == "T.strings:1:1: error: the file looks like UTF-16 without a byte order mark, which is not read; save it as UTF-8, or as UTF-16 with a byte order mark")
        #expect(FoundationStrings.table(bytes) == nil)
    }
}
