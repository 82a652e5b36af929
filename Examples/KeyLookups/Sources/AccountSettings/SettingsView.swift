import Foundation
import ViewKit

/// The account settings screen.
public struct SettingsView: View {
    let userName: String
    let deviceCount: Int

    public init(userName: String, deviceCount: Int) {
        self.userName = userName
        self.deviceCount = deviceCount
    }

    public var body: [Text] {
        [
            Text("settings.title", bundle: .module),
            Text("Signed in as \(userName)", bundle: .module),
            Text("settings.devices %lld".localized(deviceCount)),
            Text(LocalizedStrings.signOut),
            Text("settings.footer" /* below the button */, bundle: .module),
        ]
    }

    private enum LocalizedStrings {
        static let signOut = NSLocalizedString("settings.sign_out", bundle: .module, comment: "The button that signs out of every device.")
    }
}
