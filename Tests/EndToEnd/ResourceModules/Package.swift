// swift-tools-version: 6.2
import PackageDescription

// End-to-end check of real projects' setups, built by CI on Linux (see README.md): two resources
// modules with the build plugin, both defaulting to MainActor isolation with approachable
// concurrency, both with a `cancel` key, one also with Xcode-26-style internal members; an
// executable that uses their strings from nonisolated and main-actor code, unqualified and
// through each module's namespace.
//
// Linux has no LocalizedStringResource, so the stand-in of Apple's API (Tests/StandIn, linked in
// as Sources/StandIn) is a module that every file of the resources modules sees without
// importing it, as generated code sees Foundation on Apple platforms. Its ResourceModule folder
// stands in for SwiftPM's own Bundle.module, which SwiftPM generates here itself.
let resourcesSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "StandIn"]),
]

let package = Package(
    name: "ResourceModules",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "StringSymbols", path: "../../.."),
    ],
    targets: [
        .target(name: "StandIn", exclude: ["ResourceModule"]),
        .target(
            name: "CommonResources",
            dependencies: ["StandIn"],
            exclude: ["string-symbols.json"],
            resources: [.process("Localizable.xcstrings"), .process("Booking.xcstrings")],
            swiftSettings: resourcesSettings,
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .target(
            name: "BookingResources",
            dependencies: ["StandIn"],
            exclude: ["string-symbols.json"],
            resources: [.process("Localizable.xcstrings")],
            swiftSettings: resourcesSettings,
            plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]
        ),
        .executableTarget(name: "Feature", dependencies: ["CommonResources", "BookingResources", "StandIn"]),
    ],
    swiftLanguageModes: [.v6]
)
