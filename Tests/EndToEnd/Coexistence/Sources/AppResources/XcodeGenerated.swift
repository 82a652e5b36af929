import Foundation

// What Xcode 26 generates inside a package for the manual keys: internal members with the same
// names on LocalizedStringResource. They resolve in table "XcodeGenerated" here so the output
// shows which member answered.
extension LocalizedStringResource {
    static var roomAvailable: LocalizedStringResource {
        LocalizedStringResource("room_available", defaultValue: "Room available", table: "XcodeGenerated", bundle: LocalizedStringResource.BundleDescription.main)
    }

    static func reorder(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {
        LocalizedStringResource("reorder", defaultValue: "\(arg1) \(arg2)", table: "XcodeGenerated", bundle: LocalizedStringResource.BundleDescription.main)
    }
}
