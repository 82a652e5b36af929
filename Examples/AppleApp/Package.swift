// swift-tools-version: 6.1
import PackageDescription

// The Apple-platform setup: `AppResources` owns the String Catalogs and applies the build plugin
// with the default `xcode` template; `FeatureUI` writes `Text(.welcomeTitle)` exactly as it would
// inside `AppResources`. Needs an Apple platform (SwiftUI); on Linux, CI type-checks the code the
// plugin generates for it against a stand-in of the Apple API instead.
let package = Package(
    name: "AppleApp",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "AppResources", targets: ["AppResources"]),
        .library(name: "FeatureUI", targets: ["FeatureUI"]),
    ],
    dependencies: [
        .package(name: "StringSymbols", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppResources",
            resources: [.process("Localizable.xcstrings"), .process("Booking.xcstrings")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .target(name: "FeatureUI", dependencies: ["AppResources"]),
    ],
    swiftLanguageModes: [.v6]
)
