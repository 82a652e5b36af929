// swift-tools-version: 6.1
import PackageDescription

// An app that used SwiftGen's structured-swift5 template: its call sites (`L10n.Scene.title`,
// `L10n.items(3)`) stay as SwiftGen made them, while the plugin generates with the `swiftgen`
// template. `Catalog/Localizable.xcstrings` holds the same strings as a String Catalog, as
// Xcode migrates them: with it in place of the `.lproj` folders, the same call sites compile
// and print the same lines.
let package = Package(
    name: "SwiftGenCalls",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "ReaderStrings",
            exclude: ["string-symbols.json"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "reader", dependencies: ["ReaderStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
