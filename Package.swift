// swift-tools-version: 6.1
import Foundation
import PackageDescription

// One module per stage and per command; the arrows run one way, from the CLI down to the text
// the readers take in. Documentation/Architecture.md draws them, and CI holds the picture to the
// dependencies below.

/// The built-in templates are the `.mustache` files of `Templates/`; the target compiles the copy
/// of their text that Scripts/embed-templates.py writes beside them.
let templateFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Templates")) ?? [])
    .filter { $0.hasSuffix(".mustache") }
    .sorted()

let package = Package(
    name: "StringSymbols",
    products: [
        // The generator, as the CLI and the plugins run it; and `KeyUsage`, which has no public
        // API but whose `package` one the fuzz targets reach (`Fuzz/Package.swift`).
        .library(name: "StringSymbols", targets: ["StringSymbols", "KeyUsage"]),
        // Reading String Catalogs, legacy tables, and the tables of a module's inputs.
        .library(name: "CatalogReader", targets: ["CatalogReader"]),
        .library(name: "LegacyReader", targets: ["LegacyReader"]),
        // Writing String Catalogs as Xcode writes them.
        .library(name: "CatalogWriter", targets: ["CatalogWriter", "LegacyWriter"]),
        // Catalogs exchanged with translators as XLIFF, as Xcode exports and imports them.
        .library(name: "XLIFF", targets: ["XLIFF"]),
        .library(name: "TableInputs", targets: ["TableInputs"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .executable(name: "string-symbols", targets: ["string-symbols"]),
        .plugin(name: "StringSymbolsPlugin", targets: ["StringSymbolsPlugin"]),
        .plugin(name: "GenerateStringSymbols", targets: ["GenerateStringSymbols"]),
    ],
    targets: [
        // Text as the readers take it in: files' bytes, UTF-8 scanned a word at a time, positions,
        // and diagnostics that point there, with the one error type that carries them.
        .target(name: "InputText"),
        // Folders listed and files written all or nothing.
        .target(name: "FileSystem", dependencies: ["InputText", "PluginFacts"]),
        // JSON read with positions, and written with the separators and key order asked for.
        .target(name: "JSON", dependencies: ["InputText"]),
        // XML read with positions, refusing what hostile files use (entity declarations).
        .target(name: "XML", dependencies: ["InputText"]),
        // The format-neutral model of a table: entries, localizations, format strings.
        .target(name: "TableModel", dependencies: ["InputText", "PluginFacts"]),
        // What the tool and its plugins share: file names, built-in templates, the version.
        .target(name: "PluginFacts"),
        // CLDR's plural rules, compiled.
        .target(name: "PluralRules", dependencies: ["TableModel"]),
        // String Catalogs (.xcstrings) into the model.
        .target(name: "CatalogReader", dependencies: ["InputText", "JSON", "TableModel"]),
        // .strings and .stringsdict files into the model.
        .target(name: "LegacyReader", dependencies: ["InputText", "TableModel"]),
        // String Catalogs written in Xcode's bytes: formatted, and made from the model.
        .target(name: "CatalogWriter", dependencies: ["InputText", "JSON", "TableModel"]),
        // Catalogs exchanged with translators as XLIFF, in Xcode's bytes: export and import.
        .target(name: "XLIFF", dependencies: ["CatalogWriter", "InputText", "JSON", "PluralRules", "TableModel", "XML"]),
        // The model written as .strings and .stringsdict files.
        .target(name: "LegacyWriter", dependencies: ["InputText", "LegacyReader", "TableModel"]),
        // The tables a user's inputs name, found and read.
        .target(name: "TableInputs", dependencies: ["CatalogReader", "FileSystem", "InputText", "LegacyReader", "PluginFacts", "TableModel"]),
        // Keys into symbols: Swift names and parameters, for every template's naming.
        .target(name: "Symbols", dependencies: ["InputText", "PluginFacts", "StringSymbolsTemplates", "TableModel"]),
        // Symbols into Swift: the template context and the templates.
        .target(name: "Rendering", dependencies: ["InputText", "JSON", "Mustache", "PluginFacts", "PluralRules", "StringSymbolsTemplates", "Symbols", "TableModel"]),
        // Findings as compiler diagnostics, JSON and SARIF.
        .target(name: "Findings", dependencies: ["InputText", "JSON", "PluginFacts"]),
        // `check`: translations that crash or read wrong, and the team's policy.
        .target(name: "Checking", dependencies: ["Findings", "InputText", "JSON", "PluralRules", "Symbols", "TableModel"]),
        // `usage` and `migrate`: the code's lookups by key, the report, the rewrite.
        .target(name: "KeyUsage", dependencies: ["FileSystem", "Findings", "InputText", "JSON", "PluginFacts", "SwiftLexer", "Symbols", "TableModel"]),
        // The generator: read, translate, render, write.
        .target(name: "StringSymbols", dependencies: ["Checking", "FileSystem", "Findings", "InputText", "PluginFacts", "Rendering", "Symbols", "TableInputs", "TableModel"]),
        // The built-in templates, the single source of truth for generated code, compiled into the binary.
        .target(name: "StringSymbolsTemplates", path: "Templates", exclude: templateFiles),
        // A Mustache template engine (the spec's required modules, inheritance, dynamic names).
        .target(name: "Mustache"),
        // Swift source as tokens with positions, to find the code that looks strings up by key.
        .target(name: "SwiftLexer"),

        // The command-line tool the plugins run: the user's configuration, and each command.
        .executableTarget(name: "string-symbols", dependencies: ["CatalogWriter", "Checking", "FileSystem", "Findings", "LegacyWriter", "InputText", "JSON", "KeyUsage", "PluginFacts", "StringSymbols", "Symbols", "TableInputs", "TableModel", "XLIFF"]),

        // Generates Swift for a target's String Catalogs at build time (SwiftPM and Xcode).
        .plugin(name: "StringSymbolsPlugin", capability: .buildTool(), dependencies: ["string-symbols"]),
        // `swift package generate-string-symbols`: writes the generated files into the package.
        .plugin(
            name: "GenerateStringSymbols",
            capability: .command(
                intent: .custom(verb: "generate-string-symbols", description: "Write Swift for the String Catalogs of the package's targets into each target's Generated folder"),
                permissions: [.writeToPackageDirectory(reason: "The generated Swift is written into each target's Generated folder")]
            ),
            dependencies: ["string-symbols"]
        ),

        // Prints timings of the pipeline stages against a reference measured in the same run.
        .executableTarget(
            name: "StringSymbolsBenchmark",
            dependencies: ["StringSymbols", "TableInputs", "XLIFF"],
            path: "Benchmarks/StringSymbolsBenchmark"
        ),

        // Locating the shared test inputs, and type-checking Swift with the toolchain's swiftc.
        .target(name: "TestSupport", dependencies: ["CatalogReader", "TableModel"], path: "Tests/TestSupport"),
        .testTarget(name: "StringCatalogTests", dependencies: ["TableInputs", "PluralRules", "TestSupport"]),
        .testTarget(name: "StringSymbolsTests", dependencies: ["CatalogWriter", "StringSymbols", "KeyUsage", "string-symbols", "TestSupport"]),
        .testTarget(name: "CatalogWriterTests", dependencies: ["CatalogWriter", "InputText", "JSON", "LegacyWriter", "TableInputs", "TableModel", "TestSupport"]),
        .testTarget(name: "XLIFFTests", dependencies: ["XLIFF", "XML", "InputText", "JSON", "TestSupport"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        // Runs the built string-symbols binary: exit codes, diagnostics, files written.
        .testTarget(name: "StringSymbolsCLITests", dependencies: ["string-symbols", "TestSupport"]),
        // The plugins' plan (Plugins/PluginsShared, linked in), tested without building the plugins.
        .testTarget(name: "PluginPlanTests", dependencies: ["string-symbols", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
