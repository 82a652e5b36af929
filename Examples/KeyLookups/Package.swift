// swift-tools-version: 6.1
import PackageDescription

// An app that looks its strings up by key, as apps do before they have symbols:
// `Text("key", bundle: .module)`, a `"key".localized()` helper, a view's private
// `LocalizedStrings` enum, `Bundle.module.localizedString(forKey:value:table:)`.
// `string-symbols migrate --write` turns each lookup into the symbol the plugin generates.
let package = Package(
    name: "KeyLookups",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        // The part of SwiftUI the views use, so that the example runs on Linux too.
        .target(name: "ViewKit"),
        .target(
            name: "AccountSettings",
            dependencies: ["ViewKit"],
            exclude: ["string-symbols.json"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "account-settings", dependencies: ["AccountSettings", "ViewKit"]),
    ],
    swiftLanguageModes: [.v6]
)
