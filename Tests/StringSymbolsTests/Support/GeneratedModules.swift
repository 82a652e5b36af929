import Foundation
import TestSupport
import Testing
@testable import PluginFacts
@testable import Rendering

extension SwiftCompiler.Module {
    /// The module that owns the catalogs, as SwiftPM (`swiftPackage`) or an Xcode target builds it:
    /// the generated files and `extra` sources, seeing the stand-in of Apple's API, and with
    /// SwiftPM the stand-in's `Bundle.module`, which SwiftPM generates into such a module.
    static func resources(
        _ name: String = "AppResources", files: [GeneratedFile], extra: [SwiftCompiler.Source] = [],
        swiftPackage: Bool = true, isolation: SwiftCompiler.DefaultIsolation = .nonisolated
    ) -> SwiftCompiler.Module {
        SwiftCompiler.Module(
            name,
            sources: (swiftPackage ? StandIn.resourceModuleSources : []) + files.map { .text($0.contents, named: $0.name) } + extra,
            defines: swiftPackage ? ["SWIFT_PACKAGE"] : [],
            isolation: isolation,
            seesStandIn: true)
    }

    /// An executable whose `main.swift` is `main`, seeing the stand-in (to print resolutions).
    static func program(_ name: String = "Feature", main: String, isolation: SwiftCompiler.DefaultIsolation = .nonisolated) -> SwiftCompiler.Module {
        SwiftCompiler.Module(name, sources: [.text(main, named: "main.swift")], isolation: isolation, seesStandIn: true)
    }
}

/// Generated code for module `AppResources` from the golden case `cross-module` (tables
/// `Localizable` with `roomAvailable`, `landmarksCount(count:)`, `reorder(_:_:)` and `Booking` with
/// `confirmBookingCta`), produced by the generator in the test itself, so that what runs is what
/// the generator writes now.
enum Samples {
    static func crossModule(template: BuiltInTemplate = .xcode) throws -> [GeneratedFile] {
        let golden = try #require(GoldenCase.named("cross-module"))
        var configuration = try golden.configuration()
        configuration.template = .builtIn(template)
        return try golden.generate(configuration).files
    }
}
