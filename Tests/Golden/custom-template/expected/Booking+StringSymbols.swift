// Booking+StringSymbols.swift: the keys of the Booking table of Custom.

public enum CustomBookingKeys {
    static let confirmBookingCta = "confirm_booking_cta"
    static let nights = "nights"
}
