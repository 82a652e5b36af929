import Testing
@testable import StringCatalog

/// The byte scans give what `String.UTF8View` gives, on texts of every kind.
@Suite struct UTF8ScanTests {
    static let texts = ["", "%", "plain text", "%plain%", "éplainé", "100% sure", "ends with %", "Snap’s 🇫🇷 résumé", "tab\there", String(repeating: "long line ", count: 50) + "%"]

    @Test(arguments: texts)
    func containsAsTheView(text: String) {
        for byte: UInt8 in [UInt8(ascii: "%"), UInt8(ascii: "\t"), 0x99, 0x00, 0xFF] {
            #expect(text.utf8Contains(byte) == text.utf8.contains(byte), "\(byte)")
        }
    }

    @Test(arguments: texts)
    func allSatisfyAsTheView(text: String) {
        let predicates: [(UInt8) -> Bool] = [{ $0 < 0x80 }, { $0 != UInt8(ascii: "%") }, { $0 >= 0x20 }]
        for predicate in predicates {
            #expect(text.utf8AllSatisfy(predicate) == text.utf8.allSatisfy(predicate))
        }
        // A substring's text is a string of its own, with storage of its own.
        let middle = String(text.dropFirst().dropLast())
        #expect(middle.utf8AllSatisfy { $0 < 0x80 } == middle.utf8.allSatisfy { $0 < 0x80 })
    }
}
