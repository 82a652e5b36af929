import Foundation
import Testing
import TestSupport
@testable import KeyUsage

/// What the pass over a file's bytes finds without lexing: the names and keys a file mentions,
/// and whether it may hold a lookup, which must never be "no" for a file that holds one.
@Suite struct SourceBytesScanTests {
    let scan = SourceBytesScan(
        symbolNames: ["settingsTitle", "items", "café"], keys: ["settings.title", "Say \"hi\"", "a\\b", "two\nlines"],
        patterns: LookupPatterns(lookupMethods: ["localized"], lookupFunctions: ["String.localized", "L"]))

    func result(_ source: String) -> (names: [String], keys: [String], mayHoldLookups: Bool) {
        let found = Array(source.utf8).withUnsafeBufferPointer { scan.scan($0) }
        return (Set(found.names.map { scan.name(at: Int($0)) }).sorted(), Set(found.keys.map { scan.key(at: Int($0)) }).sorted(), found.mayHoldLookups)
    }

    @Test func namesCountWhereverTheyStand() {
        #expect(result("label.text = L10n.settingsTitle").names == ["settingsTitle"])
        #expect(result("Text(.items(count: 3))").names == ["items"])
        #expect(result("// see .settingsTitle\n/* items */").names == ["items", "settingsTitle"])
        #expect(result("let café = 1").names == ["café"])
        // A name inside a longer one is not that name.
        #expect(result("let settingsTitleColor = itemsCount").names == [])
    }

    @Test func keysAreFoundAsLiteralsSpellThem() {
        #expect(result(#"let key = "settings.title""#).keys == ["settings.title"])
        #expect(result(#"lookup("Say \"hi\"")"#).keys == [#"Say "hi""#])
        #expect(result(#"lookup("a\\b")"#).keys == [#"a\b"#])
        #expect(result(#"lookup("two\nlines")"#).keys == ["two\nlines"])
        // The closing quote opens no literal of its own.
        #expect(result(#"f("x", "settings.title")"#).keys == ["settings.title"])
        #expect(result(#"f("x")settings.title")"#).keys == [])
        // A literal ends at its line's end.
        #expect(result("f(\"settings.\ntitle\")").keys == [])
    }

