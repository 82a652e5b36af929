@testable import CatalogWriter
import InputText
import JSON
import Testing
import TestSupport

@Suite struct CatalogFormatterTests {
    func format(_ text: String) throws(DiagnosticError) -> String {
        String(decoding: try CatalogFormatter().format(Array(text.utf8), path: "Table.xcstrings"), as: UTF8.self)
    }

    @Test func everyMemberIsKeptInXcodesLayoutAndOrder() throws {
        let text = #"{"version":"1.1","strings":{"b10":{"future":[1,2.50,{}],"shouldTranslate":false},"b9":{},"B1":{"comment":"\/é\u00e9\u0001"}},"sourceLanguage":"en"}"#
        #expect(try format(text) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "B1" : {
                  "comment" : "/éé\\u0001"
                },
                "b9" : {

                },
                "b10" : {
                  "future" : [
                    1,
                    2.50,
                    {

                    }
                  ],
                  "shouldTranslate" : false
                }
              },
              "version" : "1.1"
            }
            """)
    }

    @Test func theFileKeepsWhetherItEndsWithALineBreak() throws {
        #expect(try format("{\"a\":[]}\n") == "{\n  \"a\" : [\n\n  ]\n}\n")
        #expect(try format("{\"a\":[]}") == "{\n  \"a\" : [\n\n  ]\n}")
    }

    @Test func aRepeatedKeyIsAnErrorAtItsPosition() {
        #expect {
            try format("{\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}")
        } throws: { error in
            (error as? DiagnosticError)?.description
                == "Table.xcstrings:4:5: error: duplicate key 'a'; it is first defined at Table.xcstrings:3:5; remove one, since a catalog keeps only one"
        }
    }

    @Test func textThatIsNotACatalogIsAnErrorAtItsPosition() {
        #expect { try format("{\n  \"strings\" : {,}\n}") } throws: { error in
            (error as? DiagnosticError)?.description.hasPrefix("Table.xcstrings:2:16: error: ") == true
        }
        #expect { try format("  [1]") } throws: { error in
            (error as? DiagnosticError)?.description == "Table.xcstrings:1:3: error: a String Catalog must be an object, not an array"
        }
    }

    /// An object's order does not depend on the order its keys come in: keys that differ only
    /// in case, in a number's leading zeros, or in an accent come out alike from either order.
    @Test func theOrderDoesNotDependOnTheOrderKeysComeIn() throws {
        for (first, second) in [("a", "A"), ("a1", "a01"), ("e", "é"), ("item 2", "Item 10")] {
            let one = try format("{\"\(first)\":1,\"\(second)\":2}")
            let other = try format("{\"\(second)\":2,\"\(first)\":1}")
            #expect(one == other, "\(first) and \(second)")
        }
    }

    /// Swift, and so the reader, takes two spellings of one text in Unicode (`é` composed and
    /// decomposed) as one key: a catalog that holds both is refused rather than losing one.
    @Test func oneTextInTwoUnicodeSpellingsIsARepeatedKey() {
        #expect(throws: DiagnosticError.self) { try format("{\"\u{E9}\":1,\"e\u{301}\":2}") }
    }

    /// For every valid document, what the formatter writes parses to the same values (members in
    /// any order), and formatting it again changes nothing.
    @Test func formattingNeverChangesWhatACatalogSays() throws {
        let seed = UInt64.random(in: 0..<UInt64.max)
        var random = SeededRandom(seed: seed)
        for index in 0..<2_000 {
            let document = Self.document(&random, depth: 0)
            let text = JSONWriter(keyOrder: .asGiven, keySeparator: random.next(below: 2) == 0 ? ":" : " : ").text(document)
            let formatted = try CatalogFormatter().format(Array(text.utf8), path: "random.xcstrings")
            let before = try JSONNode(JSONParser().parse(Array(text.utf8))).canonical
            let after = try JSONNode(JSONParser().parse(formatted)).canonical
            #expect(before == after, "seed \(seed), document \(index): formatting changed the values of\n\(text)")
            #expect(try CatalogFormatter().format(formatted, path: "random.xcstrings") == formatted, "seed \(seed), document \(index): not a fixed point")
        }
    }

    /// Pieces of keys and strings that sort or escape in ways worth trying.
    static let pieces = ["a", "B", "b", "z", "1", "2", "10", "09", "_", "-", ".", " ", "é", "e\u{301}", "Ä", "ß", "日本", "🙂", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "\u{2028}", "%@", "%1$lld"]

    static func document(_ random: inout SeededRandom, depth: Int) -> JSONNode {
        .object(members(&random, depth: depth, count: 1 + Int(random.next(below: 6))))
    }

    static func members(_ random: inout SeededRandom, depth: Int, count: Int) -> [JSONNode.Member] {
        var keys = Set<String>()
        return (0..<count).compactMap { _ in
            let key = random.text(pieces, count: 0...4)
            guard keys.insert(key).inserted else { return nil }
            return JSONNode.Member(key, value(&random, depth: depth + 1))
        }
    }

    static func value(_ random: inout SeededRandom, depth: Int) -> JSONNode {
        switch random.next(below: depth > 4 ? 5 : 8) {
        case 0: .null
        case 1: .bool(random.next(below: 2) == 0)
        case 2: .number(["0", "-1", "2.50", "1e-07", "1E+400", "-0.0"][Int(random.next(below: 6))])
        case 3, 4: .string(random.text(pieces, count: 0...6))
        case 5: .array((0..<Int(random.next(below: 4))).map { _ in value(&random, depth: depth + 1) })
        default: .object(members(&random, depth: depth, count: Int(random.next(below: 5))))
        }
    }

}

/// The order of keys, found through a cheap approximation checked pair by pair, is the order
/// Foundation's comparison gives them, whether the approximation gets it right or not.
@Suite struct XcodeKeyOrderTests {
    /// Sets of 150 keys (a table's) and of 12 (an entry's languages, remembered once found).
    @Test func keysGetFoundationsOrder() {
        let seed = UInt64.random(in: 0..<UInt64.max)
        var random = SeededRandom(seed: seed)
        // Full-width letters (U+FF21) and `ß` are left out: Foundation on Linux compares some
        // keys that hold them inconsistently (each of `aß1.Ä` and `Äßaa1` comes first), so for
        // those no order is "the" order.
        let pieces = ["a", "B", "b", "Z", "z", "1", "2", "10", "09", "0", "_", "-", ".", " ", ",", "$", "é", "E\u{301}", "Ä", "日本", "🙂", "item", "Item", "title"]
        for round in 0..<40 {
            var keys = Set<String>()
            while keys.count < (round.isMultiple(of: 2) ? 150 : 12) { keys.insert(random.text(pieces, count: 1...6)) }
            let list = Array(keys)
            let expected = list.indices.sorted { XcodeKeyOrder.collationPrecedes(list[$0], list[$1]) }.map { list[$0] }
            let found = XcodeKeyOrder().order(of: list).map { list[$0] }
            if found != expected, let first = found.indices.first(where: { found[$0] != expected[$0] }) {
                let f = found[first], e = expected[first]
                Issue.record("seed \(seed), round \(round): at \(first) found \(Array(f.unicodeScalars)) expected \(Array(e.unicodeScalars)); precedes(f, e) \(XcodeKeyOrder.collationPrecedes(f, e)) precedes(e, f) \(XcodeKeyOrder.collationPrecedes(e, f)); found in order: \(zip(found, found.dropFirst()).allSatisfy { XcodeKeyOrder.collationPrecedes($0, $1) }), expected in order: \(zip(expected, expected.dropFirst()).allSatisfy { XcodeKeyOrder.collationPrecedes($0, $1) })")
            }
        }
    }
}

extension XcodeKeyOrderTests {
    /// Where the rough keys tell the order without Foundation, Foundation agrees: every pair of
    /// many random keys of ASCII letters, digits and punctuation, and some other text.
    @Test func whatTheRoughKeysAreCertainOfFoundationAgreesWith() {
        let seed = UInt64.random(in: 0..<UInt64.max)
        var random = SeededRandom(seed: seed)
        let punctuation = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".map(String.init)
        let pieces = ["a", "B", "b", "Z", "z", "q", "Q", "0", "1", "2", "10", "09", "007", "é", "e\u{301}", "ß", "item", "Item"] + punctuation
        var certain = 0
        for _ in 0..<20_000 {
            let lhs = random.text(pieces, count: 1...5), rhs = random.text(pieces, count: 1...5)
            let (left, right) = (XcodeKeyOrder.roughKey(lhs), XcodeKeyOrder.roughKey(rhs))
            if XcodeKeyOrder.certainlyPrecedes(left, right) {
                certain += 1
                #expect(XcodeKeyOrder.collationPrecedes(lhs, rhs), "seed \(seed): '\(lhs)' before '\(rhs)'")
            }
            if XcodeKeyOrder.certainlyPrecedes(right, left) {
                certain += 1
                #expect(XcodeKeyOrder.collationPrecedes(rhs, lhs), "seed \(seed): '\(rhs)' before '\(lhs)'")
            }
        }
        // The check must decide most pairs, or it saves nothing.
        #expect(certain > 5_000, "seed \(seed): only \(certain) of 20,000 pairs decided without Foundation")
    }
}
