// swift-tools-version: 6.1
import PackageDescription

// A resources module that owns the String Catalogs, a feature module that uses its strings with
// no bundle code of its own, and a program that prints them. Builds and runs on Linux: the
// catalogs use the `string` template (see Sources/AppResources/string-symbols.json).
let package = Package(
    name: "SharedResources",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppResources",
            exclude: ["string-symbols.json"],
            resources: [.process("Localizable.xcstrings"), .process("Booking.xcstrings")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .target(name: "Feature", dependencies: ["AppResources"]),
        .executableTarget(name: "ExampleApp", dependencies: ["Feature"]),
    ],
    swiftLanguageModes: [.v6]
)
