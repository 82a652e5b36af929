// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StringSymbols",
    products: [
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "StringSymbols", targets: ["StringSymbols"]),
    ],
    targets: [
        // The .xcstrings format: a position-aware JSON reader, the typed model, validation.
        .target(name: "StringCatalog"),
        // Catalogs + configuration -> symbol table: Swift names and parameters of every key.
        .target(name: "StringSymbols", dependencies: ["StringCatalog"]),

        // Prints timings of the pipeline stages against a reference measured in the same run.
        .executableTarget(
            name: "StringSymbolsBenchmark",
            dependencies: ["StringCatalog", "StringSymbols"],
            path: "Benchmarks/StringSymbolsBenchmark"
        ),

        // Locating the shared test inputs, and type-checking Swift with the toolchain's swiftc.
        .target(name: "TestSupport", dependencies: ["StringCatalog"], path: "Tests/TestSupport"),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "TestSupport"]),
        .testTarget(name: "StringSymbolsTests", dependencies: ["StringSymbols", "StringCatalog", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
