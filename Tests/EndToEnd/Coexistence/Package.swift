// swift-tools-version: 6.1
import PackageDescription

// End-to-end check of coexisting with Xcode's own symbols, built by CI on Linux.
//
// `AppResources` applies the build plugin with the `xcode` template and also declares `internal`
// members with the same names, as Xcode 26 generates inside a package. Linux has no
// `LocalizedStringResource`, so the stand-in of the Apple API (Tests/StandIn, linked in as
// Sources/AppResources/StandIn) is compiled into the module. `Feature`, another module, calls
// the members and prints how each resolved: the generated public ones must answer there, and
// Xcode's inside `AppResources`.
let package = Package(
    name: "Coexistence",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../../.."),
    ],
    targets: [
        .target(
            name: "AppResources",
            // SwiftPM generates the real Bundle.module for a target with resources.
            exclude: ["StandIn/ResourceModule"],
            resources: [.process("Localizable.xcstrings"), .process("Booking.xcstrings")],
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "Feature", dependencies: ["AppResources"]),
    ],
    swiftLanguageModes: [.v6]
)
