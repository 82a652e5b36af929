import BookingResources
import CommonResources
import Foundation
import StandIn

// Another module, importing both resources modules. `.cancel` alone would be ambiguous here
// (both modules have it); each module's namespace tells them apart. Keys only one module has
// need no qualification.

nonisolated func report(_ label: String, _ resource: LocalizedStringResource) {
    print(label, StandInStrings.resolve(resource))
}

nonisolated func fromNonisolatedCode(_ context: String) {
    report("\(context) .CommonResources.cancel", .CommonResources.cancel)
    report("\(context) .BookingResources.cancel", .BookingResources.cancel)
    report("\(context) .done", .done)
    report("\(context) .checkout", .checkout)
    report("\(context) .reorder", .reorder(3, "Ana"))
    report("\(context) .CommonResources.Booking.confirmBookingCta", .CommonResources.Booking.confirmBookingCta)
}

@MainActor func fromTheMainActor() {
    // Two module-qualified spellings in one array literal.
    let both: [LocalizedStringResource] = [.CommonResources.cancel, .BookingResources.cancel]
    for (index, resource) in both.enumerated() {
        report("mainActor array[\(index)]", resource)
    }
    report("mainActor .Booking.confirmBookingCta", .Booking.confirmBookingCta)
}

fromNonisolatedCode("nonisolated")
await Task.detached { fromNonisolatedCode("detached") }.value
fromTheMainActor()
Inside.fromNonisolatedCode().forEach { print($0) }
Inside.fromTheMainActor().forEach { print($0) }

// With the catalog's text registered for the bundle the generated members use (as the compiled
// table holds it), the arguments land in their places.
let bundle = StandInStrings.resolve(.CommonResources.cancel).bundle
StandInStrings.register("%2$@ has %1$lld items", key: "reorder", table: "Localizable", bundle: bundle)
print("formatted .reorder", String(localized: .reorder(3, "Ana")))
