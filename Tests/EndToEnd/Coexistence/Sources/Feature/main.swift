import AppResources
import Foundation

// Another module: the same call sites resolve to the generated public members.
print("outside.roomAvailable", StandInStrings.resolve(.roomAvailable))
print("outside.reorder", StandInStrings.resolve(.reorder(3, "Ana")))
print("outside.booking", StandInStrings.resolve(.Booking.confirmBookingCta))
print("inside.roomAvailable", Inside.roomAvailable())
print("inside.reorder", Inside.reorder(3, "Ana"))

// With the catalog's text registered for the bundle the generated members use (as the compiled
// table would hold it), the arguments land in their places.
let bundle = StandInStrings.resolve(.roomAvailable).bundle
StandInStrings.register("%2$@ has %1$lld items", key: "reorder", table: "Localizable", bundle: bundle)
print("outside.reorder.formatted", String(localized: .reorder(3, "Ana")))
