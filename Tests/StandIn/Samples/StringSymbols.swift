// Hand-written sample of what `string-symbols generate --module-name AppResources` writes for the
// tables Localizable and Booking (template `xcode`); tests compile it against the stand-in in
// Tests/StandIn. It will be replaced by real generator output.
//
// StringSymbols.swift: the module-level declarations.

import Foundation

/// The strings of module AppResources. `LocalizedStringResource` conforms, so that the members of
/// this protocol's extensions read like Xcode's own: `.roomAvailable`, `.Booking.confirmBookingCta`.
/// Inside AppResources, members that Xcode generates with the same names take precedence.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol AppResourcesStrings {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension LocalizedStringResource: AppResourcesStrings {}

/// The bundle that holds module AppResources' string tables.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum AppResourcesStringsBundle {
    static var description: LocalizedStringResource.BundleDescription {
        #if SWIFT_PACKAGE
        .atURL(Bundle.module.bundleURL)
        #else
        .forClass(Anchor.self)
        #endif
    }

    #if !SWIFT_PACKAGE
    /// A class of this module, whose bundle is the module's.
    private final class Anchor {}
    #endif
}
