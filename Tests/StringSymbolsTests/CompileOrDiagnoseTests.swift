import Foundation
import Testing
import TestSupport
@testable import InputText
@testable import Mustache
@testable import PluginFacts
@testable import Rendering
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// For catalogs whose keys, values, comments and table names are drawn from hostile alphabets,
/// `generate` either fails with diagnostics or writes Swift that compiles, declares exactly the
/// symbols of the catalog, shows no invisible character raw, and at run time gives every key's
/// text byte for byte: the `string` output from the catalog in the program's bundle, the
/// `xcode` output through the stand-in with the text registered for its key, table and bundle.
///
/// Each round is one module of a few catalogs, drawn by a seeded generator, so a failure
/// reproduces with its round number.
@Suite struct CompileOrDiagnoseTests {
    /// The texts each round draws from: what breaks out of literals and comments, what reads
    /// differently from how it compiles, what Swift reserves, and plain text between them.
    static let hostilePieces: [String] = [
        "\"", "\\", "\\(", "\"\"\"", "#\"", "\"#", "##", "*/", "/*", "//", "///", "\n", "\r\n", "\r", "\t",
        "\u{2028}", "\u{2029}", "\u{0}", "\u{1}", "\u{7F}", "\u{85}",
        "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{061C}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{E0041}",
        "\u{200D}", "👩\u{200D}💻", "🇺🇦", "é", "e\u{301}", "日本語", "مرحبا",
        "class", "self", "Self", "Type", "init", "func", "_", "$0", "`", "#if", "}", "{", "@", "0", "42", "1st",
        " ", " ", "a", "Z", "room", "available", ".", "-", "%%",
    ]
    /// Table names: each becomes a type name and a file name. These generate:
    static let tableNames = [
        "Localizable", "Booking", "class", "1st Floor", "Ünïcode", "Quote\"d", "Back\\slash", "#\"raw\"#",
        "Star*Comment", "#if", "日本", "With space", "e\u{301}cole",
    ]
    /// and these are errors: a name Swift reserves, a line break, invisible characters.
    static let diagnosedTableNames = ["Type", "self", "Line\nbreak", "Bidi\u{202E}txt", "Zero\u{200B}width", "Tag\u{E0041}ged"]

    static let rounds = 9

