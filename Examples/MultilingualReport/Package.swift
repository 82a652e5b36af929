// swift-tools-version: 6.1
import PackageDescription

// A program that answers in the language each request asks for, as a server does: the strings of
// a resources module (the `string` template), looked up on Linux in the catalog that SwiftPM
// copies into the module's bundle, in every language it has.
let package = Package(
    name: "MultilingualReport",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "ReportStrings",
            exclude: ["string-symbols.json"],
            resources: [.process("Localizable.xcstrings")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "report", dependencies: ["ReportStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
