import AccountSettings
import ViewKit

// Prints what the account screens show, one text a line.
let views: [any View] = [
    SettingsView(userName: "Ana", deviceCount: 3),
    DeleteAccountView(retentionDays: 30),
]
for view in views {
    for text in view.body { print(text.content) }
}
