// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets over the StringSymbols libraries, kept out of the main package so that its
// `swift build` and `swift test` never see sanitizer flags. They reach the modules' `package`
// declarations through `@testable import`: `Fuzz/run` builds with `-enable-testing`. Each target is a library holding one
// `LLVMFuzzerTestOneInput`; `Fuzz/run` compiles them with `-sanitize=fuzzer,address` and links
// each one, with the libraries it uses, into a fuzzer binary (libFuzzer supplies `main`).
let package = Package(
    name: "StringSymbolsFuzz",
    dependencies: [
        // The main package, through a link to `..` that `Fuzz/run` makes: SwiftPM names a path
        // dependency after its folder, and a clone in a folder called `fuzz` would take this
        // package's own name (`Fuzz`) and fail to resolve.
        .package(path: ".build/StringSymbols"),
    ],
    targets: [
        .target(name: "FuzzJSON", dependencies: [.product(name: "CatalogReader", package: "StringSymbols")]),
        .target(name: "FuzzCatalogWriter", dependencies: [.product(name: "CatalogWriter", package: "StringSymbols")]),
        .target(name: "FuzzCatalog", dependencies: [.product(name: "CatalogReader", package: "StringSymbols")]),
        .target(name: "FuzzFormat", dependencies: [.product(name: "CatalogReader", package: "StringSymbols")]),
        // `Generated/` is written by `Fuzz/run`: the `string` template's formatter, and the
        // comparison the differential test runs.
        .target(name: "FuzzFormatDifferential", dependencies: [.product(name: "CatalogReader", package: "StringSymbols")]),
        .target(name: "FuzzLegacy", dependencies: [.product(name: "TableInputs", package: "StringSymbols")]),
        .target(name: "FuzzMustache", dependencies: [.product(name: "Mustache", package: "StringSymbols")]),
        .target(
            name: "FuzzSwift",
            dependencies: [
                .product(name: "SwiftLexer", package: "StringSymbols"),
                .product(name: "StringSymbols", package: "StringSymbols"),
            ]
        ),
        .target(name: "FuzzPipeline", dependencies: [.product(name: "StringSymbols", package: "StringSymbols")]),
        .target(name: "FuzzXLIFF", dependencies: [.product(name: "XLIFF", package: "StringSymbols")]),
    ],
    swiftLanguageModes: [.v6]
)
