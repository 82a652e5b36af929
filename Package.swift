// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StringSymbols",
    products: [
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
    ],
    targets: [
        // The .xcstrings format: a position-aware JSON reader, the typed model, validation.
        .target(name: "StringCatalog"),

        // Prints timings of the pipeline stages against a reference measured in the same run.
        .executableTarget(
            name: "StringSymbolsBenchmark",
            dependencies: ["StringCatalog"],
            path: "Benchmarks/StringSymbolsBenchmark"
        ),

        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog"]),
    ],
    swiftLanguageModes: [.v6]
)