    /// A literal inside an interpolation is a literal of its own, at any depth, and the literal
    /// around it ends where it does, so that one after it on the line is found as well.
    @Test func keysInsideInterpolationsAreFound() {
        #expect(result(#"show("\("settings.title".localized)\(error.text)")"#).keys == ["settings.title"])
        #expect(result(#"f("\(g("x \("a\\b") y"))", "Say \"hi\"")"#).keys == [#"Say "hi""#, #"a\b"#])
        #expect(result(#"f("(\(count))"); g("settings.title")"#).keys == ["settings.title"])
        // An escaped backslash before a parenthesis opens no interpolation.
        #expect(result(#"f("a\\(", "settings.title")"#).keys == ["settings.title"])
        // Names inside an interpolation are still found.
        #expect(result(#"f("\(L10n.settingsTitle) \("x")")"#).names == ["settingsTitle"])
        // An escaped quote, then an interpolation, inside a literal in an interpolation.
        #expect(result(#"let label = "\(q ? "\"\(name)\"" : name)"; let key = "settings.title""#).keys == ["settings.title"])
        // A `\(` that closes on no interpolation (a raw string's, a comment's) is text, as before.
        #expect(result(##"let r = try Regex(#"\(\d+"#); let title = "settings.title""##).keys == ["settings.title"])
        #expect(result(#"// the "\(" before "settings.title""#).keys == ["settings.title"])
        // Nesting deeper than is stepped into is read as text, and the next line as ever.
        let deep = String(repeating: #""\("#, count: 40) + String(repeating: #"")"#, count: 40)
        #expect(result(deep + "\nf(\"settings.title\")").keys == ["settings.title"])
    }

    @Test func whatMayHoldALookup() {
        for source in [
            #"Text("title")"#, "Text (\"title\")", "Toggle(\"wifi\", isOn: $on)", ".navigationTitle(\"inbox\")",
            #"NSLocalizedString("k", comment: "")"#, #"LocalizedStringResource("k")"#, #"Bundle.main.localizedString(forKey: "k", value: nil, table: nil)"#,
            #"String(localized: "k")"#, #"String( localized: "k")"#, #""k".localized()"#, #""k".localized"#, #"L("k")"#, #"String.localized("k")"#,
            "Text /* title */ (\"title\")",
            // A literal on the next line, a raw one, a multi-line one, a comment before it, a label.
            "Text(\n    \"title\"\n)", ##"Text(#"title"#)"##, "Text(\"\"\"\ntitle\n\"\"\")", "Text(/* key */ \"title\")",
            "L(key: \"k\")", "Text(`default`: \"k\")", "String(localized:\"k\")", "Text(verbatim: \"title\")",
            // What the lexer makes no token of: a control character, `'`; a backticked name.
            "LocalizedStringResource\u{16}(\"k\")", "Text(' \"k\")", "`Text`(\"k\")",
            // Empty arguments before the key, which the finder passes over.
            "Text(, \"k\")", "NSLocalizedString(,,\"k\")",
            // A call whose first argument is always a key, whatever it is: one of an expression
            // may read any key (`usage --prune` warns of it).
            "NSLocalizedString(key, comment: \"\")", "bundle.localizedString(forKey: key, value: nil, table: nil)", "L(key)",
        ] {
            #expect(result(source).mayHoldLookups, "\(source)")
        }
        for source in [
            "let text: Text", "String(describing: value)", "String(format: \"%d\", count)", "Text.init", "let localizedName = name",
            "// Text is a view", "struct LocalizedStringKey {}",
            // Every lookup takes its key as a literal: a call with another first argument is none.
            "Text(title)", "Text(UserText.settingsTitle)", "Button(action: dismiss) { Text(title) }",
            "Toggle(isOn: $on) { Text(label) }", ".navigationTitle(title)", "String(\"k\")",
            "Text(",
        ] {
            #expect(!result(source).mayHoldLookups, "\(source)")
        }
        // Without a helper named `localized` (here any mention of it may be a lookup).
        let withoutHelpers = SourceBytesScan(symbolNames: [], keys: [], patterns: LookupPatterns())
        for source in ["String(localized: resource)", "String(localized", "String(localized: \"k\")"] {
            let found = Array(source.utf8).withUnsafeBufferPointer { withoutHelpers.scan($0) }
            #expect(found.mayHoldLookups == source.hasSuffix("\"k\")"), "\(source)")
        }
    }

    /// Over every Swift file of this project (sources, tests, examples), and every raw string
    /// literal of the lookup finder's tests (the lookup forms, one by one): a source in which the
    /// finder finds a lookup is one the scan would lex.
    @Test func neverPassesOverASourceWithALookup() throws {
        let patterns = LookupPatterns(lookupMethods: ["localized"], lookupFunctions: ["String.localized", "L"])
        var sources: [(name: String, bytes: [UInt8])] = []
        for folder in ["Sources", "Tests", "Examples"] {
            let root = SharedFolder.packageRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift", !file.path.contains("/.build/") else { continue }
                sources.append((file.path, try [UInt8](Data(contentsOf: file))))
            }
        }
        let finderTests = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("Tests/StringSymbolsTests/Usage/LookupFinderTests.swift"), encoding: .utf8)
        let rawLiteral = try NSRegularExpression(pattern: ##"#"(.*?)"#"##)
        for match in rawLiteral.matches(in: finderTests, range: NSRange(finderTests.startIndex..., in: finderTests)) {
            let literal = String(finderTests[Range(match.range(at: 1), in: finderTests)!])
            sources.append(("LookupFinderTests: \(literal)", Array(literal.utf8)))
        }
        var withLookups = 0
        for source in sources {
            guard let lookups = try? patterns.lookups(in: source.bytes), !lookups.isEmpty else { continue }
            withLookups += 1
            #expect(patterns.mayHoldLookups(in: source.bytes), "\(source.name) holds \(lookups.count) lookups, and the scan would not lex it")
        }
        #expect(withLookups > 30)
    }
}
