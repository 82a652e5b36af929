// swift-tools-version: 6.1
import PackageDescription

// An app's strings as they were before String Catalogs: `.strings` and `.stringsdict` files in
// `.lproj` folders (the plural rules in a folder of their own, a real layout), with the plugin
// and the `string` template, looked up on Linux in every language of the tables.
let package = Package(
    name: "LegacyTables",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "ShopStrings",
            exclude: ["string-symbols.json"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "shop", dependencies: ["ShopStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
