// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StringSymbols",
    products: [
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "StringSymbols", targets: ["StringSymbols"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .executable(name: "string-symbols", targets: ["string-symbols"]),
        .plugin(name: "StringSymbolsPlugin", targets: ["StringSymbolsPlugin"]),
        .plugin(name: "GenerateStringSymbols", targets: ["GenerateStringSymbols"]),
    ],
    targets: [
        // The .xcstrings format: a position-aware JSON reader, the typed model, validation.
        .target(name: "StringCatalog"),
        // Catalogs + configuration -> symbol table: Swift names and parameters of every key.
        .target(name: "StringSymbols", dependencies: ["StringCatalog", "Mustache", "StringSymbolsTemplates", "SwiftLexer"]),
        // The built-in templates, the single source of truth for generated code, embedded in the binary.
        .target(
            name: "StringSymbolsTemplates",
            path: "Templates",
            resources: [
                .embedInCode("xcode.mustache"),
                .embedInCode("xcode-module.mustache"),
                .embedInCode("xcode-table.mustache"),
                .embedInCode("xcode-symbol.mustache"),
                .embedInCode("string.mustache"),
                .embedInCode("string-module.mustache"),
                .embedInCode("string-table.mustache"),
                .embedInCode("string-symbol.mustache"),
                .embedInCode("string-catalog.mustache"),
                .embedInCode("string-legacy.mustache"),
                .embedInCode("bundle-lookup.mustache"),
                .embedInCode("string-bundle.mustache"),
                .embedInCode("swiftgen.mustache"),
                .embedInCode("swiftgen-flat.mustache"),
                .embedInCode("swiftgen-module.mustache"),
                .embedInCode("swiftgen-table.mustache"),
                .embedInCode("swiftgen-level.mustache"),
            ]
        ),
        // A Mustache template engine (the spec's required modules, inheritance, dynamic names).
        .target(name: "Mustache"),
        // Swift source as tokens with positions, to find the code that looks strings up by key.
        .target(name: "SwiftLexer"),

        // The command-line tool the plugins run.
        .executableTarget(name: "string-symbols", dependencies: ["StringSymbols", "StringCatalog"]),

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
            dependencies: ["StringCatalog", "StringSymbols", "Mustache"],
            path: "Benchmarks/StringSymbolsBenchmark"
        ),

        // Locating the shared test inputs, and type-checking Swift with the toolchain's swiftc.
        .target(name: "TestSupport", dependencies: ["StringCatalog"], path: "Tests/TestSupport"),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "TestSupport"]),
        .testTarget(name: "StringSymbolsTests", dependencies: ["StringSymbols", "StringCatalog", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        // Runs the built string-symbols binary: exit codes, diagnostics, files written.
        .testTarget(name: "StringSymbolsCLITests", dependencies: ["string-symbols", "TestSupport"]),
        // The plugins' plan (Plugins/PluginsShared, linked in), tested without building the plugins.
        .testTarget(name: "PluginPlanTests", dependencies: ["string-symbols", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
