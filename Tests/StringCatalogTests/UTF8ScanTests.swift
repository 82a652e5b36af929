import Testing

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

    /// A byte search finds what a search of the bytes finds: every pattern at every place.
    @Test(arguments: texts)
    func searchFindsWhatTheBytesHold(text: String) {
        let bytes = Array(text.utf8)
        func holds(_ pattern: [UInt8]) -> Bool {
            pattern.isEmpty || (0...max(0, bytes.count - pattern.count)).contains { bytes.count >= pattern.count && Array(bytes[$0..<$0 + pattern.count]) == pattern }
        }
        var patterns = ["%", "%%", "% s", "é", "’s", "🇫🇷", "line %", "not there", "ends with %!"]
        for start in bytes.indices where start % 3 == 0 {
            for length in [1, 2, 5] where start + length <= bytes.count {
                if let piece = String(validating: bytes[start..<start + length], as: UTF8.self) { patterns.append(piece) }
            }
        }
        for pattern in patterns {
            #expect(text.utf8Contains(pattern) == holds(Array(pattern.utf8)), "\(pattern)")
        }
    }

    /// Replacement is of every occurrence, left to right, without overlaps, and leaves the
    /// rest of the text byte for byte.
    @Test func replacementOfEveryOccurrence() {
        #expect("%d and %d".replacingUTF8Occurrences(of: "%d", with: "%arg") == "%arg and %arg")
        #expect("%lld items, %ld".replacingUTF8Occurrences(of: "%ld", with: "%arg") == "%lld items, %arg")
        #expect("aaaa".replacingUTF8Occurrences(of: "aa", with: "b") == "bb")
        #expect("aaa".replacingUTF8Occurrences(of: "aa", with: "b") == "ba")
        #expect("Snap’s %d résumés".replacingUTF8Occurrences(of: "%d", with: "%arg") == "Snap’s %arg résumés")
        #expect("no match".replacingUTF8Occurrences(of: "%d", with: "%arg") == "no match")
        #expect("".replacingUTF8Occurrences(of: "%d", with: "%arg") == "")
        #expect("%d".replacingUTF8Occurrences(of: "", with: "x") == "%d")
        #expect("%d%d%d".replacingUTF8Occurrences(of: "%d", with: "") == "")
    }
}
