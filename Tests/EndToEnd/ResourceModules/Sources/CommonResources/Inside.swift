import Foundation

/// How calls written inside CommonResources resolve, where Xcode's internal members exist too:
/// the unqualified spellings find Xcode's, the module's namespace finds the generated ones.
public enum Inside {
    nonisolated public static func fromNonisolatedCode() -> [String] {
        [
            "inside.nonisolated .cancel " + StandInStrings.resolve(.cancel).description,
            "inside.nonisolated .reorder " + StandInStrings.resolve(.reorder(3, "Ana")).description,
            "inside.nonisolated .CommonResources.cancel " + StandInStrings.resolve(.CommonResources.cancel).description,
        ]
    }

    /// Main-actor isolated, as everything in this module is unless it says otherwise.
    public static func fromTheMainActor() -> [String] {
        [
            "inside.mainActor .done " + StandInStrings.resolve(.done).description,
            "inside.mainActor .CommonResources.Booking.confirmBookingCta " + StandInStrings.resolve(.CommonResources.Booking.confirmBookingCta).description,
        ]
    }
}
