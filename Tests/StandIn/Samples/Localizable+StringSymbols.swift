// Hand-written sample of generated code (see StringSymbols.swift): table Localizable.

import Foundation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension AppResourcesStrings where Self == LocalizedStringResource {
    /// Room available
    ///
    /// Key `room_available` in table `Localizable`.
    public static var roomAvailable: LocalizedStringResource {
        let key: StaticString = "room_available"
        return LocalizedStringResource(
            key, defaultValue: "Room available", table: "Localizable", bundle: AppResourcesStringsBundle.description)
    }

    /// %(count)lld landmarks
    ///
    /// Comment: The number of landmarks in the list.
    ///
    /// Key `landmarks_count` in table `Localizable`.
    public static func landmarksCount(count: Int) -> LocalizedStringResource {
        let key: StaticString = "landmarks_count"
        return LocalizedStringResource(
            key, defaultValue: "\(count) landmarks", table: "Localizable", bundle: AppResourcesStringsBundle.description)
    }

    /// %2$@ has %1$lld items
    ///
    /// Key `reorder` in table `Localizable`.
    public static func reorder(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {
        let key: StaticString = "reorder"
        return LocalizedStringResource(
            key, defaultValue: "\(arg1) \(arg2)", table: "Localizable", bundle: AppResourcesStringsBundle.description)
    }

    /// The strings of table `Booking`: `.Booking.confirmBookingCta`.
    public static var Booking: AppResourcesBookingStrings.Type { AppResourcesBookingStrings.self }
}
