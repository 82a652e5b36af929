import Foundation

/// How the calls resolve inside AppResources, where Xcode's internal members exist too.
public enum Inside {
    public static func roomAvailable() -> String { StandInStrings.resolve(.roomAvailable).description }
    public static func reorder(_ count: Int, _ name: String) -> String { StandInStrings.resolve(.reorder(count, name)).description }
}
