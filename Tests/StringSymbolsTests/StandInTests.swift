import Foundation
import Testing
import TestSupport

/// The stand-in of Apple's localization API (Tests/StandIn) and the design of DESIGN.md ("The
/// default output", "Coexisting with Xcode's own symbols"), proven on the generator's output for
/// module `AppResources` from the golden case `cross-module` (`Samples.crossModule`).
///
/// Every test here compiles with `swiftc` (Swift 6, strict concurrency, warnings as errors).
@Suite struct StandInTests {
    // MARK: - Checking

    /// The sample compiles against the stand-in both as SwiftPM builds it (`Bundle.module`) and as
    /// an Xcode project target does (a class anchor), without a single warning.
    @Test(arguments: [false, true])
    func sampleCompiles(swiftPackage: Bool) throws {
        #expect(try SwiftCompiler.check(.resources(files: try Samples.crossModule(), swiftPackage: swiftPackage)) == "")
    }

    /// The check is strict where Apple's SDK is: each marked line fails, and only those.
    @Test
    func checkRejectsWhatDoesNotBuildWithApplesSDK() throws {
        let probes = """
            import Foundation

            func interpolatesABool() -> String.LocalizationValue {
                "\\(true)"  // error: recent SDKs warn (deprecated), older ones reject it
            }

            func usesBundleModule() -> Bundle {
                Bundle.module  // error: SwiftPM declares Bundle.module only when it builds the package
            }

            func warns() -> Int {
                var neverMutated = 1  // error: a warning, and warnings are errors
                return neverMutated
            }

            // What Xcode 26 generates inside the module, and a public member of the same name beside
            // it: the invalid redeclaration that the protocol of the sample avoids.
            extension LocalizedStringResource {
                static var roomAvailable: LocalizedStringResource { "Xcode" }
            }
            extension LocalizedStringResource {
                public static var roomAvailable: LocalizedStringResource { "public" }  // error: invalid redeclaration
            }

            """
        let expectedLines = Set(probes.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("// error:") }.map { $0.offset + 1 })
        let module = SwiftCompiler.Module.resources(
            files: try Samples.crossModule(), extra: [.text(probes, named: "Probes.swift")], swiftPackage: false)
        let failure = try #require(throws: SwiftCompiler.Failure.self) { try SwiftCompiler.check(module) }
        let errors = failure.diagnostics.filter { $0.severity == "error" }
        #expect(Set(errors.filter { $0.file == "Probes.swift" }.map(\.line)) == expectedLines, "\(failure)")
        #expect(errors.allSatisfy { $0.file == "Probes.swift" }, "\(failure)")
    }

    // MARK: - Resolution across modules

    /// Module `AppResources` holds the stand-in, the sample, what Xcode 26 generates in a package
    /// (internal members with the same names, resolving in a table of their own) and functions that
    /// resolve the same calls inside the module. Module `Feature` imports it and writes the calls
    /// Xcode's symbols allow.
    ///
    /// From `Feature` the sample's public members answer: the right key, table and bundle, and the
    /// arguments in argument-number order. Inside `AppResources` Xcode's members answer, except
    /// `.Booking.confirmBookingCta`: there the sample's `static var Booking` is chosen over Xcode's
    /// nested type `Booking` (same key, table and bundle), and only the spelled-out
    /// `LocalizedStringResource.Booking` reaches Xcode's.
    @Test(arguments: [true, false])
    func publicSymbolsAnswerOutsideTheModuleAndXcodesInside(swiftPackage: Bool) throws {
        let bundle = swiftPackage
            ? #"StandInStrings.BundleIdentity(url: StandInStrings.moduleBundleURL(forModule: "AppResources"))"#
            : #"StandInStrings.BundleIdentity.module("AppResources")"#
        let registrations: [(table: String, key: String, format: String)] = [
            ("Localizable", "room_available", "Room free (catalog)"),
            ("Localizable", "landmarks_count", "%lld landmarks (catalog)"),
            ("Localizable", "reorder", "%2$@ has %1$lld items"),
            ("Booking", "confirm_booking_cta", "Confirm booking (catalog)"),
            ("XcodeGenerated", "room_available", "Room free (Xcode)"),
            ("XcodeGenerated", "reorder", "%2$@ has %1$lld items (Xcode)"),
            ("XcodeGenerated", "confirm_booking_cta", "Confirm booking (Xcode)"),
        ]
        let register = registrations.map {
            "StandInStrings.register(\(literal($0.format)), key: \(literal($0.key)), table: \(literal($0.table)), bundle: bundle)"
        }.joined(separator: "\n")
        let main = """
            import Foundation
            import AppResources

            /// Stand-in for SwiftUI's `Text(_ resource: LocalizedStringResource)`.
            func show(_ resource: LocalizedStringResource) -> String { String(localized: resource) }

            func report(_ label: String, _ value: some CustomStringConvertible) { print("\\(label)\\t\\(value)") }

            let bundle = \(bundle)
            report("bundle", bundle)
            \(register)
            // The same keys in another bundle must not be found.
            StandInStrings.register("Room free (main bundle)", key: "room_available", bundle: .main)
            StandInStrings.register("Confirm (main bundle)", key: "confirm_booking_cta", table: "Booking", bundle: .main)

            report("outside.roomAvailable", String(localized: .roomAvailable))
            report("outside.reorder", String(localized: .reorder(3, "Ana")))
            report("outside.booking", String(localized: .Booking.confirmBookingCta))
            let landmarks: LocalizedStringResource = .landmarksCount(count: 42)
            report("outside.landmarksCount", String(localized: landmarks))
            report("outside.show", show(.roomAvailable))
            report("outside.explicit", String(localized: LocalizedStringResource.roomAvailable))
            report("outside.explicitBooking", String(localized: LocalizedStringResource.Booking.confirmBookingCta))
            report("resolution.roomAvailable", StandInStrings.resolve(.roomAvailable))
            report("resolution.reorder", StandInStrings.resolve(.reorder(3, "Ana")))
            report("resolution.booking", StandInStrings.resolve(.Booking.confirmBookingCta))
            report("inside.roomAvailable", InsideAppResources.roomAvailable())
            report("inside.reorder", InsideAppResources.reorder(3, "Ana"))
            report("inside.booking", InsideAppResources.confirmBookingCta())
            report("inside.explicitBooking", InsideAppResources.confirmBookingCtaSpelledOut())
            StandInStrings.unregisterAll()
            report("fallback.roomAvailable", String(localized: .roomAvailable))
            report("fallback.reorder", String(localized: .reorder(3, "Ana")))

            """
        let library = SwiftCompiler.Module.resources(
            files: try Samples.crossModule(),
            extra: [.text(Self.xcodeGenerated, named: "XcodeGeneratedSymbols.swift"), .text(Self.inside, named: "Inside.swift")],
            swiftPackage: swiftPackage)
        let output = try SwiftCompiler.run(.program(main: main), linking: [library])
        let report = Self.report(output)

        let identity = try #require(report["bundle"], "\(output)")
        if swiftPackage {
            #expect(identity.hasPrefix("directory /") && identity.hasSuffix("/StringSymbolsStandIn/AppResources.resources"))
        } else {
            #expect(identity == "module AppResources")
        }
        #expect(report["outside.roomAvailable"] == "Room free (catalog)")
        #expect(report["outside.reorder"] == "Ana has 3 items")
        #expect(report["outside.booking"] == "Confirm booking (catalog)")
        #expect(report["outside.landmarksCount"] == "42 landmarks (catalog)")
        #expect(report["outside.show"] == "Room free (catalog)")
        #expect(report["outside.explicit"] == "Room free (catalog)")
        #expect(report["outside.explicitBooking"] == "Confirm booking (catalog)")
        #expect(report["resolution.roomAvailable"] == """
            bundle=\(identity) table=Localizable key="room_available" registered="Room free (catalog)" \
            default="Room available" arguments=[] -> "Room free (catalog)"
            """)
        #expect(report["resolution.reorder"] == """
            bundle=\(identity) table=Localizable key="reorder" registered="%2$@ has %1$lld items" \
            default="%lld %@" arguments=[Int64(3), String("Ana")] -> "Ana has 3 items"
            """)
        #expect(report["resolution.booking"] == """
            bundle=\(identity) table=Booking key="confirm_booking_cta" registered="Confirm booking (catalog)" \
            default="Confirm booking" arguments=[] -> "Confirm booking (catalog)"
            """)
        #expect(report["inside.roomAvailable"] == "Room free (Xcode)")
        #expect(report["inside.reorder"] == "Ana has 3 items (Xcode)")
        #expect(report["inside.booking"] == "Confirm booking (catalog)")
        #expect(report["inside.explicitBooking"] == "Confirm booking (Xcode)")
        // With nothing registered, the default value: in argument-number order, not the catalog's.
        #expect(report["fallback.roomAvailable"] == "Room available")
        #expect(report["fallback.reorder"] == "3 Ana")
    }

    /// What Xcode 26 generates for a package with `defaultLocalization`, reduced to the members the
    /// sample also has; they resolve in table `XcodeGenerated` so that a test can tell them apart.
    static let xcodeGenerated = """
        import Foundation

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        extension LocalizedStringResource {
            static var roomAvailable: LocalizedStringResource {
                LocalizedStringResource(
                    "room_available", defaultValue: "Room available", table: "XcodeGenerated",
                    bundle: AppResourcesStringsBundle.description)
            }

            static func reorder(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {
                LocalizedStringResource(
                    "reorder", defaultValue: "\\(arg1) \\(arg2)", table: "XcodeGenerated",
                    bundle: AppResourcesStringsBundle.description)
            }

            enum Booking {
                static var confirmBookingCta: LocalizedStringResource {
                    LocalizedStringResource(
                        "confirm_booking_cta", defaultValue: "Confirm booking", table: "XcodeGenerated",
                        bundle: AppResourcesStringsBundle.description)
                }
            }
        }

        """

    /// Calls written inside module `AppResources`, for `Feature` to print.
    static let inside = """
        import Foundation

        public enum InsideAppResources {
            public static func roomAvailable() -> String { String(localized: .roomAvailable) }
            public static func reorder(_ count: Int, _ name: String) -> String { String(localized: .reorder(count, name)) }
            public static func confirmBookingCta() -> String { String(localized: .Booking.confirmBookingCta) }
            public static func confirmBookingCtaSpelledOut() -> String {
                String(localized: LocalizedStringResource.Booking.confirmBookingCta)
            }
        }

        """

    // MARK: - The stand-in itself

    /// Format keys and arguments as Apple builds them, lookup by bundle, table and key, fallback,
    /// formatting in the resource's locale, and the argument check that replaces a crash.
    @Test
    func standInResolvesAsApplesAPIDoes() throws {
        let main = #"""
            import Foundation

            final class Marker {}
            func report(_ label: String, _ value: some CustomStringConvertible) { print("\(label)\t\(value)") }
            func resolve(_ label: String, _ resource: LocalizedStringResource) { report(label, StandInStrings.resolve(resource)) }

            let name = "Ana"
            resolve("types", LocalizedStringResource("types", defaultValue: """
                \(Int(-1)) \(Int8(-2)) \(Int16(-3)) \(Int32(-4)) \(Int64(-5)) \(UInt(6)) \(UInt8(7)) \(UInt16(8)) \
                \(UInt32(9)) \(UInt64(10)) \(1.5) \(Float(2.5)) \(name) 100%
                """))
            resolve("specifier", LocalizedStringResource("hex", defaultValue: "\(UInt32(255), specifier: "%04x")"))
            resolve("literal", LocalizedStringResource("literal", defaultValue: "100% sure"))
            resolve("keyAndValue", LocalizedStringResource("Hello \(name)", table: "Greetings"))
            let plain: LocalizedStringResource = "Plain"
            resolve("stringLiteral", plain)
            resolve("emptyTable", LocalizedStringResource("empty", defaultValue: "Empty", table: ""))

            let elsewhere = URL(fileURLWithPath: "/nonexistent/Some.bundle/")
            StandInStrings.register("%2$@ has %1$lld items", key: "positional", table: "T", bundle: .init(url: elsewhere))
            resolve("positional", LocalizedStringResource(
                "positional", defaultValue: "\(3) \(name)", table: "T", bundle: .atURL(elsewhere)))
            resolve("positionalElsewhere", LocalizedStringResource("positional", defaultValue: "\(3) \(name)", table: "T"))

            StandInStrings.register("Marked", key: "marked", bundle: .module("StandInCheck"))
            resolve("forClass", LocalizedStringResource("marked", defaultValue: "Unmarked", bundle: .forClass(Marker.self)))

            StandInStrings.register("first", key: "twice", bundle: .main)
            StandInStrings.register("second", key: "twice", bundle: .main)
            resolve("replaced", LocalizedStringResource("twice", defaultValue: "Twice"))

            var german = LocalizedStringResource("locale", defaultValue: "\(1.5)")
            german.locale = Locale(identifier: "de_DE")
            report("locale", String(localized: german))

            StandInStrings.register("%@ items", key: "mismatch", bundle: .main)
            resolve("mismatch", LocalizedStringResource("mismatch", defaultValue: "\(3) items"))
            StandInStrings.register("%1$lld %2$@", key: "tooFew", bundle: .main)
            resolve("tooFew", LocalizedStringResource("tooFew", defaultValue: "\(3)"))
            StandInStrings.register("%d", key: "narrow", bundle: .main)
            resolve("narrow", LocalizedStringResource("narrow", defaultValue: "\(3)"))

            let one: String.LocalizationValue = "\(1)"
            let two: String.LocalizationValue = "\(2)"
            report("equatable", [String.LocalizationValue("a") == "a", one == "\(1)", one != two, one != "1"])

            """#
        let output = try SwiftCompiler.run(.program("StandInCheck", main: main))
        let report = Self.report(output)

        #expect(report["types"] == #"""
            bundle=main table=Localizable key="types" registered=none \#
            default="%lld %d %d %d %lld %llu %u %u %u %llu %lf %f %@ 100%%" \#
            arguments=[Int64(-1), Int32(-2), Int32(-3), Int32(-4), Int64(-5), UInt64(6), UInt32(7), UInt32(8), \#
            UInt32(9), UInt64(10), Double(1.5), Float(2.5), String("Ana")] \#
            -> "-1 -2 -3 -4 -5 6 7 8 9 10 1.500000 2.500000 Ana 100%"
            """#)
        #expect(report["specifier"] == #"""
            bundle=main table=Localizable key="hex" registered=none default="%04x" arguments=[UInt32(255)] -> "00ff"
            """#)
        #expect(report["literal"] == #"""
            bundle=main table=Localizable key="literal" registered=none default="100% sure" arguments=[] -> "100% sure"
            """#)
        #expect(report["keyAndValue"] == #"""
            bundle=main table=Greetings key="Hello %@" registered=none default="Hello %@" arguments=[String("Ana")] \#
            -> "Hello Ana"
            """#)
        #expect(report["stringLiteral"] == #"""
            bundle=main table=Localizable key="Plain" registered=none default="Plain" arguments=[] -> "Plain"
            """#)
        #expect(report["emptyTable"]?.hasPrefix("bundle=main table=Localizable ") == true)
        #expect(report["positional"] == #"""
            bundle=directory /nonexistent/Some.bundle table=T key="positional" registered="%2$@ has %1$lld items" \#
            default="%lld %@" arguments=[Int64(3), String("Ana")] -> "Ana has 3 items"
            """#)
        #expect(report["positionalElsewhere"]?.hasSuffix(#"registered=none default="%lld %@" arguments=[Int64(3), String("Ana")] -> "3 Ana""#) == true)
        #expect(report["forClass"]?.hasPrefix(#"bundle=module StandInCheck table=Localizable key="marked" registered="Marked""#) == true)
        #expect(report["replaced"]?.hasSuffix(#"-> "second""#) == true)
        #expect(report["locale"] == "1,500000")
        #expect(report["mismatch"]?.hasSuffix(#"-> "<stand-in: %@ needs a String for argument 1, got Int64(3)>""#) == true)
        #expect(report["tooFew"]?.hasSuffix(#"-> "<stand-in: %2$@ needs argument 2, but there are 1>""#) == true)
        #expect(report["narrow"]?.hasSuffix(#"-> "<stand-in: %d needs a 32-bit integer for argument 1, got Int64(3)>""#) == true)
        #expect(report["equatable"] == "[true, true, true, true]")
    }

    // MARK: - Helpers

    /// `label<TAB>value` lines as a dictionary.
    static func report(_ output: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            values[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return values
    }
}

/// `value` as a Swift string literal.
private func literal(_ value: String) -> String {
    String(reflecting: value)
}
