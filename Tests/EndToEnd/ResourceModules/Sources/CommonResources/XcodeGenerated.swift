import Foundation

// What Xcode 26 generates inside a package for its manual keys: internal members with the same
// names on LocalizedStringResource, in a nonisolated extension, with a nested enum for each
// table other than Localizable. They resolve in table "XcodeGenerated" here, so the output
// shows which member answered.
nonisolated extension LocalizedStringResource {
    static var cancel: LocalizedStringResource {
        LocalizedStringResource("cancel", defaultValue: "Cancel", table: "XcodeGenerated", bundle: .main)
    }

    static func reorder(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {
        LocalizedStringResource("reorder", defaultValue: "\(arg1) \(arg2)", table: "XcodeGenerated", bundle: .main)
    }

    enum Booking {
        static var confirmBookingCta: LocalizedStringResource {
            LocalizedStringResource("confirm_booking_cta", defaultValue: "Confirm booking", table: "XcodeGenerated", bundle: .main)
        }
    }
}
