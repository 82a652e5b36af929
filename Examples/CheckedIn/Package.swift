// swift-tools-version: 6.1
import PackageDescription

// Generated code checked in: `swift package --allow-writing-to-package-directory
// generate-string-symbols` writes it into Sources/AppStrings/Generated, and the build uses those
// files as ordinary sources, with no plugin at build time.
let package = Package(
    name: "CheckedIn",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppStrings",
            exclude: ["string-symbols.json"],
            resources: [.process("Localizable.xcstrings")]
        ),
        .executableTarget(name: "CheckedInApp", dependencies: ["AppStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
