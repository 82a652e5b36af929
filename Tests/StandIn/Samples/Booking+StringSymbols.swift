// Hand-written sample of generated code (see StringSymbols.swift): table Booking.

import Foundation

/// The strings of table `Booking` in module AppResources: `.Booking.confirmBookingCta`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum AppResourcesBookingStrings {
    /// Confirm booking
    ///
    /// Key `confirm_booking_cta` in table `Booking`.
    public static var confirmBookingCta: LocalizedStringResource {
        let key: StaticString = "confirm_booking_cta"
        return LocalizedStringResource(
            key, defaultValue: "Confirm booking", table: "Booking", bundle: AppResourcesStringsBundle.description)
    }
}
