import AppResources
import Foundation

/// What the cart screen says, in the user's language: every string comes from the String
/// Catalogs of `AppResources`, through the accessors the build plugin generates there.
public struct CartSummary: Sendable {
    public var customerName: String
    public var itemCount: Int
    public var nights: Int
    public var hotel: String

    public init(customerName: String, itemCount: Int, nights: Int, hotel: String) {
        self.customerName = customerName
        self.itemCount = itemCount
        self.nights = nights
        self.hotel = hotel
    }

    /// The lines of the summary, formatted for `locale`.
    public func lines(locale: Locale = .current) -> [String] {
        [
            L10n.welcomeTitle(customerName, locale: locale),
            L10n.itemsCount(itemCount, locale: locale),
            L10n.Booking.nightsAtHotel(nights: nights, hotel, locale: locale),
            L10n.roomAvailable,
            L10n.Booking.confirmBookingCta,
        ]
    }
}