    @Test(arguments: 0..<rounds)
    func hostileCatalogsCompileOrAreDiagnosed(round: Int) throws {
        var random = SeededRandom(seed: UInt64(round) &* 0x9E37_79B9 &+ 17)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(round)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // A few catalogs: keys and comments of hostile pieces, English values with `%@`, `%lld`
        // and `%%` among them, and a German value that marks what the catalog itself gave.
        // Every third round has one table name that must be diagnosed.
        let isDiagnosed = round % 3 == 2
        var names = Self.tableNames
        var values: [String: [String: String]] = [:]
        var paths: [String] = []
        for index in 0..<3 {
            let table = isDiagnosed && index == 0
                ? Self.diagnosedTableNames[round / 3 % Self.diagnosedTableNames.count]
                : names.remove(at: Int(random.next(below: UInt64(names.count))))
            var strings: [String: Any] = [:]
            var tableValues: [String: String] = [:]
            for index in 0..<20 {
                let key = random.text(Self.hostilePieces, count: 1...5)
                var value = random.text(Self.hostilePieces + ["%@", "%lld"], count: 0...6)
                if round == 0 && index == 0 { value += String(repeating: "long \u{202E}\"\\ ", count: 20_000) }
                tableValues[key] = value
                strings[key] = [
                    "comment": random.text(Self.hostilePieces, count: 0...4),
                    "localizations": [
                        "en": ["stringUnit": ["state": "translated", "value": value]],
                        "de": ["stringUnit": ["state": "translated", "value": "DE " + value]],
                    ],
                ]
            }
            let json = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings], options: [.sortedKeys])
            let path = folder.appendingPathComponent(table + ".xcstrings").path
            try json.write(to: URL(fileURLWithPath: path))
            paths.append(path)
            values[table] = tableValues
        }

        for template in [BuiltInTemplate.string, .xcode] {
            var configuration = GeneratorConfiguration()
            configuration.template = .builtIn(template)
            configuration.moduleName = "Hostile"
            configuration.darwinOnly = false
            let files: [GeneratedFile]
            do {
                let result = try Generator(configuration: configuration).generate(catalogPaths: paths, layout: .filePerTable)
                Self.expectVisible(result.warnings)
                files = result.files
            } catch {
                // Diagnosed: an error that names a catalog of the round, on one visible line.
                #expect(isDiagnosed, "round \(round), \(template): \(error.diagnostics.map(\.description))")
                #expect(error.diagnostics.contains { $0.severity == .error })
                #expect(error.diagnostics.allSatisfy { diagnostic in paths.contains(diagnostic.path) }, "\(error.diagnostics)")
                Self.expectVisible(error.diagnostics)
                continue
            }
            #expect(!isDiagnosed, "round \(round), \(template): the table \(Self.diagnosedTableNames[round / 3 % Self.diagnosedTableNames.count].debugDescription) generated")
            let catalogs = try paths.map { path in LoadedTable(path: path, catalog: try StringTable.read(contentsOfFile: path).catalog) }
            let tables = try SymbolTranslator(template: configuration.template).translate(catalogs, moduleName: "Hostile").tables
            #expect(tables.contains { !$0.symbols.isEmpty }, "round \(round): some key has a symbol")
            Self.expectNoInvisibleCharacters(files)
            Self.expectExactlyTheSymbols(files, tables: tables)

            // Every symbol's text in German, as the program prints it: its scalars, one line each.
            var expected = ""
            for table in tables {
                for symbol in table.symbols {
                    let value = try #require(values[table.tableName]?[symbol.key])
                    expected += Self.scalars("DE " + (symbol.parameters.isEmpty ? value : Self.formatted(value))) + "\n"
                }
            }
            let calls = CallingProgram.calls(tables).map(\.member)
            let output: String
            switch template {
            case .swiftgen, .swiftgenFlat:
                // Not among the templates of this loop: their names are SwiftGen's, not the symbols'.
                continue
            case .string:
                let main = "import Foundation\n\nL10n.$locale.withValue(Locale(identifier: \"de\")) {\n"
                    + calls.map { "    print(L10n.\($0).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))" }.joined(separator: "\n")
                    + "\n}\n"
                let module = SwiftCompiler.Module(
                    "Hostile", sources: files.map { .text($0.contents, named: $0.name) } + [.text(main, named: "main.swift")],
                    isolation: round.isMultiple(of: 2) ? .nonisolated : .mainActor)
                output = try SwiftCompiler.run(module, resources: paths.map { URL(fileURLWithPath: $0) })
            case .xcode:
                var main = "import Hostile\n\nlet bundle = StandInStrings.BundleIdentity(url: StandInStrings.moduleBundleURL(forModule: \"Hostile\"))\n"
                for table in tables {
                    for symbol in table.symbols {
                        let value = try #require(values[table.tableName]?[symbol.key])
                        main += "StandInStrings.register(\(SwiftSource.stringLiteral("DE " + value)), key: \(SwiftSource.stringLiteral(symbol.key)), table: \(SwiftSource.stringLiteral(table.tableName)), bundle: bundle)\n"
                    }
                }
                main += calls.map { "print(String(localized: .\($0)).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))" }.joined(separator: "\n") + "\n"
                output = try SwiftCompiler.run(
                    .program(main: main),
                    linking: [.resources("Hostile", files: files, isolation: round.isMultiple(of: 2) ? .nonisolated : .mainActor)])
            }
            let printed = output.split(separator: "\n", omittingEmptySubsequences: false)
            let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(printed.count == wanted.count, "round \(round), \(template): one line per symbol")
            let symbols = tables.flatMap { table in table.symbols.map { (table.tableName, $0.key) } }
            for (index, (line, want)) in zip(printed, wanted).enumerated() where line != want {
                Issue.record("round \(round), \(template): \(symbols[index].0) \(symbols[index].1.debugDescription) printed \(line), expected \(want)")
            }
        }
    }

    /// `value` formatted as the calling program's sample arguments give it: the n-th `%@` or
    /// `%lld` takes argument n, `"text<n>"` or `n * 10 + 2`; `%%` is `%`.
    static func formatted(_ value: String) -> String {
        var result = String.UnicodeScalarView()
        var number = 0
        var rest = value.unicodeScalars[...]
        while let first = rest.first {
            // Scalar by scalar: `%@` followed by a joiner is one character, but two placeholders' worth of text.
            func take(_ token: String) -> Bool {
                guard rest.starts(with: token.unicodeScalars) else { return false }
                rest = rest.dropFirst(token.unicodeScalars.count)
                return true
            }
            if take("%%") {
                result.append("%")
            } else if take("%@") {
                number += 1
                result.append(contentsOf: "text\(number)".unicodeScalars)
            } else if take("%lld") {
                number += 1
                result.append(contentsOf: "\(number * 10 + 2)".unicodeScalars)
            } else {
                precondition(first != "%", "only %%, %@ and %lld are drawn: \(value.debugDescription)")
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return String(result)
    }

    /// Each diagnostic prints on one line with no invisible character raw.
    static func expectVisible(_ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for diagnostic in diagnostics {
            let raw = diagnostic.description.unicodeScalars.filter { isInvisible($0) || $0 == "\n" }
            #expect(raw.isEmpty, "\(diagnostic.description.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// Control, separator and invisible formatting characters, but the joiners scripts and emoji need.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\u{200C}", scalar != "\u{200D}" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    /// No control, separator or invisible formatting character appears raw in generated code,
    /// but line feeds and the joiners scripts and emoji need.
    static func expectNoInvisibleCharacters(_ files: [GeneratedFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for file in files {
            let raw = file.contents.unicodeScalars.filter { $0 != "\n" && isInvisible($0) }
            #expect(raw.isEmpty, "\(file.name): \(raw.map { "U+" + String($0.value, radix: 16, uppercase: true) })", sourceLocation: sourceLocation)
        }
    }

    /// Each table's file declares one static member per symbol, of its name, and no other
    /// (but the namespace of a table other than `Localizable` in the `xcode` output).
    static func expectExactlyTheSymbols(_ files: [GeneratedFile], tables: [SymbolTable], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let declaration = try! NSRegularExpression(pattern: #"^ +public static (?:var|func) ((?:`[^`]+`)|[^:( ]+)"#, options: [.anchorsMatchLines])
        for table in tables {
            guard let file = files.first(where: { $0.name == GenerationFiles.fileName(forTable: table.tableName) }) else {
                Issue.record("no file for \(table.tableName)", sourceLocation: sourceLocation)
                continue
            }
            let text = file.contents
            let declared = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { String(text[Range($0.range(at: 1), in: text)!]) }
                .filter { $0 != table.typeName.declaration }
            #expect(declared.sorted() == table.symbols.map(\.name.declaration).sorted(), "\(table.tableName)", sourceLocation: sourceLocation)
        }
    }
}
